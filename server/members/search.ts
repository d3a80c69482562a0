import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { DbDialect } from '../db/dialect';
import { birthDateBounds, type MemberConstraints } from './audience';
import { memberPoolFilter, type PoolOf } from './pool';

/**
 * The member search query (SEC-14: every visibility rule and both directions of a block are applied IN the query).
 *
 * Rows are read in the order (last_active_at DESC, user_id DESC) from one of the partial search indexes of migration
 * 0004 (all searchable profiles; by country; by country and region; by gender), whichever the planner prefers: each
 * hands rows over in search order, so there is no sort step on SQLite or PostgreSQL, and a page is an index range
 * scan that stops after `limit` matches. Pages continue with a keyset condition on that same pair, never OFFSET.
 * The partial-index predicate (`status = 'active' and invisible = 0`) is written literally, as both planners need to
 * see it to use the indexes. Indexed filters are single equalities (an IN list on a leading column would need a sort);
 * everything else (seeking, body type, kink, birth-date bounds, account status, blocks) is checked on the rows read.
 *
 * SQLite keeps to the index order by itself. PostgreSQL, when its statistics promise very few matches (a rare
 * combination of filters), prefers a bitmap scan followed by a top-N sort, and the cost of that plan grows with every
 * row its estimate got wrong; `inIndexOrder` runs the page query with sorting disabled for that one transaction
 * (`SET LOCAL enable_sort = off`), so the plan is the ordered index scan every time, as on SQLite.
 */

export interface SearchDb {
  readonly db: Kysely<Database>;
  readonly dialect: DbDialect;
}

/** Runs search reads so that the planner reads rows in index order (see above). */
export async function inIndexOrder<T>(target: SearchDb, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (target.dialect !== 'postgres') return work(target.db);
  return target.db.transaction().execute(async (trx) => {
    await sql`set local enable_sort = off`.execute(trx);
    return work(trx);
  });
}

export interface SearchScope {
  readonly constraints: MemberConstraints;
  /** Whose member pool the results come from (server/members/pool.ts): required, so no search can leave it out. */
  readonly pool: PoolOf;
  /** The viewer: never in their own results, and blocks either way are applied. Null for visitors. */
  readonly viewerId: number | null;
  /** Members left out besides the viewer (the profile being viewed, results already shown). */
  readonly excludeIds?: readonly number[];
  /** The day ages are computed for. */
  readonly today: Date;
  /** More conditions on the profile row `p`, checked like the others (likes: not yet liked, fictional only). */
  readonly extraConditions?: readonly RawBuilder<unknown>[];
  /** Nearest first from here (the viewer's city, or their region), then by activity; absent: by activity only. */
  readonly nearest?: GeoPoint;
}

export interface GeoPoint {
  readonly lat: number;
  readonly lon: number;
}

export interface KeysetPosition {
  readonly lastActiveAt: string;
  readonly id: number;
  /** The row's distance step (see distanceStep) when the search is nearest first. */
  readonly distance?: number;
}

/** Members without a known place come after everyone with one. */
export const UNKNOWN_DISTANCE = 2_000_000_000;
const KM_PER_DEGREE_LAT = 110.57;
const KM_PER_DEGREE_LON_AT_EQUATOR = 111.32;

/**
 * The squared distance in whole km² from `origin` on a flat approximation (exact enough within a country, and it
 * needs no trigonometry in SQL, which SQLite lacks). Whole numbers compare exactly, so the keyset can continue after
 * a row with equal distance by activity, as the unsorted search does. Members without coordinates: UNKNOWN_DISTANCE.
 */
export function distanceStep(origin: GeoPoint): RawBuilder<number> {
  const ky = KM_PER_DEGREE_LAT * KM_PER_DEGREE_LAT;
  const kx = (KM_PER_DEGREE_LON_AT_EQUATOR * Math.cos((origin.lat * Math.PI) / 180)) ** 2;
  return sql<number>`coalesce(cast((p.lat - ${origin.lat}) * (p.lat - ${origin.lat}) * ${ky} + (p.lon - ${origin.lon}) * (p.lon - ${origin.lon}) * ${kx} as integer), ${UNKNOWN_DISTANCE})`;
}

export interface CardRow {
  readonly user_id: number;
  readonly name: string;
  readonly date_of_birth: string | null;
  readonly gender: string | null;
  readonly country: string;
  readonly region: string | null;
  readonly city: string | null;
  readonly fictional: number;
  readonly last_active_at: string;
  readonly main_photo_id: number | null;
  /** Set when the search is nearest first. */
  readonly distance?: number;
}

