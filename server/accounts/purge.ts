import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { removeMemberPhotos, type MediaDeps } from '../media/photos';
import { eraseNotificationData } from '../notifications/queries';
import { notificationsDb } from '../notifications/tables';
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
  /**
   * The photo store: each purged account's photos (rows and files) are removed after its erasure committed. Without
   * it (a caller with only a database) the photos wait for the next run that has it: see `removePurgedMembersPhotos`.
   */
  readonly media?: Pick<MediaDeps, 'db' | 'store' | 'log'>;
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
  await eraseNotificationData(notificationsDb(trx), user.id);
  // Blocks in both directions: whom they blocked is personal data, and who blocked them points at nobody any more.
  await trx.deleteFrom('blocks').where((eb) => eb.or([eb('blocker_id', '=', user.id), eb('blocked_id', '=', user.id)])).execute();
  // Photos live in the media store too, so they go after the commit (removePurgedMembersPhotos): files removed inside
  // a transaction that then rolls back could not be brought back.
  return true;
}

/**
 * Removes the photos (rows and files) of every purged account that still has some: the accounts this run purged,
 * those purged at signup (signup.ts erases an expired deletion inside its own transaction), and those whose files a
 * crash interrupted. Answers the number of photos removed.
 */
export async function removePurgedMembersPhotos(media: Pick<MediaDeps, 'db' | 'store' | 'log'>, limit = 500): Promise<number> {
  const owners = await media.db
    .selectFrom('photos')
    .innerJoin('users', 'users.id', 'photos.user_id')
    .select('photos.user_id')
    .distinct()
    .where('users.purged_at', 'is not', null)
    .limit(limit)
    .execute();
  let removed = 0;
  for (const { user_id } of owners) removed += await removePhotosOf(media, user_id);
  return removed;
}

/** A failure is logged, not thrown: the erasure has committed, and the next run's sweep tries the photos again. */
async function removePhotosOf(media: Pick<MediaDeps, 'db' | 'store' | 'log'>, userId: number): Promise<number> {
  try {
    return await removeMemberPhotos(media, userId);
  } catch (error) {
    media.log.error({ err: error, userId }, 'photos of a purged account could not be removed');
    return 0;
  }
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
    if (options.media) await removePhotosOf(options.media, candidate.id);
    await options.onPurged?.({
      userId: candidate.id,
      siteId: candidate.site_id,
      email: candidate.email,
      name: profile?.name ?? '',
      language: candidate.language,
    });
  }
  if (options.media) await removePurgedMembersPhotos(options.media);
  return purged;
}
