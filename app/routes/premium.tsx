import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { CreditPackage } from '../../contract/credits';
import { pathFor } from '../../contract/routes';
import { PremiumScreen } from '../../src/screens/PremiumScreen';
import { useCheckoutDiscount, usePackages } from '../data/payments';
import { useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { apiErrorMessage, apiFieldMessages } from '../i18n/apiErrorMessages';
import { packagesForDiscount } from '../rules/checkoutDiscount';
import { DISCOUNT_CODE_PARAM, packagePath, withDiscountCode } from '../rules/checkoutLinks';
import { showsPremiumOnlyAlert } from '../rules/premiumOnly';

/**
 * Route `premium` (SPEC §2, members area): what premium gives, the premium offers priced for the payer, the discount
 * in force and the discount-code entry. Visitors see it too; choosing an offer asks them to log in first. Opened from
 * a premium-only feature, it starts with SPEC §8's premium-only alert.
 */
export function Component() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { account } = useViewer();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const paidUser = account?.paid_user ?? false;
  const typedCode = params.get(DISCOUNT_CODE_PARAM);
  const packages = usePackages('premium');
  const { discount, typed } = useCheckoutDiscount({ typedCode, packages: packages.data, member: account !== null });

  const setCode = (code: string | null) => setParams((current) => withDiscountCode(current, code), { replace: true });

  return (
    <PremiumScreen
      packages={packagesForDiscount(packages.data?.packages ?? [], discount)}
      paidUser={paidUser}
      premiumOnlyNotice={showsPremiumOnlyAlert(location.state, paidUser) ? t('errors:premium_only') : undefined}
      activeDiscount={discount?.shown ?? null}
      onApplyDiscountCode={setCode}
      discountCodeApplying={typed.isLoading}
      discountCodeError={typed.error ? (apiFieldMessages<'code'>(t, typed.error).code ?? apiErrorMessage(t, typed.error)) : undefined}
      onRemoveDiscountCode={() => setCode(null)}
      packageHref={(creditPackage: CreditPackage) => packagePath(creditPackage.id, typed.data ? typedCode : null)}
      creditsHref={pathFor('credits')}
      returnPolicyHref={pathFor('pages-return-policy')}
      refundDays={settings.refund_days}
      loading={packages.isLoading}
      error={packages.error ? apiErrorMessage(t, packages.error) : undefined}
      onRetry={packages.retry}
      checkoutMode={packages.data?.checkout.mode ?? 'live'}
    />
  );
}
