import type { PaymentStatus } from '../../contract/credits';

/**
 * Payment statuses only move forward (SEC-20): an open payment ends completed, failed or cancelled; only a completed
 * payment can be reversed (refund, chargeback, a direct debit returned by the bank), and only by an explicit reversal
 * event. Nothing moves back: a late `pending` never downgrades a completed payment, a late `completed` never revives
 * a cancelled one.
 */
const NEXT: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['completed', 'failed', 'cancelled'],
  completed: ['reversed'],
  failed: [],
  cancelled: [],
  reversed: [],
};

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

export function isFinal(status: PaymentStatus): boolean {
  return status !== 'pending';
}
