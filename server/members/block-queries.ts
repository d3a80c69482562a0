import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Queries of the blocks table (SPEC §6: blocked users cannot view or contact the blocker). */

export async function hasBlocked(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertBlock(db: Db, blockerId: number, blockedId: number, now: string): Promise<void> {
  await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.deleteFrom('blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).execute();
}

export interface BlockedRow {
  readonly id: number;
  readonly name: string;
  readonly blocked_at: string;
  readonly main_photo_id: number | null;
}

/** The members a viewer blocked, newest first, with their public main photo. */
export async function selectBlockedBy(db: Db, blockerId: number): Promise<BlockedRow[]> {
  const rows = await db
    .selectFrom('blocks as b')
    .innerJoin('profiles as p', 'p.user_id', 'b.blocked_id')
    .select(['p.user_id as id', 'p.name', 'b.created_at as blocked_at'])
    .select((eb) =>
      eb
        .selectFrom('photos as ph')
        .select('ph.id')
        .whereRef('ph.user_id', '=', 'p.user_id')
        .where('ph.status', '=', 'active')
        .where('ph.visibility', '=', 'public')
        .orderBy('ph.position', 'asc')
        .limit(1)
        .as('main_photo_id'),
    )
    .where('b.blocker_id', '=', blockerId)
    .orderBy('b.created_at', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, main_photo_id: row.main_photo_id ?? null }));
}
