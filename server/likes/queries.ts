import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { LikeSource } from '../../contract/likes';
import type { Database } from '../db/schema';
import { memberPoolFilter } from '../members/pool';
import type { CardRow } from '../members/search';
import type { SwipeWindow } from './rules';
import { likesDb, type LikesDatabase } from './tables';

type Db = Kysely<Database> | Transaction<Database>;
type LDb = Kysely<LikesDatabase> | Transaction<LikesDatabase>;

function widen(db: Db): LDb {
  return likesDb(db as Kysely<Database>);
}

/**
 * Queries of the likes area. Every rule about who may be seen is applied IN the query (SEC-14): the other member must
 * be listed (an active profile of a confirmed account, not invisible), in the viewer's member pool (SEC-29) and
 * neither may have blocked the other.
 */

/** The listing rule on profile `p` joined with its account `u` (the same as server/members/view-profile.ts isListed). */
const LISTED = sql<boolean>`p.status = 'active' and p.invisible = 0 and u.status = 'confirmed'`;

/** Neither `viewerId` nor the member `p` has blocked the other. */
function unblocked(viewerId: number): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = p.user_id)
    and not exists (select 1 from blocks b where b.blocker_id = p.user_id and b.blocked_id = ${viewerId})`;
}

/**
 * `viewerId` may meet the member `p`: neither blocked the other, and `p` is in the viewer's member pool (their home
 * site's own members, or the network's: server/members/pool.ts).
 */
function seenBy(viewerId: number): RawBuilder<boolean> {
  return sql<boolean>`${unblocked(viewerId)} and ${memberPoolFilter({ userId: viewerId }, sql.ref('p.user_id'), sql.ref('p.fictional'))}`;
}

/** The first active public photo of `p` (the member card's main image). */
const MAIN_PHOTO_ID = sql<number | null>`(select ph.id from photos ph where ph.user_id = p.user_id and ph.status = 'active'
  and ph.visibility = 'public' order by ph.position asc limit 1)`;

export interface TargetRow {
  readonly user_id: number;
  readonly name: string;
  readonly main_photo_id: number | null;
}

/** The member `targetId` if `viewerId` may see (and so like) them; undefined otherwise. */
export async function selectVisibleMember(db: Db, viewerId: number, targetId: number): Promise<TargetRow | undefined> {
  if (viewerId === targetId) return undefined;
  const row = await db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'p.name'])
    .select(MAIN_PHOTO_ID.as('main_photo_id'))
    .where('p.user_id', '=', targetId)
    .where(LISTED)
    .where(seenBy(viewerId))
    .executeTakeFirst();
  return row ? { ...row, main_photo_id: row.main_photo_id ?? null } : undefined;
}

/** Whether others see this member at all (likes of a member who is not listed reach nobody yet). */
export async function isListedMember(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('p.user_id')
    .where('p.user_id', '=', userId)
    .where(LISTED)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts the like unless it exists; true when this call inserted it. */
export async function insertLike(db: Db, likerId: number, likedId: number, source: LikeSource, now: Date): Promise<boolean> {
  const row = await widen(db)
    .insertInto('likes')
    .values({ liker_id: likerId, liked_id: likedId, source, like_new: 1, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['liker_id', 'liked_id']).doNothing())
    .returning('liker_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function likeExists(db: Db, likerId: number, likedId: number): Promise<boolean> {
  const row = await widen(db)
    .selectFrom('likes')
    .select('liker_id')
    .where('liker_id', '=', likerId)
    .where('liked_id', '=', likedId)
    .executeTakeFirst();
  return row !== undefined;
}

/** True when a like was there to delete. */
export async function deleteLike(db: Db, likerId: number, likedId: number): Promise<boolean> {
  const result = await widen(db).deleteFrom('likes').where('liker_id', '=', likerId).where('liked_id', '=', likedId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** SPEC §4: the liked member opened the liker's profile. True when a new like was cleared. */
export async function clearLikeNew(db: Db, likerId: number, likedId: number): Promise<boolean> {
  const result = await widen(db)
    .updateTable('likes')
    .set({ like_new: 0 })
    .where('liker_id', '=', likerId)
    .where('liked_id', '=', likedId)
    .where('like_new', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The new likes of `userId` from members they can see (the nav badge; SPEC §2, §4). */
export async function countNewLikes(db: Db, userId: number): Promise<number> {
  const row = await widen(db)
    .selectFrom('likes as l')
    .innerJoin('profiles as p', 'p.user_id', 'l.liker_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('l.liked_id', '=', userId)
    .where('l.like_new', '=', 1)
    .where(LISTED)
    .where(seenBy(userId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The members `userId` likes who like them back, among those they can see. */
export async function countMatches(db: Db, userId: number): Promise<number> {
  const row = await widen(db)
    .selectFrom('likes as l')
    .innerJoin('profiles as p', 'p.user_id', 'l.liked_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('l.liker_id', '=', userId)
    .where(sql<boolean>`exists (select 1 from likes r where r.liker_id = l.liked_id and r.liked_id = l.liker_id)`)
    .where(LISTED)
    .where(seenBy(userId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface LikeCardRow extends CardRow {
  readonly like_new: number;
  readonly liked_at: string;
  readonly mutual: number;
}

function toLikeCardRow<R extends { main_photo_id: number | null; mutual: number | string | boolean }>(row: R): R & { mutual: number } {
  return { ...row, main_photo_id: row.main_photo_id ?? null, mutual: Number(row.mutual) };
}

/**
 * One direction of the likes of `viewerId`: `received` (who likes them: new first, then newest) or `given` (whom they
 * like: newest first). `mutual` is 1 when the like goes both ways.
 */
export async function selectLikeCards(db: Db, viewerId: number, direction: 'received' | 'given', limit: number): Promise<LikeCardRow[]> {
  const other = direction === 'received' ? 'l.liker_id' : 'l.liked_id';
  const mine = direction === 'received' ? 'l.liked_id' : 'l.liker_id';
  // The like in the other direction makes it mutual.
  const reverse = sql<number>`case when exists (select 1 from likes r where r.liker_id = l.liked_id and r.liked_id = l.liker_id) then 1 else 0 end`;
  let query = widen(db)
    .selectFrom('likes as l')
    .innerJoin('profiles as p', 'p.user_id', other)
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'p.name', 'p.date_of_birth', 'p.gender', 'p.country', 'p.region', 'p.city', 'p.fictional', 'p.last_active_at'])
    .select(['l.like_new', 'l.created_at as liked_at'])
    .select(MAIN_PHOTO_ID.as('main_photo_id'))
    .select(reverse.as('mutual'))
    .where(mine, '=', viewerId)
    .where(LISTED)
    .where(seenBy(viewerId));
  query = direction === 'received' ? query.orderBy('l.like_new', 'desc') : query;
  const rows = await query.orderBy('l.created_at', 'desc').orderBy(other, 'desc').limit(limit).execute();
  return rows.map(toLikeCardRow);
}

/** The most recent auto-like `userId` received since `since`, from a member they can still see. */
export async function selectRecentAutoLike(db: Db, userId: number, since: Date): Promise<TargetRow | undefined> {
  const row = await widen(db)
    .selectFrom('likes as l')
    .innerJoin('profiles as p', 'p.user_id', 'l.liker_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'p.name'])
    .select(MAIN_PHOTO_ID.as('main_photo_id'))
    .where('l.liked_id', '=', userId)
    .where('l.source', '=', 'auto')
    .where('l.created_at', '>=', since.toISOString())
    .where(LISTED)
    .where(seenBy(userId))
    .orderBy('l.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { ...row, main_photo_id: row.main_photo_id ?? null } : undefined;
}

/** Search conditions on `p`: `viewerId` has neither liked nor (with `passes`) swiped away the member. */
export function notLikedBy(viewerId: number, options: { passes: boolean }): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [sql`not exists (select 1 from likes lk where lk.liker_id = ${viewerId} and lk.liked_id = p.user_id)`];
  if (options.passes) {
    conditions.push(sql`not exists (select 1 from swipe_passes sp where sp.user_id = ${viewerId} and sp.target_id = p.user_id)`);
  }
  return conditions;
}

/** Search conditions on `p` for an auto-like: a fictional profile with no like between it and `viewerId` yet. */
export function autoLikeCandidate(viewerId: number): RawBuilder<unknown>[] {
  return [
    sql`p.fictional = 1`,
    ...notLikedBy(viewerId, { passes: false }),
    sql`not exists (select 1 from likes lk where lk.liker_id = p.user_id and lk.liked_id = ${viewerId})`,
  ];
}

export async function insertSwipePass(db: Db, userId: number, targetId: number, now: Date): Promise<void> {
  await widen(db)
    .insertInto('swipe_passes')
    .values({ user_id: userId, target_id: targetId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'target_id']).doNothing())
    .execute();
}

export async function selectTimeZone(db: Db, userId: number): Promise<{ time_zone: string | null; country: string | null }> {
  const row = await widen(db)
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.time_zone', 'p.country'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return { time_zone: row?.time_zone ?? null, country: row?.country ?? null };
}

export async function updateTimeZone(db: Db, userId: number, timeZone: string): Promise<void> {
  await widen(db).updateTable('users').set({ time_zone: timeZone }).where('id', '=', userId).execute();
}

export async function selectSwipeWindow(db: Db, userId: number): Promise<SwipeWindow | null> {
  const row = await widen(db).selectFrom('swipe_windows').select(['likes', 'ends_at', 'time_zone']).where('user_id', '=', userId).executeTakeFirst();
  return row ?? null;
}

/**
 * Counts one swipe like in the member's current window, inside the caller's transaction; null when the window is
 * full. A window that has ended starts again (ending at `endsAt`, the next local midnight). Each step is a single
 * conditional statement on the member's row, which also locks it, so concurrent swipes count one at a time
 * (PostgreSQL re-checks the WHERE of a waiting UPDATE against the committed row; SQLite has one writer).
 */
export async function countSwipeLike(
  trx: Transaction<Database>,
  userId: number,
  window: { now: Date; endsAt: Date; timeZone: string; limit: number },
): Promise<SwipeWindow | null> {
  const db = likesDb(trx);
  const fresh = { likes: 0, ends_at: window.endsAt.toISOString(), time_zone: window.timeZone };
  await db
    .insertInto('swipe_windows')
    .values({ user_id: userId, ...fresh })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await db.updateTable('swipe_windows').set(fresh).where('user_id', '=', userId).where('ends_at', '<=', window.now.toISOString()).execute();
  const counted = await db
    .updateTable('swipe_windows')
    .set((eb) => ({ likes: eb('likes', '+', 1) }))
    .where('user_id', '=', userId)
    .where('likes', '<', window.limit)
    .returning(['likes', 'ends_at', 'time_zone'])
    .executeTakeFirst();
  return counted ?? null;
}
