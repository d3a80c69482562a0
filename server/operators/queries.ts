import { sql, type Kysely, type Transaction } from 'kysely';
import { REACHABLE_STATUSES } from '../chat/queries';
import { chatDb, type MessageRow } from '../chat/tables';
import type { Database } from '../db/schema';

/** Queries of the operators' area (fictional-profile conversations and their claims). Rows in, rows out. */

type Db = Kysely<Database> | Transaction<Database>;

export interface ClaimRow {
  readonly conversation_id: number;
  readonly staff_id: number;
  readonly staff_name: string;
  readonly claimed_at: string;
  readonly expires_at: string;
}

/** The conversation's claim with its holder's name (expired or not). */
export async function selectClaim(db: Db, conversationId: number): Promise<ClaimRow | undefined> {
  return db
    .selectFrom('operator_claims as oc')
    .innerJoin('staff_accounts as s', 's.id', 'oc.staff_id')
    .select(['oc.conversation_id', 'oc.staff_id', 's.name as staff_name', 'oc.claimed_at', 'oc.expires_at'])
    .where('oc.conversation_id', '=', conversationId)
    .executeTakeFirst();
}

/**
 * Takes or renews the claim in one statement: inserted when there is none, otherwise overwritten only when it is the
 * caller's or has expired (the upsert's WHERE). Concurrent callers are serialised by the primary key, so exactly one of
 * two operators racing for a free conversation gets a row back. Answers whether the caller holds it now, and whether it
 * is a new claim (not a renewal of the caller's live one).
 */
