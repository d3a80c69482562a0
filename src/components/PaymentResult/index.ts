export { PaymentResult } from './PaymentResult';
export type { PaymentResultProps, PaymentResultState } from './PaymentResult';
