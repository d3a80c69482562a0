import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * New accounts receive the site's `signup_credits` (issue 3). Kept as its own function so the credits issue can route
 * it through its ledger (one entry with an idempotency key per user) without touching signup.
 */
export async function grantSignupCredits(trx: Transaction<Database>, userId: number, amount: number): Promise<void> {
  if (amount <= 0) return;
  await trx
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '+', amount) }))
    .where('id', '=', userId)
    .execute();
}
