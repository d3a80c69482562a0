import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  CHAT,
  type ChatDeleteResponse,
  type ChatMessage,
  type ChatPricing,
  type ChatResponse,
  type ChatsResponse,
  type GiftId,
  type ReadResponse,
  type SendMessageResponse,
} from '../../contract/chat';
import type { SpendReason } from '../../contract/credits';
import { costsFor } from '../credits/actionCosts';
import { lockUserRow, spendCredits } from '../credits/ledger';
import { creditsDb } from '../credits/tables';
import { oneSendPerSender } from './sender-lock';
import type { Database } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { memberCard } from '../members/cards';
import { inMemberPool, membersInPool } from '../members/pool';
import type { MediaStore } from '../media/store';
import { operatorReplySeconds } from '../operators/reply-time';
import type { RealtimeHub } from '../realtime/hub';
import type { SiteRecord } from '../sites/service';
import {
  blocksBetween,
  countConversationsWrittenIn,
  ensureConversation,
  hideConversation,
  insertMessage,
  markRead,
  recordDelivery,
  REACHABLE_STATUSES,
  selectChatList,
  selectChatMembers,
  selectConversationByPair,
  selectMembership,
  selectMessageByClientKey,
  selectMessagePage,
  selectMessagesByIds,
  selectUnreadTotal,
  type ChatMemberRow,
} from './queries';
import {
  freeConversationsLeft,
  messageAnswer,
  messageTextError,
  mayWriteIn,
  normalizeMessageText,
  orderedPair,
  TypingGate,
  type ChatCosts,
} from './rules';
import { chatDb, type MessageRow } from './tables';

/** What the chat services need from the server. */
export interface ChatDeps {
  readonly db: Kysely<Database>;
  readonly realtime: RealtimeHub;
  readonly store: MediaStore;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  readonly typing: TypingGate;
  /**
   * Web push and mail for the recipient of a stored message (server/notifications): `enqueue` writes the job in the
   * send's own transaction, `start` tries it after the commit (in the background).
   */
  readonly notifyMessage?: MessageNotifier;
}

export interface MessageNotifier {
  enqueue(trx: Kysely<Database>, recipientId: number, message: Pick<MessageRow, 'id' | 'conversation_id' | 'sender_id'>): Promise<{ readonly id: number } | null>;
  start(job: { readonly id: number } | null): void;
}

export function createChatDeps(deps: Omit<ChatDeps, 'typing'>): ChatDeps {
  return { ...deps, typing: new TypingGate() };
}

// ---------------------------------------------------------------------------------------------------------------
// Costs and pricing
// ---------------------------------------------------------------------------------------------------------------

async function viewerCountry(db: Kysely<Database>, userId: number, site: SiteRecord): Promise<string> {
  const row = await db.selectFrom('profiles').select('country').where('user_id', '=', userId).executeTakeFirst();
  return row?.country ?? site.settings.countries[0] ?? 'NL';
}

/** What a text, a gift and a photo cost a member of `country` on `site` (SPEC §3, §5), as the credits area decides it. */
export async function chatCosts(deps: ChatDeps, site: SiteRecord, country: string): Promise<ChatCosts> {
  return costsFor(creditsDb(deps.db), site, country);
}

