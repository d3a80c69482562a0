import type { PaymentStatus } from '../../contract/credits';

/** First wait before asking again about a pending payment, and the longest wait between two asks. */
export const PAYMENT_POLL_FIRST_MS = 1_000;
export const PAYMENT_POLL_MAX_MS = 15_000;
const PAYMENT_POLL_FACTOR = 1.5;

/**
 * How long the result page waits before asking about a pending payment again: quick at first (most checkouts settle
 * within seconds), then slower (a bank transfer may take hours), never longer than PAYMENT_POLL_MAX_MS.
 * `attempt` counts the answers so far that were still pending (0 for the first). Settled payments are not asked
 * about again: 0 means "stop".
 */
export function paymentPollDelayMs(status: PaymentStatus | undefined, attempt: number): number {
  if (status !== 'pending') return 0;
  const step = Math.max(0, Math.floor(attempt));
  return Math.min(PAYMENT_POLL_MAX_MS, Math.round(PAYMENT_POLL_FIRST_MS * PAYMENT_POLL_FACTOR ** step));
}
