export { PaymentStatusBadge } from './PaymentStatusBadge';
export type { PaymentStatusBadgeProps } from './PaymentStatusBadge';
