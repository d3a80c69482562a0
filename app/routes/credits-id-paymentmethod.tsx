import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { PaymentMethod } from '../../contract/credits';
import { pathFor } from '../../contract/routes';
import { PaymentMethodScreen } from '../../src/screens/PaymentMethodScreen';
import { createPayment, useAttemptKey, useCheckoutDiscount, usePackages } from '../data/payments';
import { useSettings } from '../data/site';
import { apiErrorMessage, apiFieldMessages } from '../i18n/apiErrorMessages';
import { packagesForDiscount } from '../rules/checkoutDiscount';
import { DISCOUNT_CODE_PARAM, directDebitPath, packageIdParam, packagePath, withCodePath } from '../rules/checkoutLinks';
import { checkoutFlow, chosenMethod } from '../rules/checkoutMethods';

/**
 * Route `credits-id-paymentmethod` (SPEC §2): the order and the methods of the payer's country; the chosen method is
 * the URL's last segment. Paying opens a pending payment (one idempotency key per attempt, so a double click or an
 * automatic retry opens one) and sends the payer to the provider's hosted checkout, which returns to
 * /transactions/{id}. SEPA direct debit continues on /directdebit instead.
 */
export function Component() {
  const { t } = useTranslation();
  const settings = useSettings();
  const navigate = useNavigate();
  const { id, paymentmethod } = useParams();
  const [params] = useSearchParams();
  const packageId = packageIdParam(id);
  const typedCode = params.get(DISCOUNT_CODE_PARAM);
  const packages = usePackages();
  const { discount, typed } = useCheckoutDiscount({ typedCode, packages: packages.data, member: true });
  const attempt = useAttemptKey();
  const paying = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [saveCard, setSaveCard] = useState(false);

  const offered = packages.data?.payment_methods ?? [];
  // The choice shows at once: the address follows it in a navigation (a transition), and until that commits the
  // radio would otherwise show the old method. Once the address changes (Back included) it is the truth again.
  const [picked, setPicked] = useState<{ method: PaymentMethod; over: string | undefined } | null>(null);
  const selected = chosenMethod(offered, picked && picked.over === paymentmethod ? picked.method : paymentmethod);
  const creditPackage = packagesForDiscount(packages.data?.packages ?? [], discount).find((item) => item.id === packageId) ?? null;

  const onSelectMethod = (method: PaymentMethod) => {
    setError(undefined);
    if (packageId === null) return;
    setPicked({ method, over: paymentmethod });
    void navigate(packagePath(packageId, typedCode, method), { replace: true });
  };

  const onPay = () => {
    if (!creditPackage || !selected || paying.current) return;
    if (checkoutFlow(selected, packages.data?.checkout.direct_debit) === 'directdebit') {
      void navigate(directDebitPath(creditPackage.id));
      return;
    }
    paying.current = true;
    setBusy(true);
    setError(undefined);
    createPayment({
      package_id: creditPackage.id,
      method: selected,
      idempotency_key: attempt.key,
      ...(discount?.send ? { discount_code: discount.send } : {}),
      ...(saveCard && selected === 'card' && packages.data?.checkout.card_saving === 'checkout' ? { save_card: true } : {}),
    }).then(
      // The provider's page is another document (the sandbox's own page here, a provider's site in production).
      ({ redirect_url }) => window.location.assign(redirect_url),
      (failure: unknown) => {
        paying.current = false;
        setBusy(false);
        // A refused attempt is over: paying again is a new attempt with a new key.
        attempt.renew();
        setError(apiFieldMessages<'discount_code' | 'method'>(t, failure).discount_code ?? apiErrorMessage(t, failure));
      },
    );
  };

  const codeError = typed.error ? (apiFieldMessages<'code'>(t, typed.error).code ?? apiErrorMessage(t, typed.error)) : undefined;
  const backHref = creditPackage?.kind === 'premium' ? pathFor('premium') : pathFor('credits');

  return (
    <PaymentMethodScreen
      creditPackage={creditPackage}
      methods={offered}
      selectedMethod={selected}
      onSelectMethod={onSelectMethod}
      onPay={onPay}
      paying={busy}
      activeDiscount={discount?.shown ?? null}
      error={error ?? codeError ?? (packages.error ? apiErrorMessage(t, packages.error) : undefined)}
      refundDays={settings.refund_days}
      termsHref={pathFor('pages-terms')}
      returnPolicyHref={pathFor('pages-return-policy')}
      backHref={withCodePath(backHref, typed.data ? typedCode : null)}
      loading={packages.isLoading}
      checkoutMode={packages.data?.checkout.mode ?? 'live'}
      directDebitHosted={packages.data?.checkout.direct_debit === 'hosted'}
      saveCard={packages.data?.checkout.card_saving === 'checkout' ? { checked: saveCard, onChange: setSaveCard } : null}
    />
  );
}