export async function upsertClaim(
  trx: Transaction<Database>,
  conversationId: number,
  staffId: number,
  now: string,
  expiresAt: string,
): Promise<{ held: boolean; fresh: boolean }> {
  const before = await trx
    .selectFrom('operator_claims')
    .select(['staff_id', 'expires_at'])
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  const result = await trx
    .insertInto('operator_claims')
    .values({ conversation_id: conversationId, staff_id: staffId, claimed_at: now, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('conversation_id')
        .doUpdateSet((eb) => ({
          claimed_at: eb
            .case()
            .when('operator_claims.staff_id', '=', staffId)
            .then(eb.ref('operator_claims.claimed_at'))
            .else(eb.ref('excluded.claimed_at'))
            .end(),
          staff_id: eb.ref('excluded.staff_id'),
          expires_at: eb.ref('excluded.expires_at'),
        }))
        .where((eb) => eb.or([eb('operator_claims.staff_id', '=', staffId), eb('operator_claims.expires_at', '<=', now)])),
    )
    .returning('staff_id')
    .executeTakeFirst();
  const held = result?.staff_id === staffId;
  const fresh = held && !(before && before.staff_id === staffId && before.expires_at > now);
  return { held, fresh };
}

/** Ends the caller's claim; answers whether there was one. */
export async function deleteClaim(trx: Transaction<Database>, conversationId: number, staffId: number): Promise<boolean> {
  const result = await trx.deleteFrom('operator_claims').where('conversation_id', '=', conversationId).where('staff_id', '=', staffId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface FictionalPair {
  readonly conversation_id: number;
  readonly profile_id: number;
  readonly member_id: number;
  readonly member_site_id: number;
}

/**
 * A conversation between a fictional profile and a real member whose account can still be written to; undefined for
 * any other conversation (two real members, two fictional profiles, a gone member), so operators never see members'
 * private conversations with each other.
 */
export async function selectFictionalPair(db: Db, conversationId: number): Promise<FictionalPair | undefined> {
  return db
    .withTables<{ conversation_members: { conversation_id: number; user_id: number; other_id: number } }>()
    .selectFrom('conversation_members as cm')
    .innerJoin('profiles as fp', 'fp.user_id', 'cm.user_id')
    .innerJoin('profiles as mp', 'mp.user_id', 'cm.other_id')
    .innerJoin('users as mu', 'mu.id', 'cm.other_id')
    .select(['cm.conversation_id', 'cm.user_id as profile_id', 'cm.other_id as member_id', 'mu.site_id as member_site_id'])
    .where('cm.conversation_id', '=', conversationId)
    .where('fp.fictional', '=', 1)
    .where('mp.fictional', '=', 0)
    .where('mu.status', 'in', REACHABLE_STATUSES)
    .executeTakeFirst();
}

export interface InboxRow {
  readonly conversation_id: number;
  readonly profile_id: number;
  readonly member_id: number;
  readonly member_site_id: number;
  readonly last_message_id: number;
  readonly unanswered: number;
  readonly claim_staff_id: number | null;
  readonly claim_staff_name: string | null;
  readonly claim_expires_at: string | null;
}

export interface InboxFilter {
  readonly siteId?: number | undefined;
  readonly before?: number | undefined;
  readonly after?: number | undefined;
  readonly onlyUnanswered: boolean;
  readonly now: string;
  readonly limit: number;
}

/**
 * Conversations between a real member and a fictional profile (keyset on the last message id): with
 * `onlyUnanswered`, those whose last message is the member's, the longest waiting first (`after`); otherwise all of
 * them, newest last message first (`before`). `unanswered` counts the member's messages after the profile's last one; with `onlyUnanswered`, only those whose
 * last message is the member's. The claim columns are set only for a live claim.
 */
export async function selectInbox(db: Kysely<Database>, filter: InboxFilter): Promise<InboxRow[]> {
  let query = chatDb(db)
    .selectFrom('conversation_members as cm')
    .innerJoin('profiles as fp', 'fp.user_id', 'cm.user_id')
    .innerJoin('profiles as mp', 'mp.user_id', 'cm.other_id')
    .innerJoin('users as mu', 'mu.id', 'cm.other_id')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .innerJoin('messages as m', 'm.id', 'c.last_message_id')
    .leftJoin('operator_claims as oc', (join) => join.onRef('oc.conversation_id', '=', 'c.id').on('oc.expires_at', '>', filter.now))
    .leftJoin('staff_accounts as s', 's.id', 'oc.staff_id')
    .select([
      'c.id as conversation_id',
      'cm.user_id as profile_id',
      'cm.other_id as member_id',
      'mu.site_id as member_site_id',
      'm.id as last_message_id',
      'oc.staff_id as claim_staff_id',
      's.name as claim_staff_name',
      'oc.expires_at as claim_expires_at',
    ])
    .select(
      sql<number>`(select count(*) from messages um where um.conversation_id = c.id and um.sender_id = cm.other_id and um.id > coalesce((select max(pm.id) from messages pm where pm.conversation_id = c.id and pm.sender_id = cm.user_id), 0))`.as(
        'unanswered',
      ),
    )
    .where('fp.fictional', '=', 1)
    .where('mp.fictional', '=', 0)
    .where('mu.status', 'in', REACHABLE_STATUSES);
  if (filter.siteId !== undefined) query = query.where('mu.site_id', '=', filter.siteId);
  if (filter.onlyUnanswered) {
    // Waiting for an answer: the member's message is the last one, and the one waiting longest comes first.
    query = query.whereRef('m.sender_id', '=', 'cm.other_id');
    if (filter.after !== undefined) query = query.where('m.id', '>', filter.after);
  } else if (filter.before !== undefined) {
    query = query.where('m.id', '<', filter.before);
  }
  const rows = await query.orderBy('m.id', filter.onlyUnanswered ? 'asc' : 'desc').limit(filter.limit).execute();
  return rows.map((row) => ({ ...row, last_message_id: Number(row.last_message_id), unanswered: Number(row.unanswered) }));
}

export async function selectMessages(db: Db, ids: readonly number[]): Promise<Map<number, MessageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await chatDb(db as Kysely<Database>).selectFrom('messages').selectAll().where('id', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function selectSiteNames(db: Db, ids: readonly number[]): Promise<Map<number, { id: number; domain: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('sites').select(['id', 'domain', 'name']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, row]));
}
