import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, UserStatusValue } from '../db/schema';
import type { CardRow } from '../members/search';
import type { ChatDb, ChatTrx, ConversationMemberRow, ConversationRow, MessageRow, MessagesTable } from './tables';

/** Queries of the chat area. Rows in, rows out; the rules and the order of calls live in service.ts. */

type Db = ChatDb | ChatTrx;

/** Account statuses whose members can still be written to and shown in a chat list. */
export const REACHABLE_STATUSES: readonly UserStatusValue[] = ['confirmed', 'not_confirmed'];

export interface ChatMemberRow extends CardRow {
  readonly user_status: UserStatusValue;
  readonly profile_status: string;
  readonly invisible: number;
}

/** Member cards (and reachability) of some users, by id. */
export async function selectChatMembers(db: Kysely<Database> | Transaction<Database>, ids: readonly number[]): Promise<Map<number, ChatMemberRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'p.name', 'p.date_of_birth', 'p.gender', 'p.country', 'p.region', 'p.city', 'p.fictional', 'p.last_active_at'])
    .select(['u.status as user_status', 'p.status as profile_status', 'p.invisible'])
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
    .where('p.user_id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.user_id, { ...row, main_photo_id: row.main_photo_id ?? null }]));
}

/** Whether either member blocked the other: [viewer blocked other, other blocked viewer]. */
export async function blocksBetween(db: Kysely<Database> | Transaction<Database>, viewerId: number, otherId: number): Promise<{ byViewer: boolean; byOther: boolean }> {
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', viewerId), eb('blocked_id', '=', otherId)]),
        eb.and([eb('blocker_id', '=', otherId), eb('blocked_id', '=', viewerId)]),
      ]),
    )
    .execute();
  return { byViewer: rows.some((row) => row.blocker_id === viewerId), byOther: rows.some((row) => row.blocker_id === otherId) };
}

export async function selectConversationByPair(db: Db, pair: { member_low: number; member_high: number }): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('conversations')
    .selectAll()
    .where('member_low', '=', pair.member_low)
    .where('member_high', '=', pair.member_high)
    .executeTakeFirst();
}

/** The conversation of a pair, created when it does not exist yet (safe when both members start it at once). */
export async function ensureConversation(db: ChatTrx, pair: { member_low: number; member_high: number }, now: string): Promise<ConversationRow> {
  await db
    .insertInto('conversations')
    .values({ ...pair, created_at: now, last_message_id: null })
    .onConflict((oc) => oc.columns(['member_low', 'member_high']).doNothing())
    .execute();
  const row = await selectConversationByPair(db, pair);
  if (!row) throw new Error('conversation vanished right after it was created');
  return row;
}

/** The viewer's side of a conversation. */
export async function selectMembership(db: Db, userId: number, conversationId: number): Promise<ConversationMemberRow | undefined> {
  return db
    .selectFrom('conversation_members')
    .selectAll()
    .where('user_id', '=', userId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
}

/** Conversations the member has written in (the free-member limit). */
export async function countConversationsWrittenIn(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('conversation_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('has_sent', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function selectMessageByClientKey(db: Db, senderId: number, clientKey: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('sender_id', '=', senderId).where('client_key', '=', clientKey).executeTakeFirst();
}

export async function insertMessage(db: ChatTrx, values: Insertable<MessagesTable>): Promise<MessageRow> {
  return db.insertInto('messages').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * After a message: the conversation points at it, the sender's side shows it (and counts as written in), the
 * recipient's side shows it with one more unread. Both sides come back if they had removed the chat.
 */
export async function recordDelivery(db: ChatTrx, message: MessageRow, recipientId: number): Promise<void> {
  await db.updateTable('conversations').set({ last_message_id: message.id }).where('id', '=', message.conversation_id).execute();
  await db
    .insertInto('conversation_members')
    .values({
      conversation_id: message.conversation_id,
      user_id: message.sender_id,
      other_id: recipientId,
      unread_count: 0,
      hidden: 0,
      has_sent: 1,
      last_message_at: message.created_at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'conversation_id']).doUpdateSet({ hidden: 0, has_sent: 1, last_message_at: message.created_at }))
    .execute();
  await db
    .insertInto('conversation_members')
    .values({
      conversation_id: message.conversation_id,
      user_id: recipientId,
      other_id: message.sender_id,
      unread_count: 1,
      hidden: 0,
      has_sent: 0,
      last_message_at: message.created_at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'conversation_id']).doUpdateSet((eb) => ({
        unread_count: eb('conversation_members.unread_count', '+', 1),
        hidden: 0,
        last_message_at: message.created_at,
      })),
    )
    .execute();
}

export interface ChatListRow {
  readonly conversation_id: number;
  readonly other_id: number;
  readonly unread_count: number;
  readonly last_message_at: string;
  readonly last_message_id: number | null;
  readonly blocked_by_viewer: number;
}

/**
 * The member's visible chats, newest first: not removed, the other member's account still there, and the other
 * member has not blocked the viewer (SPEC §6: a blocked member cannot see or contact the blocker).
 */
function visibleChats(db: Db, userId: number) {
  return db
    .selectFrom('conversation_members as cm')
    .innerJoin('users as u', 'u.id', 'cm.other_id')
    .where('cm.user_id', '=', userId)
    .where('cm.hidden', '=', 0)
    .where('u.status', 'in', REACHABLE_STATUSES)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('blocks as b').select('b.blocker_id').whereRef('b.blocker_id', '=', 'cm.other_id').where('b.blocked_id', '=', userId))),
    );
}

