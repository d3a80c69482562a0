import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CreditPackage } from '../../contract/credits';
import { pathFor } from '../../contract/routes';
import { CreditsScreen } from '../../src/screens/CreditsScreen';
import { useCheckoutDiscount, usePackages, useSavedMethods } from '../data/payments';
import { useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { apiErrorMessage, apiFieldMessages } from '../i18n/apiErrorMessages';
import { DISCOUNT_CODE_PARAM, packagePath, withDiscountCode } from '../rules/checkoutLinks';
import { packagesForDiscount } from '../rules/checkoutDiscount';

/**
 * Route `credits` (SPEC §2): the credit packages priced for the payer, the discount in force (a typed code kept in
 * `?code=`, the time bonus, or the welcome discount), and for premium members repeat order and their purchases.
 */
export function Component() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { account } = useViewer();
  const [params, setParams] = useSearchParams();
  const typedCode = params.get(DISCOUNT_CODE_PARAM);
  const packages = usePackages('credits');
  const { discount, typed } = useCheckoutDiscount({ typedCode, packages: packages.data, member: account !== null });
  const paidUser = account?.paid_user ?? false;
  const savedCards = useSavedMethods(paidUser);

  const setCode = (code: string | null) => setParams((current) => withDiscountCode(current, code), { replace: true });

  return (
    <CreditsScreen
      packages={packagesForDiscount(packages.data?.packages ?? [], discount)}
      balance={account?.credits ?? null}
      paidUser={paidUser}
      activeDiscount={discount?.shown ?? null}
      onApplyDiscountCode={setCode}
      discountCodeApplying={typed.isLoading}
      discountCodeError={typed.error ? (apiFieldMessages<'code'>(t, typed.error).code ?? apiErrorMessage(t, typed.error)) : undefined}
      onRemoveDiscountCode={() => setCode(null)}
      packageHref={(creditPackage: CreditPackage) => packagePath(creditPackage.id, typed.data ? typedCode : null)}
      premiumHref={pathFor('premium')}
      repeatOrderHref={savedCards.data && savedCards.data.length > 0 ? pathFor('credits-repeat-order') : null}
      transactionsHref={pathFor('transactions-id')}
      pricingHref={pathFor('pricing')}
      returnPolicyHref={pathFor('pages-return-policy')}
      refundDays={settings.refund_days}
      loading={packages.isLoading}
      error={packages.error ? apiErrorMessage(t, packages.error) : undefined}
      onRetry={packages.retry}
      checkoutMode={packages.data?.checkout.mode ?? 'live'}
    />
  );
}
