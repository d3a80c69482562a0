export { PaymentMethodList } from './PaymentMethodList';
export type { PaymentMethodListProps } from './PaymentMethodList';