/** The send footer's and the icebreaker note's data for the viewer. */
export async function chatPricing(deps: ChatDeps, site: SiteRecord, userId: number): Promise<ChatPricing> {
  const country = await viewerCountry(deps.db, userId, site);
  const [costs, user, written] = await Promise.all([
    chatCosts(deps, site, country),
    deps.db.selectFrom('users').select(['credits', 'paid_user']).where('id', '=', userId).executeTakeFirstOrThrow(),
    countConversationsWrittenIn(chatDb(deps.db), userId),
  ]);
  const paid = user.paid_user === 1;
  return {
    message_credits: costs.text,
    gift_credits: costs.gift,
    photo_credits: costs.photo,
    message_length: site.settings.message_length,
    minimum_message_cost: site.settings.minimum_message_costs[country] ?? null,
    credits: user.credits,
    paid_user: paid,
    free_conversations_left: freeConversationsLeft(paid, written),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Who is on the other side
// ---------------------------------------------------------------------------------------------------------------

function isReachable(member: ChatMemberRow | undefined): member is ChatMemberRow {
  return member !== undefined && REACHABLE_STATUSES.includes(member.user_status);
}

/** Shown to others (search, profiles): what starting a new conversation with a member needs. */
function isListed(member: ChatMemberRow): boolean {
  return member.user_status === 'confirmed' && member.profile_status === 'active' && member.invisible === 0;
}

export interface Target {
  readonly otherId: number;
  /** The existing conversation, or null when the first message will start it. */
  readonly conversationId: number | null;
  readonly other: ChatMemberRow;
}

/**
 * The member a message goes to. Not found (404) when the conversation is not the viewer's, the member does not exist
 * or is gone, a new conversation's member is not listed, the member is outside the viewer's member pool
 * (server/members/pool.ts), or either member blocked the other (SPEC §6).
 */
export async function resolveTarget(deps: ChatDeps, viewerId: number, input: { conversation_id?: number | undefined; member_id?: number | undefined }): Promise<Target> {
  const db = chatDb(deps.db);
  if ((input.conversation_id === undefined) === (input.member_id === undefined)) {
    throw new HttpError('validation_failed', { fields: { conversation_id: { code: 'required' } } });
  }
  let otherId: number;
  let conversationId: number | null;
  if (input.conversation_id !== undefined) {
    const membership = await selectMembership(db, viewerId, input.conversation_id);
    if (!membership) throw new HttpError('not_found');
    otherId = membership.other_id;
    conversationId = membership.conversation_id;
  } else {
    otherId = input.member_id as number;
    if (otherId === viewerId) throw new HttpError('validation_failed', { fields: { member_id: { code: 'invalid_value' } } });
    const existing = await selectConversationByPair(db, orderedPair(viewerId, otherId));
    conversationId = existing ? existing.id : null;
  }
  const other = (await selectChatMembers(deps.db, [otherId])).get(otherId);
  if (!isReachable(other)) throw new HttpError('not_found');
  if (conversationId === null && !isListed(other)) throw new HttpError('not_found');
  // Outside the viewer's member pool (SEC-29): like a missing member, also in a conversation begun before the site
  // changed its setting (its history stays readable, new messages are refused).
  if (!(await inMemberPool(deps.db, { userId: viewerId }, otherId))) throw new HttpError('not_found');
  const blocks = await blocksBetween(deps.db, viewerId, otherId);
  if (blocks.byViewer || blocks.byOther) throw new HttpError('not_found');
  return { otherId, conversationId, other };
}

// ---------------------------------------------------------------------------------------------------------------
// Sending
// ---------------------------------------------------------------------------------------------------------------

export type MessageContent =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'gift'; readonly gift: GiftId }
  | { readonly kind: 'photo'; readonly photoKey: string; readonly width: number; readonly height: number };

const SPEND_REASON: Record<MessageContent['kind'], SpendReason> = { text: 'message', gift: 'gift', photo: 'photo' };

/** Checks and normalises a text: the stored text, or a 400 with the `text` field error. */
export function checkedText(raw: string | undefined, messageLength: number): string {
  const text = normalizeMessageText(raw ?? '');
  const error = messageTextError(text, messageLength);
  if (error) throw new HttpError('validation_failed', { fields: { text: error } });
  return text;
}

export interface SendInput {
  readonly viewerId: number;
  readonly site: SiteRecord;
  readonly target: Target;
  readonly content: MessageContent;
  readonly clientKey: string;
}

export interface SendResult extends SendMessageResponse {
  /** false: a retry of a send that was stored before (nothing new happened). */
  readonly created: boolean;
}

async function replay(deps: ChatDeps, row: MessageRow): Promise<SendResult> {
  const user = await deps.db.selectFrom('users').select('credits').where('id', '=', row.sender_id).executeTakeFirstOrThrow();
  return { message: messageAnswer(row), cost: row.cost, credits: user.credits, created: false };
}

/** A send that was stored before under this key (a retry), if any: answer it without doing anything again. */
export async function findSent(deps: ChatDeps, viewerId: number, clientKey: string): Promise<SendResult | null> {
  const row = await selectMessageByClientKey(chatDb(deps.db), viewerId, clientKey);
  return row ? replay(deps, row) : null;
}

/**
 * Stores a message and takes its credits in ONE transaction, then delivers it. Inside the transaction the sender's
 * row is locked first (one send per sender at a time, the ledger's lock order), then: the idempotency key is looked up
 * again (a concurrent retry that won answers its message), the conversation is found or created, the free-member
 * limit is checked, the message inserted and the credits spent under `message:<client key>` — any refusal rolls all
 * of it back, so an insufficient balance or a limit changes nothing. Only after the commit is it published.
 */
export async function sendMessage(deps: ChatDeps, input: SendInput): Promise<SendResult> {
  const { viewerId, target, content, clientKey } = input;
  const country = await viewerCountry(deps.db, viewerId, input.site);
  const costs = await chatCosts(deps, input.site, country);
  const cost = costs[content.kind];
  const now = deps.now();
  const stamp = now.toISOString();

  // Queued per sender before a connection is taken (server/chat/sender-lock.ts), so a burst holds one connection.
  const outcome = await oneSendPerSender(deps.db, viewerId, () => deps.db.transaction().execute(async (trx) => {
    const credits = creditsDb(trx);
    const chat = chatDb(trx);
    const locked = await lockUserRow(credits, viewerId);
    if (!locked) throw new HttpError('authentication_required');
    const earlier = await selectMessageByClientKey(chat, viewerId, clientKey);
    if (earlier) return { row: earlier, balance: locked.credits, created: false, notification: null };

    const conversation = await ensureConversation(chat, orderedPair(viewerId, target.otherId), stamp);
    const membership = await selectMembership(chat, viewerId, conversation.id);
    const written = await countConversationsWrittenIn(chat, viewerId);
    if (!mayWriteIn(locked.paid_user === 1, membership?.has_sent === 1, written)) {
      throw new HttpError('free_conversation_limit', { params: { count: CHAT.freeConversations } });
    }

    const row = await insertMessage(chat, {
      conversation_id: conversation.id,
      sender_id: viewerId,
      kind: content.kind,
      text: content.kind === 'text' ? content.text : null,
      gift: content.kind === 'gift' ? content.gift : null,
      photo_key: content.kind === 'photo' ? content.photoKey : null,
      photo_width: content.kind === 'photo' ? content.width : null,
      photo_height: content.kind === 'photo' ? content.height : null,
      client_key: clientKey,
      cost,
      created_at: stamp,
      read_at: null,
    });
    let balance = locked.credits;
    if (cost > 0) {
      const spent = await spendCredits(credits, {
        userId: viewerId,
        reason: SPEND_REASON[content.kind],
        cost,
        reference: `message:${row.id}`,
        idempotencyKey: `message:${clientKey}`,
        now,
      });
      balance = spent.balanceAfter;
    }
    await recordDelivery(chat, row, target.otherId);
    const notification = (await deps.notifyMessage?.enqueue(trx, target.otherId, row)) ?? null;
    return { row, balance, created: true, notification };
  }));

  const message = messageAnswer(outcome.row);
  if (outcome.created) await announceMessage(deps, message, target.otherId);
  if (outcome.created) deps.notifyMessage?.start(outcome.notification);
  return { message, cost: outcome.row.cost, credits: outcome.balance, created: outcome.created };
}

export interface OperatorSendInput {
  /** The fictional profile's user: the message is stored as sent by it. */
  readonly profileUserId: number;
  /** The real member it goes to. */
  readonly memberId: number;
  readonly text: string;
  /** The operator's idempotency key (namespaced by the caller): a retry answers the message stored first. */
  readonly clientKey: string;
  /** The member's site: its `message_length` applies. */
  readonly site: SiteRecord;
  /** Runs inside the send's transaction after the message is stored (the back office writes its audit row here). */
  readonly withinTransaction?: (trx: Transaction<Database>, message: MessageRow) => Promise<void>;
}

/**
 * A text from a fictional profile, written by an operator of the back office (issue 8): the members' message path
 * (one transaction storing the message and both sides' delivery state, then realtime publish, counts and push/mail to
 * the member), except that it costs the profile nothing and the free-member limit does not apply. 404 when the member
 * is gone or either side blocked the other, as for a member's send.
 */
export async function sendAsOperator(deps: ChatDeps, input: OperatorSendInput): Promise<SendResult> {
  const { profileUserId, memberId, clientKey } = input;
  const text = checkedText(input.text, input.site.settings.message_length);
  const member = (await selectChatMembers(deps.db, [memberId])).get(memberId);
  if (!isReachable(member)) throw new HttpError('not_found');
  const blocks = await blocksBetween(deps.db, profileUserId, memberId);
  if (blocks.byViewer || blocks.byOther) throw new HttpError('not_found');
  // The profile must be in the member's pool (server/members/pool.ts), as for the member's own sends.
  if (!(await inMemberPool(deps.db, { userId: memberId }, profileUserId))) throw new HttpError('not_found');
  const stamp = deps.now().toISOString();

  const outcome = await oneSendPerSender(deps.db, profileUserId, () => deps.db.transaction().execute(async (trx) => {
    const chat = chatDb(trx);
    // The ledger's lock order (sender first): one send per profile at a time, so a retry finds the first one's message.
    const locked = await lockUserRow(creditsDb(trx), profileUserId);
    if (!locked) throw new HttpError('not_found');
    const earlier = await selectMessageByClientKey(chat, profileUserId, clientKey);
    if (earlier) return { row: earlier, balance: locked.credits, created: false, notification: null };
    const conversation = await ensureConversation(chat, orderedPair(profileUserId, memberId), stamp);
    const row = await insertMessage(chat, {
      conversation_id: conversation.id,
      sender_id: profileUserId,
      kind: 'text',
      text,
      gift: null,
      photo_key: null,
      photo_width: null,
      photo_height: null,
      client_key: clientKey,
      cost: 0,
      created_at: stamp,
      read_at: null,
    });
    await recordDelivery(chat, row, memberId);
    await input.withinTransaction?.(trx, row);
    const notification = (await deps.notifyMessage?.enqueue(trx, memberId, row)) ?? null;
    return { row, balance: locked.credits, created: true, notification };
  }));

  const message = messageAnswer(outcome.row);
  if (outcome.created) await announceMessage(deps, message, memberId);
  if (outcome.created) deps.notifyMessage?.start(outcome.notification);
  return { message, cost: 0, credits: outcome.balance, created: outcome.created };
}

/** After the commit: the recipient's tabs and the sender's other tabs get the message; the recipient new counts. */
async function announceMessage(deps: ChatDeps, message: ChatMessage, recipientId: number): Promise<void> {
  const event = { type: 'message', conversation_id: message.conversation_id, message } as const;
  deps.realtime.publish(recipientId, event);
  deps.realtime.publish(message.sender_id, event);
  await publishCounts(deps, recipientId);
}

async function publishCounts(deps: ChatDeps, userId: number): Promise<number | null> {
  try {
    const unread = await selectUnreadTotal(chatDb(deps.db), userId);
    deps.realtime.publish(userId, { type: 'counts', unread_messages: unread });
    return unread;
  } catch (error) {
    // The change is committed; the badge catches up with the next poll.
    deps.log.warn({ err: error, userId }, 'unread count not published');
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------------------

/**
 * A member of a conversation begun before their sites' member pools parted (server/members/pool.ts): the history stays
 * readable, but their photos are no longer served to the viewer, so the card shows none.
 */
function outsidePool(member: ChatMemberRow): ChatMemberRow {
  return { ...member, main_photo_id: null };
}

/**
 * SPEC §3 chat store: the viewer's chats, newest first, with the other member's card and the unread count. Chats with
 * a member now outside the viewer's member pool stay listed and readable (no new messages: see resolveTarget).
 */
export async function listChats(deps: ChatDeps, viewerId: number): Promise<ChatsResponse> {
  const db = chatDb(deps.db);
  const [rows, total] = await Promise.all([selectChatList(db, viewerId, CHAT.listLimit), selectUnreadTotal(db, viewerId)]);
  const [members, messages, pooled] = await Promise.all([
    selectChatMembers(deps.db, rows.map((row) => row.other_id)),
    selectMessagesByIds(db, rows.flatMap((row) => (row.last_message_id === null ? [] : [row.last_message_id]))),
    membersInPool(deps.db, { userId: viewerId }, rows.map((row) => row.other_id)),
  ]);
  const now = deps.now();
  const chats: ChatsResponse['chats'] = [];
  for (const row of rows) {
    const found = members.get(row.other_id);
    if (!found) continue;
    const member = pooled.has(row.other_id) ? found : outsidePool(found);
    const last = row.last_message_id === null ? undefined : messages.get(row.last_message_id);
    chats.push({
      conversation: { id: row.conversation_id },
      profile: memberCard(member, now),
      last_message: last ? messageAnswer(last) : null,
      num_unread_messages: row.unread_count,
      blocked: row.blocked_by_viewer === 1,
      updated_at: row.last_message_at,
    });
  }
  return { chats, num_unread_messages: total };
}

/** The nav badge: unread messages over the member's visible chats. */
export async function unreadMessageCount(db: Kysely<Database>, userId: number): Promise<number> {
  return selectUnreadTotal(chatDb(db), userId);
}

export interface OpenInput {
  readonly viewerId: number;
  readonly site: SiteRecord;
  readonly id?: number | undefined;
  readonly member?: number | undefined;
  readonly before?: number | undefined;
}

/**
 * One conversation: by id (the viewer's own), or with a member (/members/{id}/chat; id null until the first message).
 * 404 when it is not the viewer's, or the other member is gone or blocked the viewer; a member the viewer blocked is
 * answered with `blocked: true` (readable, not writable).
 */
export async function openChat(deps: ChatDeps, input: OpenInput): Promise<ChatResponse> {
  const db = chatDb(deps.db);
  const { viewerId } = input;
  if ((input.id === undefined) === (input.member === undefined)) {
    throw new HttpError('validation_failed', { fields: { id: { code: 'required' } } });
  }
  let otherId: number;
  let conversationId: number | null = null;
  let clearedUpTo = 0;
  let unread = 0;
  if (input.id !== undefined) {
    const membership = await selectMembership(db, viewerId, input.id);
    if (!membership) throw new HttpError('not_found');
    otherId = membership.other_id;
    conversationId = membership.conversation_id;
    clearedUpTo = membership.cleared_up_to;
    unread = membership.unread_count;
  } else {
    otherId = input.member as number;
    if (otherId === viewerId) throw new HttpError('validation_failed', { fields: { member: { code: 'invalid_value' } } });
    const existing = await selectConversationByPair(db, orderedPair(viewerId, otherId));
    const membership = existing ? await selectMembership(db, viewerId, existing.id) : undefined;
    if (membership) {
      conversationId = membership.conversation_id;
      clearedUpTo = membership.cleared_up_to;
      unread = membership.unread_count;
    }
  }
  const found = (await selectChatMembers(deps.db, [otherId])).get(otherId);
  if (!isReachable(found) || (conversationId === null && !isListed(found))) throw new HttpError('not_found');
  // Outside the member pool: no new conversation (404 like a missing member); an earlier one stays readable.
  const pooled = await inMemberPool(deps.db, { userId: viewerId }, otherId);
  if (!pooled && conversationId === null) throw new HttpError('not_found');
  const other = pooled ? found : outsidePool(found);
  const blocks = await blocksBetween(deps.db, viewerId, otherId);
  if (blocks.byOther) throw new HttpError('not_found');

  const page = conversationId === null ? [] : await selectMessagePage(db, conversationId, clearedUpTo, input.before, CHAT.pageSize + 1);
  const hasMore = page.length > CHAT.pageSize;
  const messages = page.slice(0, CHAT.pageSize).reverse().map(messageAnswer);
  return {
    conversation: {
      id: conversationId,
      profile: memberCard(other, deps.now()),
      blocked: blocks.byViewer,
      num_unread_messages: unread,
      // Fictional profiles are answered by operators: how soon, for the "usually answers within" line.
      ...(other.fictional === 1 ? { operator_reply_seconds: await operatorReplySeconds(deps.db, deps.now()) } : {}),
    },
    messages,
    has_more: hasMore,
    pricing: await chatPricing(deps, input.site, viewerId),
  };
}

/** A conversation of the viewer whose other member has not blocked them (reads, typing, removal). */
async function ownConversation(deps: ChatDeps, viewerId: number, conversationId: number) {
  const membership = await selectMembership(chatDb(deps.db), viewerId, conversationId);
  if (!membership) throw new HttpError('not_found');
  const blocks = await blocksBetween(deps.db, viewerId, membership.other_id);
  return { membership, blocks };
}

/**
 * SPEC §4: opening a conversation sets its unread count to 0. The other member's messages get `read_at`; the sender
 * is told (`read`, for the read ticks) unless they blocked the reader, and the reader's tabs get the new counts.
 */
export async function readConversation(deps: ChatDeps, viewerId: number, conversationId: number): Promise<ReadResponse> {
  const { membership, blocks } = await ownConversation(deps, viewerId, conversationId);
  if (blocks.byOther) throw new HttpError('not_found');
  const now = deps.now().toISOString();
  const upTo = await deps.db.transaction().execute((trx) => markRead(chatDb(trx), conversationId, viewerId, now));
  if (upTo !== null) {
    const event = { type: 'read', conversation_id: conversationId, reader_id: viewerId, up_to_message_id: upTo, read_at: now } as const;
    deps.realtime.publish(membership.other_id, event);
    deps.realtime.publish(viewerId, event);
  }
  const total = (await publishCounts(deps, viewerId)) ?? (await selectUnreadTotal(chatDb(deps.db), viewerId));
  return { conversation_id: conversationId, num_unread_messages: 0, total_unread_messages: total };
}

/** SPEC §4: removing a chat drops it from the viewer's list (only theirs); the viewer's other tabs drop it too. */
export async function deleteChat(deps: ChatDeps, viewerId: number, conversationId: number): Promise<ChatDeleteResponse> {
  const hidden = await deps.db.transaction().execute((trx) => hideConversation(chatDb(trx), viewerId, conversationId));
  if (!hidden) throw new HttpError('not_found');
  deps.realtime.publish(viewerId, { type: 'chat_deleted', conversation_id: conversationId });
  await publishCounts(deps, viewerId);
  return { id: conversationId, deleted: true };
}

/**
 * Typing: passed on to the other member at most every `CHAT.typingIntervalMs` per member and conversation; dropped
 * silently when blocked either way (the viewer learns nothing from it).
 */
export async function typing(deps: ChatDeps, viewerId: number, conversationId: number): Promise<void> {
  const { membership, blocks } = await ownConversation(deps, viewerId, conversationId);
  if (blocks.byOther || blocks.byViewer) return;
  if (!deps.typing.pass(viewerId, conversationId, Date.now())) return;
  if (!(await inMemberPool(deps.db, { userId: viewerId }, membership.other_id))) return;
  deps.realtime.publish(membership.other_id, { type: 'typing', conversation_id: conversationId, profile_id: viewerId });
}
