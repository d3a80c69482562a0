import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../contract/routes';
import { RepeatOrderScreen, type RepeatOrder } from '../../src/screens/RepeatOrderScreen/RepeatOrderScreen';
import { isApiError } from '../api/client';
import { createPayment, repeatOrder, useAttemptKey, useCheckoutDiscount, usePackages, useSavedMethods } from '../data/payments';
import { useViewer } from '../data/viewer';
import { apiErrorMessage } from '../i18n/apiErrorMessages';
import { packagesForDiscount } from '../rules/checkoutDiscount';
import { PACKAGE_PARAM, packageIdParam } from '../rules/checkoutLinks';

/**
 * Route `credits-repeat-order` (SPEC §2, §6): a saved card (a provider token on the server; brand, last four and expiry
 * here) charged in one click. One idempotency key per confirmation: a double click or an automatic retry charges
 * once. A declined card (SPEC §8) offers a retry, which is a new attempt, and PayPal instead.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const viewer = useViewer();
  const savedCards = useSavedMethods();
  // Credit packs only: a repeat order is for premium members, who never buy premium again (one badge, one kind).
  const packages = usePackages('credits');
  const { discount } = useCheckoutDiscount({ typedCode: null, packages: packages.data, member: true });
  const attempt = useAttemptKey();
  const inFlight = useRef(false);
  const [charging, setCharging] = useState(false);
  const [error, setError] = useState<string>();
  const [recurringFailed, setRecurringFailed] = useState(false);
  const [lastOrder, setLastOrder] = useState<RepeatOrder | null>(null);

  const onConfirm = (order: RepeatOrder) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setCharging(true);
    setLastOrder(order);
    repeatOrder({
      package_id: order.packageId,
      saved_method_id: order.savedMethodId,
      idempotency_key: attempt.key,
      ...(discount?.send ? { discount_code: discount.send } : {}),
    }).then(
      async (payment) => {
        await viewer.refresh();
        await navigate(pathFor('transactions-id', { id: payment.payment_id }));
      },
      (failure: unknown) => {
        inFlight.current = false;
        // Trying again is a new attempt: a new key, or the server would answer this failure again.
        attempt.renew();
        setCharging(false);
        const declined = isApiError(failure) && failure.code === 'payment_failed';
        setRecurringFailed(declined && failure.body?.params?.retry === 'repeat_order');
        setError(apiErrorMessage(t, failure));
      },
    );
  };

  const onPayPal = () => {
    if (!lastOrder || inFlight.current) return;
    inFlight.current = true;
    setCharging(true);
    createPayment({ package_id: lastOrder.packageId, method: 'paypal', idempotency_key: attempt.key }).then(
      ({ redirect_url }) => window.location.assign(redirect_url),
      (failure: unknown) => {
        inFlight.current = false;
        attempt.renew();
        setCharging(false);
        setRecurringFailed(false);
        setError(apiErrorMessage(t, failure));
      },
    );
  };

  const loadFailure = savedCards.error ?? packages.error;
  const loading = savedCards.isLoading || packages.isLoading;
  return (
    <RepeatOrderScreen
      // The screen picks its first card and package when it mounts: mount it again once they have arrived.
      key={loading ? 'loading' : 'ready'}
      savedCards={savedCards.data ?? []}
      packages={packagesForDiscount(packages.data?.packages ?? [], discount)}
      defaultPackageId={packageIdParam(params.get(PACKAGE_PARAM))}
      activeDiscount={discount?.shown ?? null}
      onConfirm={onConfirm}
      charging={charging}
      error={error}
      recurringFailed={recurringFailed}
      onPayPal={onPayPal}
      onRemoveCard={(id) => void savedCards.remove(id).catch((failure: unknown) => setError(apiErrorMessage(t, failure)))}
      creditsHref={pathFor('credits')}
      loading={loading}
      loadError={loadFailure ? apiErrorMessage(t, loadFailure) : undefined}
      checkoutMode={packages.data?.checkout.mode ?? 'live'}
      onRetry={() => {
        savedCards.retry();
        packages.retry();
      }}
    />
  );
}
