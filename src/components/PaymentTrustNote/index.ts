export { PaymentTrustNote } from './PaymentTrustNote';
export type { PaymentTrustNoteProps } from './PaymentTrustNote';
