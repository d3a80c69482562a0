import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutMode } from '../../../contract/credits';
import { Alert } from '../Alert';

export type CheckoutModeNoticeProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** How buying works on this site: `test` (no real money), `unavailable` (nothing can be bought), `live` (nothing shown). */
  mode: CheckoutMode;
};

/**
 * Says, on every page that sells, when buying is not real: "test mode" while the sandbox or a provider's test mode
 * takes the payments, or that buying is not available at all when no payment provider is configured (SEC-27).
 */
export function CheckoutModeNotice({ mode, ...rest }: CheckoutModeNoticeProps) {
  const { t } = useTranslation('payments');
  if (mode === 'live') return null;
  if (mode === 'unavailable') {
    return (
      <Alert tone="warning" title={t('unavailable.title')} data-checkout-mode="unavailable" {...rest}>
        {t('unavailable.text')}
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={t('test_mode.badge')} data-checkout-mode="test" {...rest}>
      {t('test_mode.note')}
    </Alert>
  );
}
