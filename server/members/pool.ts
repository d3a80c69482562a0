import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The member pool (issue 16 item 5, SEC-29): which members a site's members and visitors may see, like, message, view
 * the photos of and count. ONE rule, applied IN the query by every member-facing read (search, signup matches, the
 * match finder and swipe cards, profiles, likes and their counts, starting a chat and sending, photos, the sitemap).
 *
 * Every account has a home site (`users.site_id`, where it signed up) and every site a `member_pool` setting:
 * - `network` (the default, and the demo's): the site's members meet the members of every network site, filtered by
 *   the niche's audience as before (server/members/audience.ts);
 * - `site`: they meet only members whose home site is this site. The site's members are also out of the network: the
 *   rule is symmetric, so nobody on a network site sees, likes or writes to them either.
 * Fictional profiles (operator-run entertainment profiles, SPEC §2) are content, not members: a fictional profile of
 * a network site is shown on every site, whatever its pool (so a `site` pool site keeps its like modal and operator
 * conversations); a fictional profile whose home site has the `site` pool is that site's own.
 *
 * In words: member M is in the pool of site S when M's home site is S, or M's home site is a network site and
 * (S is a network site or M is fictional).
 *
 * A member outside the pool is answered exactly like a missing one (404 `not_found`), so the setting leaks no
 * existence. Conversations begun before a site changed its setting stay readable in the chat list; new messages to a
 * member outside the pool are refused (404), as for a member who left (server/chat/service.ts).
 *
 * The rule reads `sites.member_pool` in the query itself (a tiny table, one primary-key lookup per row read), not a
 * cached copy, so a change applies to the next request on every instance.
 */

/** Whose pool: a site (visitors, the sitemap), or a member's (their home site; sessions are bound to it). */
export type PoolOf = { readonly siteId: number } | { readonly userId: number };

function poolSiteId(of: PoolOf): RawBuilder<number> {
  return 'siteId' in of ? sql<number>`${of.siteId}` : sql<number>`(select vu.site_id from users vu where vu.id = ${of.userId})`;
}

/**
 * The SQL condition "the member whose user id is `member` is in the pool of `of`". `member` is a column reference
 * such as `sql.ref('p.user_id')`; the condition stands alone (it reads users, sites and, unless the caller passes the
 * member's `fictional` column, profiles itself).
 */
export function memberPoolFilter(
  of: PoolOf,
  member: RawBuilder<unknown> = sql.ref('p.user_id'),
  fictional: RawBuilder<unknown> | null = null,
): RawBuilder<boolean> {
  const site = poolSiteId(of);
  const isFictional = fictional ?? sql`(select pp.fictional from profiles pp where pp.user_id = pu.id)`;
  return sql<boolean>`exists (select 1 from users pu
    inner join sites ps on ps.id = pu.site_id
    where pu.id = ${member}
      and (pu.site_id = ${site}
        or (ps.member_pool = 'network'
          and (${isFictional} = 1 or (select vs.member_pool from sites vs where vs.id = ${site}) = 'network'))))`;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Whether member `memberId` is in the pool of `of` (false for an unknown id). */
export async function inMemberPool(db: Db, of: PoolOf, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', '=', memberId)
    .where(memberPoolFilter(of, sql.ref('u.id')))
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of `memberIds` are in the pool of `of`. */
export async function membersInPool(db: Db, of: PoolOf, memberIds: readonly number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', 'in', [...new Set(memberIds)])
    .where(memberPoolFilter(of, sql.ref('u.id')))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Whether member `viewerId` may still act on member `memberId` in ways that protect the viewer (block, report): the
 * member is in the viewer's pool, or the two already have a conversation (begun before their sites' pools parted:
 * the viewer knows them, so answering does not leak their existence).
 */
export async function inPoolOrConversation(db: Kysely<Database>, viewerId: number, memberId: number): Promise<boolean> {
  if (await inMemberPool(db, { userId: viewerId }, memberId)) return true;
  // The chat area's table, read without its types (server/chat/tables.ts).
  const { rows } = await sql<{ one: number }>`select 1 as one from conversations
    where member_low = ${Math.min(viewerId, memberId)} and member_high = ${Math.max(viewerId, memberId)}`.execute(db);
  return rows.length > 0;
}
