import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { deleteSessionsOfUser } from '../sessions/queries';
import { selectAccountsToPurge, selectProfile } from './queries';

/** What a purged account leaves behind to say goodbye with (the mail is sent after the data is gone). */
export interface PurgedAccount {
  readonly userId: number;
  readonly siteId: number;
  readonly email: string;
  readonly name: string;
  readonly language: string;
}

export interface PurgeOptions {
  /** Called after each account's erasure committed (the purge notice mail). Failures are the callback's own. */
  readonly onPurged?: (account: PurgedAccount) => Promise<void>;
  /** Accounts per run; the scheduler runs again soon enough for the rest. */
  readonly batchSize?: number;
}

/** The email a purged account keeps: unique per account and not an address anyone can sign up with (no @). */
export function purgedEmail(userId: number): string {
  return `#purged-${userId}`;
}

/**
 * Erases an account's personal data for good (SPEC §4, §9: after the 14-day window). The users row stays, tombstoned,
 * for the ledger (credits, payments) and for references from other members' data; status stays `deleted`.
 * Answers false when the account was purged already.
 */
export async function purgeAccount(trx: Transaction<Database>, user: UserRow, now: Date): Promise<boolean> {
  const tombstone = purgedEmail(user.id);
  const result = await trx
    .updateTable('users')
    .set({
      email: tombstone,
      email_normalized: tombstone,
      password_hash: null,
      tracking: '{}',
      notifications_disabled: '[]',
      signup_ip: null,
      delete_comment: null,
      purged_at: now.toISOString(),
    })
    .where('id', '=', user.id)
    // Two instances running the job at once: the row lock makes the second see purged_at set and do nothing.
    .where('purged_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await trx
    .updateTable('profiles')
    .set({ name: '', date_of_birth: null, region: null, gender: null, seeking: null, signup_message: null, target_profile_id: null, status: 'disabled' })
    .where('user_id', '=', user.id)
    .execute();
  await deleteSessionsOfUser(trx, user.id);
  await trx.deleteFrom('account_tokens').where('user_id', '=', user.id).execute();
  return true;
}

/**
 * Purges every deleted account whose window ended by `now`. Pure of time: the caller passes `now` (the scheduler the
 * server clock, tests a controlled one). Answers the purged user ids.
 */
export async function purgeDeletedAccounts(db: Kysely<Database>, now: Date, options: PurgeOptions = {}): Promise<number[]> {
  const due = await selectAccountsToPurge(db, now.toISOString(), options.batchSize ?? 500);
  const purged: number[] = [];
  for (const candidate of due) {
    const profile = await selectProfile(db, candidate.id);
    const done = await withTransaction(db, async (trx) => {
      // Re-read inside the transaction: a reactivation may have won the race.
      const user = await trx.selectFrom('users').selectAll().where('id', '=', candidate.id).executeTakeFirst();
      if (!user || user.status !== 'deleted' || user.purged_at !== null || user.purge_after === null || user.purge_after > now.toISOString()) {
        return false;
      }
      return purgeAccount(trx, user, now);
    });
    if (!done) continue;
    purged.push(candidate.id);
    await options.onPurged?.({
      userId: candidate.id,
      siteId: candidate.site_id,
      email: candidate.email,
      name: profile?.name ?? '',
      language: candidate.language,
    });
  }
  return purged;
}
