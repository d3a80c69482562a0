export { PaymentMethodScreen } from './PaymentMethodScreen';
export type { PaymentMethodScreenProps } from './PaymentMethodScreen';
