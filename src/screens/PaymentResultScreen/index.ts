export { PaymentResultScreen } from './PaymentResultScreen';
export type { PaymentResultScreenProps } from './PaymentResultScreen';
