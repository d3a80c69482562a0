import { useTranslation } from 'react-i18next';
import type { CreditPackage } from '../../contract/credits';
import { pathFor } from '../../contract/routes';
import { PricingScreen } from '../../src/screens/PricingScreen';
import { usePackages, usePricing } from '../data/payments';
import { apiErrorMessage } from '../i18n/apiErrorMessages';
import { packagePath } from '../rules/checkoutLinks';

/** Route `pricing` (SPEC §2): what each action costs from the site's settings, and the credit packages. */
export function Component() {
  const { t } = useTranslation();
  const pricing = usePricing();
  const packages = usePackages('credits');
  const failure = pricing.error ?? packages.error;

  return (
    <PricingScreen
      pricing={pricing.data}
      packages={packages.data?.packages ?? []}
      packageHref={(creditPackage: CreditPackage) => packagePath(creditPackage.id, null)}
      returnPolicyHref={pathFor('pages-return-policy')}
      loading={pricing.isLoading || packages.isLoading}
      error={failure ? apiErrorMessage(t, failure) : undefined}
      onRetry={() => {
        pricing.retry();
        packages.retry();
      }}
    />
  );
}
