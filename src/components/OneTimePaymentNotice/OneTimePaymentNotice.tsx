import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { NoticeRoot, NoticeText } from './OneTimePaymentNotice.styles';

export interface OneTimePaymentNoticeProps {
  /** `inline`: one small line (inside a package card). `box`: a framed note (under a list, on the payment page). */
  variant?: 'inline' | 'box';
  className?: string;
}

/** SPEC §2 one-time-payment notice: a purchase is paid once; no subscription, nothing is charged again automatically. */
export function OneTimePaymentNotice({ variant = 'box', className }: OneTimePaymentNoticeProps) {
  const { t } = useTranslation('credits');
  return (
    <NoticeRoot $variant={variant} className={className} data-notice="one-time">
      <Icon name="check" />
      <NoticeText>
        {variant === 'box' ? (
          <>
            <strong>{t('one_time.title')}</strong> {t('one_time.body')}
          </>
        ) : (
          t('one_time.short')
        )}
      </NoticeText>
    </NoticeRoot>
  );
}