export async function selectChatList(db: Db, userId: number, limit: number): Promise<ChatListRow[]> {
  const rows = await visibleChats(db, userId)
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .select(['cm.conversation_id', 'cm.other_id', 'cm.unread_count', 'cm.last_message_at', 'c.last_message_id'])
    .select(({ exists, selectFrom }) =>
      exists(selectFrom('blocks as b2').select('b2.blocker_id').where('b2.blocker_id', '=', userId).whereRef('b2.blocked_id', '=', 'cm.other_id')).as(
        'blocked_by_viewer',
      ),
    )
    .orderBy('cm.last_message_at', 'desc')
    .orderBy('cm.conversation_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, blocked_by_viewer: Number(row.blocked_by_viewer) }));
}

/** Unread messages over the member's visible chats (the nav badge). */
export async function selectUnreadTotal(db: Db, userId: number): Promise<number> {
  const row = await visibleChats(db, userId)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('cm.unread_count'), eb.lit(0)).as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function selectMessagesByIds(db: Db, ids: readonly number[]): Promise<Map<number, MessageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('messages').selectAll().where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** A page of a conversation, newest first: messages after `clearedUpTo` and (when given) before `before`. */
export async function selectMessagePage(db: Db, conversationId: number, clearedUpTo: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
  let query = db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('id', '>', clearedUpTo);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** Marks the other member's unread messages read; answers the newest id marked (null: nothing was unread). */
export async function markRead(db: ChatTrx, conversationId: number, readerId: number, now: string): Promise<number | null> {
  const marked = await db
    .updateTable('messages')
    .set({ read_at: now })
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '<>', readerId)
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  await db
    .updateTable('conversation_members')
    .set({ unread_count: 0 })
    .where('user_id', '=', readerId)
    .where('conversation_id', '=', conversationId)
    .execute();
  return marked.length === 0 ? null : Math.max(...marked.map((row) => row.id));
}

/**
 * Removes a chat from one member's list; its messages so far stay hidden for them even when it comes back. The last
 * message id is read in the same statement, so a message arriving meanwhile is either cleared with the rest or
 * brings the chat back, never half of each.
 */
export async function hideConversation(db: ChatTrx, userId: number, conversationId: number): Promise<boolean> {
  const result = await db
    .updateTable('conversation_members')
    .set((eb) => ({
      hidden: 1,
      unread_count: 0,
      cleared_up_to: eb.fn.coalesce(eb.selectFrom('conversations').select('last_message_id').where('id', '=', conversationId), eb.lit(0)),
    }))
    .where('user_id', '=', userId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function selectConversation(db: Db, id: number): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The photo of a photo message with the pair of its conversation (for the access check). */
export async function selectPhotoMessage(
  db: Db,
  messageId: number,
): Promise<{ photo_key: string; member_low: number; member_high: number } | undefined> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.photo_key', 'c.member_low', 'c.member_high'])
    .where('m.id', '=', messageId)
    .where('m.kind', '=', 'photo')
    .executeTakeFirst();
  return row && row.photo_key ? { photo_key: row.photo_key, member_low: row.member_low, member_high: row.member_high } : undefined;
}

/** Package prices in one currency for the site's active packages: what credits cost (minimum message cost). */