function conditions(scope: SearchScope): RawBuilder<unknown>[] {
  const c = scope.constraints;
  const { bornOnOrBefore, bornAfter } = birthDateBounds(c.minAge, c.maxAge, scope.today);
  const where: RawBuilder<unknown>[] = [
    sql`p.status = 'active'`,
    sql`p.invisible = 0`,
    sql`p.gender is not null`,
    sql`p.date_of_birth <= ${bornOnOrBefore}`,
    sql`p.date_of_birth > ${bornAfter}`,
    // Deleted and banned accounts disappear at once, whatever their profile row still says.
    sql`exists (select 1 from users u where u.id = p.user_id and u.status = 'confirmed')`,
    // The site's member pool (its own members, or the network's; SEC-29).
    memberPoolFilter(scope.pool, sql.ref('p.user_id'), sql.ref('p.fictional')),
  ];
  if (c.gender) where.push(sql`p.gender = ${c.gender}`);
  if (c.country) where.push(sql`p.country = ${c.country}`);
  if (c.region) where.push(sql`p.region = ${c.region}`);
  if (c.seeking) where.push(c.seeking.length === 1 ? sql`p.seeking = ${c.seeking[0]}` : sql`p.seeking in (${sql.join(c.seeking)})`);
  if (c.bodyTypes) where.push(sql`p.body_type in (${sql.join(c.bodyTypes)})`);
  if (c.kink) where.push(sql`p.kink = 1`);
  if (scope.viewerId !== null) {
    const viewer = scope.viewerId;
    where.push(sql`p.user_id <> ${viewer}`);
    where.push(sql`not exists (select 1 from blocks b where b.blocker_id = ${viewer} and b.blocked_id = p.user_id)`);
    where.push(sql`not exists (select 1 from blocks b where b.blocker_id = p.user_id and b.blocked_id = ${viewer})`);
  }
  const excluded = (scope.excludeIds ?? []).filter((id) => id !== scope.viewerId);
  if (excluded.length > 0) where.push(sql`p.user_id not in (${sql.join(excluded)})`);
  if (scope.extraConditions) where.push(...scope.extraConditions);
  return where;
}

function whereAll(parts: readonly RawBuilder<unknown>[]): RawBuilder<boolean> {
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

/** The page query, not executed (tests read its plan with EXPLAIN). */
export function searchPageQuery(db: Kysely<Database>, scope: SearchScope, after: KeysetPosition | null, limit: number) {
  const where = conditions(scope);
  const distance = scope.nearest ? distanceStep(scope.nearest) : null;
  if (after && distance) {
    const step = after.distance ?? UNKNOWN_DISTANCE;
    where.push(sql`(${distance} > ${step} or (${distance} = ${step} and (p.last_active_at, p.user_id) < (${after.lastActiveAt}, ${after.id})))`);
  } else if (after) {
    where.push(sql`(p.last_active_at, p.user_id) < (${after.lastActiveAt}, ${after.id})`);
  }
  const query = db
    .selectFrom('profiles as p')
    .select(['p.user_id', 'p.name', 'p.date_of_birth', 'p.gender', 'p.country', 'p.region', 'p.city', 'p.fictional', 'p.last_active_at'])
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
    .where(whereAll(where));
  if (!distance) return query.orderBy('p.last_active_at', 'desc').orderBy('p.user_id', 'desc').limit(limit);
  return query
    .select(distance.as('distance'))
    .orderBy(distance, 'asc')
    .orderBy('p.last_active_at', 'desc')
    .orderBy('p.user_id', 'desc')
    .limit(limit);
}

/** One page of members after `after` (null: from the top). */
export async function selectSearchPage(target: SearchDb, scope: SearchScope, after: KeysetPosition | null, limit: number): Promise<CardRow[]> {
  const rows = await inIndexOrder(target, (db) => searchPageQuery(db, scope, after, limit).execute());
  return rows.map((row) => {
    const card: CardRow = { ...row, main_photo_id: row.main_photo_id ?? null };
    return 'distance' in row ? { ...card, distance: Number(row.distance) } : card;
  });
}

/**
 * How many members match, counted up to `cap` (the count stops reading after cap + 1 rows, so it costs at most that
 * many index entries however large the member base grows). `capped`: there are more than `cap`.
 */
export async function countMembers(db: Kysely<Database>, scope: SearchScope, cap: number): Promise<{ count: number; capped: boolean }> {
  const limited = db
    .selectFrom('profiles as p')
    .select(sql<number>`1`.as('one'))
    .where(whereAll(conditions(scope)))
    .limit(cap + 1)
    .as('matches');
  const row = await db
    .selectFrom(limited)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
}
