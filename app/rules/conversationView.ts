import type { ChatMessage, ChatPricing, GiftId, MessageKind } from '../../contract/chat';
import type { ErrorCode } from '../../contract/errors';

/**
 * A message the member sent from this tab, from pressing send until the server has stored it: the conversation
 * shows it at once as a pending bubble, and as a failed one (with "send again") when the send did not go through.
 * Its idempotency key stays with it, so sending it again neither stores it twice nor charges twice.
 */
export interface OutgoingMessage {
  /** The idempotency key of this send (contract `idempotency_key`), also the bubble's id. */
  key: string;
  kind: MessageKind;
  text: string | null;
  gift: GiftId | null;
  /** A photo's local preview (an object URL) while it uploads. */
  previewUrl: string | null;
  /** When it was sent, on this device's clock (ISO-8601). */
  queuedAt: string;
  /** The newest stored message when it was sent: the stored copy of this one comes after it. */
  afterId: number;
  status: 'pending' | 'failed';
  /** The server stored it under this id (the answer came). */
  messageId: number | null;
}

/** What a bubble shows, as the design system's `ChatMessageData` (src/components/MessageBubble). */
export interface BubbleData {
  id: string | number;
  kind: MessageKind;
  text: string | null;
  gift: GiftId | null;
  photoUrl: string | null;
  mine: boolean;
  createdAt: string;
  read: boolean;
  status: 'sent' | 'pending' | 'failed';
}

export function storedBubble(message: ChatMessage, viewerId: number): BubbleData {
  return {
    id: message.id,
    kind: message.kind,
    text: message.text,
    gift: message.gift,
    photoUrl: message.photo?.url ?? null,
    mine: message.sender_id === viewerId,
    createdAt: message.created_at,
    read: message.read_at !== null,
    status: 'sent',
  };
}

function sameContent(outgoing: OutgoingMessage, message: ChatMessage): boolean {
  if (outgoing.kind !== message.kind) return false;
  if (outgoing.kind === 'text') return outgoing.text === message.text;
  if (outgoing.kind === 'gift') return outgoing.gift === message.gift;
  return true;
}

/**
 * The conversation as shown: the stored messages, oldest first, then the member's own messages still on their way
 * or failed. An outgoing message disappears as soon as its stored copy is there — found by the id the send answered,
 * or, when the realtime event is quicker than the answer, as the first unclaimed stored message of the viewer's with
 * the same content that came after it.
 */
export function conversationBubbles(stored: readonly ChatMessage[], outgoing: readonly OutgoingMessage[], viewerId: number): BubbleData[] {
  const bubbles = stored.map((message) => storedBubble(message, viewerId));
  const claimed = new Set(outgoing.flatMap((item) => (item.messageId === null ? [] : [item.messageId])));
  const storedIds = new Set(stored.map((message) => message.id));
  for (const item of outgoing) {
    if (item.messageId !== null && storedIds.has(item.messageId)) continue;
    if (item.status === 'pending' && item.messageId === null) {
      const copy = stored.find((message) => message.sender_id === viewerId && message.id > item.afterId && !claimed.has(message.id) && sameContent(item, message));
      if (copy) {
        claimed.add(copy.id);
        continue;
      }
    }
    bubbles.push({
      id: item.key,
      kind: item.kind,
      text: item.text,
      gift: item.gift,
      photoUrl: item.previewUrl,
      mine: true,
      createdAt: item.queuedAt,
      read: false,
      status: item.status,
    });
  }
  return bubbles;
}

/** Outgoing messages whose stored copy is shown no longer need to be kept. */
export function outgoingStillShown(outgoing: readonly OutgoingMessage[], stored: readonly ChatMessage[]): OutgoingMessage[] {
  const storedIds = new Set(stored.map((message) => message.id));
  const kept = outgoing.filter((item) => item.messageId === null || !storedIds.has(item.messageId));
  return kept.length === outgoing.length ? (outgoing as OutgoingMessage[]) : kept;
}

/** The send refusals that stop writing until something changes (SPEC §6, §8); other failures are one-off errors. */
export type SendRefusal = Extract<ErrorCode, 'insufficient_credits' | 'free_conversation_limit'>;

export function sendRefusalOf(code: ErrorCode | null): SendRefusal | null {
  return code === 'insufficient_credits' || code === 'free_conversation_limit' ? code : null;
}

export interface SendBlockers {
  /** SPEC §8: the balance does not cover a message — the notice links to /credits. */
  insufficientCredits: boolean;
  /** SPEC §6: a free member at the conversation limit — told why, with the way to premium. */
  freeLimitReached: boolean;
}

/**
 * Why nothing can be sent in a conversation, known before trying (the pricing the conversation answer carries) or
 * from the server's refusal of the last send. A free member who already wrote in this conversation may go on in it
 * (the limit counts conversations, not messages).
 */
export function sendBlockers(
  pricing: Pick<ChatPricing, 'credits' | 'message_credits' | 'paid_user' | 'free_conversations_left'>,
  viewerHasWritten: boolean,
  refusal: SendRefusal | null,
): SendBlockers {
  const freeLimitReached = refusal === 'free_conversation_limit' || (!pricing.paid_user && pricing.free_conversations_left === 0 && !viewerHasWritten);
  return {
    freeLimitReached,
    insufficientCredits: !freeLimitReached && (refusal === 'insufficient_credits' || pricing.credits < pricing.message_credits),
  };
}
