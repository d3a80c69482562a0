import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { moderationDb } from './tables';
import { flaggedTerms } from './wordlist';

/**
 * Called by the members area when a member saves a profile text, in the same transaction as the save: when the word
 * list matches, one `profile_text_flags` row keeps the text as saved and what matched, for the moderators' queue.
 * Answers the matched terms (empty: nothing was flagged). The member is not told; the text is saved either way.
 */
export async function flagProfileText(
  db: Kysely<Database> | Transaction<Database>,
  input: { readonly userId: number; readonly text: string; readonly now: Date },
): Promise<string[]> {
  const text = input.text.trim();
  if (text === '') return [];
  const terms = flaggedTerms(text);
  if (terms.length === 0) return [];
  const mdb = db.isTransaction ? moderationDb(db as Transaction<Database>) : moderationDb(db);
  await mdb
    .insertInto('profile_text_flags')
    .values({ user_id: input.userId, text, terms: JSON.stringify(terms), created_at: input.now.toISOString(), resolved_at: null, resolved_by: null, resolution_reason: null })
    .execute();
  return terms;
}
