export { PaymentResult } from './PaymentResult';
export type { PaymentResultProps } from './PaymentResult';
