import type { Payment, PaymentStatus } from '../../contract/credits';
import type { PaymentResultState } from '../../src/components/PaymentResult';

/**
 * SPEC §4 payment states as the result page shows them: `loading` until the payment is known, then its status
 * (pending, completed, failed, cancelled, or reversed after a refund).
 */
export function paymentResultState(payment: Pick<Payment, 'status'> | null | undefined): PaymentResultState {
  return payment ? payment.status : 'loading';
}

/** Statuses that will not change by themselves any more (a reversal after completion comes much later, if ever). */
export function isSettledPaymentStatus(status: PaymentStatus): boolean {
  return status !== 'pending';
}

/** SPEC §8: a saved card charged by a repeat order and declined — offer a retry and PayPal instead. */
export function isRecurringCardFailure(payment: Pick<Payment, 'kind' | 'status'> | null | undefined): boolean {
  return payment?.kind === 'repeat' && payment.status === 'failed';
}

/**
 * SPEC §1: the first completed purchase makes a member premium. True when `payment` is completed and no other payment
 * of the history completed before it (a later refund does not undo premium, so reversed payments count as earlier
 * purchases too).
 */
export function unlockedPremium(payment: Pick<Payment, 'payment_id' | 'status' | 'completed_at'>, history: readonly Payment[]): boolean {
  if (payment.status !== 'completed' || !payment.completed_at) return false;
  const completedAt = payment.completed_at;
  return !history.some(
    (other) =>
      other.payment_id !== payment.payment_id &&
      (other.status === 'completed' || other.status === 'reversed') &&
      other.completed_at !== null &&
      other.completed_at <= completedAt,
  );
}
