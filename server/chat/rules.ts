import { CHAT, CHAT_PHOTO_ROUTE_PREFIX, GIFT_IDS, type ChatMessage, type GiftId } from '../../contract/chat';
import type { FieldError } from '../../contract/errors';
import type { MessageRow } from './tables';

/**
 * The chat's rules as pure functions (unit-tested in tests/server/chat-rules.test.ts): what a message costs, what a
 * message text may be, who may write in how many conversations, how often typing is passed on.
 */

// ---------------------------------------------------------------------------------------------------------------
// Costs (SPEC §3 message_credits, gift_credits, photo_credits, minimum_message_costs; §5)
// ---------------------------------------------------------------------------------------------------------------

// The costs are decided once, in the credits area (server/credits/actionCosts.ts); the chat charges what it says.
export {
  cheapestCreditPrice,
  isCheaperPerCredit,
  messageCredits,
  minimumMessageCredits,
  type ActionCosts as ChatCosts,
  type CreditPrice,
} from '../credits/actionCosts';

// ---------------------------------------------------------------------------------------------------------------
// Message text
// ---------------------------------------------------------------------------------------------------------------

// C0 and C1 control characters except tab and line feed (NUL cannot even be stored in PostgreSQL text).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A message text as it is stored: plain text exactly as typed, except that line endings become `\n`, control
 * characters are dropped, broken UTF-16 is repaired and the ends are trimmed. Markup is not touched (and not
 * "sanitised"): it is text, and the client renders it as text.
 */
export function normalizeMessageText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATE, '\uFFFD').trim();
}

/** Length as people count characters: code points, so an emoji is one. */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The field error of a (normalised) message text, or null when it may be sent. */
export function messageTextError(text: string, messageLength: number): FieldError | null {
  if (text.length === 0) return { code: 'message_required' };
  if (textLength(text) > messageLength) return { code: 'message_too_long', params: { count: messageLength } };
  return null;
}

export function isGiftId(value: string): value is GiftId {
  return (GIFT_IDS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------------------------
// Who may write (SPEC §6)
// ---------------------------------------------------------------------------------------------------------------

/** Conversations a free member may still write in; null for premium members (no limit). */
export function freeConversationsLeft(paidUser: boolean, conversationsWrittenIn: number): number | null {
  if (paidUser) return null;
  return Math.max(0, CHAT.freeConversations - conversationsWrittenIn);
}

/**
 * SPEC §6: free members write in at most `CHAT.freeConversations` conversations. Writing again where they already
 * wrote is always allowed; a new one only while below the limit. Premium members have no limit.
 */
export function mayWriteIn(paidUser: boolean, alreadyWroteHere: boolean, conversationsWrittenIn: number): boolean {
  return paidUser || alreadyWroteHere || conversationsWrittenIn < CHAT.freeConversations;
}

/** The conversation's pair key: the smaller user id first. */
export function orderedPair(a: number, b: number): { member_low: number; member_high: number } {
  return a < b ? { member_low: a, member_high: b } : { member_low: b, member_high: a };
}

// ---------------------------------------------------------------------------------------------------------------
// Typing
// ---------------------------------------------------------------------------------------------------------------

/** A typing notice is passed on when the previous one for the same member and conversation is old enough. */
export function typingAllowed(lastPassedOnMs: number | undefined, nowMs: number, intervalMs: number = CHAT.typingIntervalMs): boolean {
  return lastPassedOnMs === undefined || nowMs - lastPassedOnMs >= intervalMs;
}

/** Remembers when typing was last passed on, per member and conversation (bounded, forgets old entries). */
export class TypingGate {
  readonly #last = new Map<string, number>();
  readonly #max: number;

  constructor(max = 50_000) {
    this.#max = max;
  }

  /** true: pass this notice on (and remember it); false: drop it. */
  pass(userId: number, conversationId: number, nowMs: number): boolean {
    const key = `${userId}:${conversationId}`;
    if (!typingAllowed(this.#last.get(key), nowMs)) return false;
    if (this.#last.size >= this.#max) this.#last.clear();
    this.#last.set(key, nowMs);
    return true;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

export function chatPhotoUrl(messageId: number, variant: 'thumb' | 'full'): string {
  return `${CHAT_PHOTO_ROUTE_PREFIX}/${messageId}/${variant}`;
}

/** The contract message of a row: no storage key, no idempotency key, no cost. */
export function messageAnswer(row: MessageRow): ChatMessage {
  const photo =
    row.kind === 'photo' && row.photo_width !== null && row.photo_height !== null
      ? { url: chatPhotoUrl(row.id, 'full'), thumb_url: chatPhotoUrl(row.id, 'thumb'), width: row.photo_width, height: row.photo_height }
      : null;
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    kind: row.kind,
    text: row.kind === 'text' ? row.text : null,
    gift: row.kind === 'gift' ? row.gift : null,
    photo,
    created_at: row.created_at,
    read_at: row.read_at,
  };
}
