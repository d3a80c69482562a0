import type { Transaction } from 'kysely';
import { applyCredits } from '../credits/ledger';
import { creditsDb } from '../credits/tables';
import type { Database } from '../db/schema';

/**
 * New accounts receive the site's `signup_credits` (issue 3), as one ledger entry (issue 5) keyed by the user, so the
 * grant commits with the signup and can never be applied twice.
 */
export async function grantSignupCredits(trx: Transaction<Database>, userId: number, amount: number): Promise<void> {
  if (amount <= 0) return;
  await applyCredits(creditsDb(trx), {
    userId,
    amount,
    reason: 'signup',
    reference: null,
    idempotencyKey: `signup:${userId}`,
  });
}
