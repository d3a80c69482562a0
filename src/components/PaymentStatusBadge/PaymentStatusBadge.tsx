import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '../../../contract/credits';
import { Icon, type IconName } from '../Icon';
import { StatusRoot } from './PaymentStatusBadge.styles';

export interface PaymentStatusBadgeProps {
  status: PaymentStatus;
  className?: string;
}

const STATUS_ICONS: Record<PaymentStatus, IconName> = {
  pending: 'info',
  completed: 'check',
  failed: 'danger',
  cancelled: 'close',
  reversed: 'chevronLeft',
};

/** A payment's state as a coloured label with an icon (never colour alone): pending, completed, failed, cancelled, refunded. */
export function PaymentStatusBadge({ status, className }: PaymentStatusBadgeProps) {
  const { t } = useTranslation('payments');
  return (
    <StatusRoot $status={status} className={className} data-status={status}>
      <Icon name={STATUS_ICONS[status]} size="0.875rem" />
      {t(`status.${status}`)}
    </StatusRoot>
  );
}
