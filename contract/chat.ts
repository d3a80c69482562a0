import { z } from 'zod';
import type { EndpointDef } from './api';
import { memberCardSchema } from './members';
import { minimumMessageCostSchema } from './settings';

/**
 * Chat (issue 6; SPEC §2 /chats, /chats/{id}, /members/{id}/chat; §3 chat store; §5, §6, §7, §8, §9): conversations
 * between two members, messages paid in credits (text, gift, photo), read state, typing and icebreakers.
 *
 * Profile ids are user ids. A conversation is found by its id (`/chats/{id}`) or by the other member
 * (`/members/{id}/chat`). A member who blocked the viewer, or whom the viewer blocked, cannot be written to: sending
 * answers 404 not_found, as for a member who does not exist (SPEC §6).
 *
 * Message text is plain text: the server stores it as typed (line breaks kept, control characters removed) and never
 * as HTML; the client renders it as text.
 */

export const CHAT = {
  /** Messages per page of a conversation (newest page first; older pages by `before`). */
  pageSize: 50,
  /** Chats answered by GET /api/chats.php, most recent first. */
  listLimit: 200,
  /** SPEC §6: a free member takes part in at most this many conversations (by sending in them). */
  freeConversations: 2,
  /** A member's typing notices for one conversation are passed on at most this often. */
  typingIntervalMs: 2_000,
  /** The client hides the typing indicator this long after the last notice. */
  typingDisplayMs: 6_000,
  /** Longest text accepted before the site's `message_length` is applied (a bound on the request, not the rule). */
  maxTextInput: 20_000,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Gifts
// ---------------------------------------------------------------------------------------------------------------

/** The fixed gift catalogue: stable ids with an emoji; the screens show the name `chat:gift.<id>`. */
export const GIFTS = [
  { id: 'rose', emoji: '🌹' },
  { id: 'heart', emoji: '❤️' },
  { id: 'kiss', emoji: '💋' },
  { id: 'champagne', emoji: '🍾' },
  { id: 'chocolate', emoji: '🍫' },
  { id: 'teddy', emoji: '🧸' },
  { id: 'diamond', emoji: '💎' },
  { id: 'fire', emoji: '🔥' },
] as const;
export type GiftId = (typeof GIFTS)[number]['id'];
export type Gift = (typeof GIFTS)[number];
export const GIFT_IDS = GIFTS.map((gift) => gift.id) as [GiftId, ...GiftId[]];
export const giftIdSchema = z.enum(GIFT_IDS);

// ---------------------------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------------------------

export const MESSAGE_KINDS = ['text', 'gift', 'photo'] as const;
export const messageKindSchema = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof messageKindSchema>;

/** A photo in a chat: re-encoded without metadata, served only to the two members of the conversation. */
export const chatPhotoSchema = z.strictObject({
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ChatPhoto = z.infer<typeof chatPhotoSchema>;

/** One message. `read_at`: when the recipient read it (null: unread). Times are ISO-8601 UTC. */
export const chatMessageSchema = z.strictObject({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int(),
  kind: messageKindSchema,
  /** Plain text (kind text), never HTML. */
  text: z.string().nullable(),
  gift: giftIdSchema.nullable(),
  photo: chatPhotoSchema.nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Where a chat photo is served (access-checked): `/media/chat/<message id>/<thumb|full>`. */
export const CHAT_PHOTO_ROUTE_PREFIX = '/media/chat';
export const CHAT_PHOTO_VARIANTS = ['thumb', 'full'] as const;

// ---------------------------------------------------------------------------------------------------------------
// What writing costs (the send footer, the icebreaker pricing note)
// ---------------------------------------------------------------------------------------------------------------

export const chatPricingSchema = z.strictObject({
  /**
   * Credits one text message costs the viewer: the site's `message_credits`, raised where needed so a message costs
   * at least the `minimum_message_cost` of the viewer's country at the cheapest credit price (SPEC §5).
   */
  message_credits: z.number().int().nonnegative(),
  gift_credits: z.number().int().nonnegative(),
  photo_credits: z.number().int().nonnegative(),
  /** Longest message text, in characters (SPEC §3 `message_length`). */
  message_length: z.number().int().positive(),
  /** The lowest price of one message in the viewer's country (legal price information); null when none is set. */
  minimum_message_cost: minimumMessageCostSchema.nullable(),
  /** The viewer's balance. */
  credits: z.number().int().nonnegative(),
  paid_user: z.boolean(),
  /** Free members: conversations they may still start or answer (SPEC §6); null for premium members. */
  free_conversations_left: z.number().int().nonnegative().nullable(),
});
export type ChatPricing = z.infer<typeof chatPricingSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The chat list (GET /api/chats.php)
// ---------------------------------------------------------------------------------------------------------------

/** SPEC §3 chat store: each chat with conversation.id, profile.id and num_unread_messages. */
export const chatSummarySchema = z.strictObject({
  conversation: z.strictObject({ id: z.number().int() }),
  profile: memberCardSchema,
  last_message: chatMessageSchema.nullable(),
  num_unread_messages: z.number().int().nonnegative(),
  /** The viewer blocked this member: the chat stays readable, writing is not possible until unblocked. */
  blocked: z.boolean(),
  /** Time of the last message (ISO-8601 UTC). */
  updated_at: z.string(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

export const chatsResponseSchema = z.strictObject({
  chats: z.array(chatSummarySchema),
  /** Unread messages over all chats (the nav badge; exact even beyond `CHAT.listLimit`). */
  num_unread_messages: z.number().int().nonnegative(),
});
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// One conversation (GET /api/chat.php?id= or ?member=)
// ---------------------------------------------------------------------------------------------------------------

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** Exactly one of `id` (the conversation, /chats/{id}) or `member` (the other member, /members/{id}/chat). */
export const chatQuerySchema = z.strictObject({
  id: positiveId.optional(),
  member: positiveId.optional(),
  /** Older messages: those with an id below this one (keyset paging). */
  before: positiveId.optional(),
});
export type ChatQuery = z.infer<typeof chatQuerySchema>;

export const chatResponseSchema = z.strictObject({
  conversation: z.strictObject({
    /** Null when the two members have not written yet (opened through /members/{id}/chat). */
    id: z.number().int().nullable(),
    profile: memberCardSchema,
    blocked: z.boolean(),
    num_unread_messages: z.number().int().nonnegative(),
    /**
     * Only with a fictional profile (answered by operators, never by a bot): the median time, in seconds, from a
     * member's unanswered message to a fictional profile until an operator's answer, over the last 30 days; null when
     * there were too few answers to tell. app/rules/replyExpectation.ts words it.
     */
    operator_reply_seconds: z.number().int().nonnegative().nullable().optional(),
  }),
  /** Oldest first: the newest page, or the page before `before`. */
  messages: z.array(chatMessageSchema),
  /** Older messages exist: ask again with `before` = the first message's id. */
  has_more: z.boolean(),
  pricing: chatPricingSchema,
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Sending (POST /api/message.php; photos: POST /api/message-photo.php, multipart)
// ---------------------------------------------------------------------------------------------------------------

/** The client's id of one send, reused on every retry of it: the message is stored and charged once. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/**
 * A text or a gift, to a conversation (`conversation_id`) or to a member (`member_id`, which starts the conversation
 * if needed); exactly one of the two. Errors: 400 validation_failed (`text`: message_required, message_too_long
 * {count}); 402 insufficient_credits; 403 free_conversation_limit {count}; 404 not_found (blocked either way, or the
 * member is not there).
 */
export const sendMessageRequestSchema = z.strictObject({
  conversation_id: positiveId.optional(),
  member_id: positiveId.optional(),
  kind: z.enum(['text', 'gift']),
  text: z.string().max(CHAT.maxTextInput).optional(),
  gift: giftIdSchema.optional(),
  idempotency_key: idempotencyKeySchema,
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

/** The multipart fields of a photo message, besides the file field `photo`. */
export const CHAT_PHOTO_UPLOAD = {
  fileField: 'photo',
  fields: ['conversation_id', 'member_id', 'idempotency_key'] as const,
} as const;

export const sendMessageResponseSchema = z.strictObject({
  message: chatMessageSchema,
  /** What this message cost (0 on a site where it is free). A retry answers the first send's cost. */
  cost: z.number().int().nonnegative(),
  /** The sender's balance after the message. */
  credits: z.number().int().nonnegative(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The signup's first message (signup step 5)
// ---------------------------------------------------------------------------------------------------------------

/**
 * The message a visitor wrote in the signup's last step. Signed up from a member's profile or lander, it is sent to
 * that member as an ordinary chat message (charged as shown) once /complete-signup is done; otherwise, or when that
 * send was refused (balance, limit, the member gone), it is kept as a draft the member sends from /signup-matches.
 */
export const firstMessageSchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('draft'),
    text: z.string(),
    /** The member signup started from, when they can still be written to. */
    target: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  z.strictObject({
    status: z.literal('sent'),
    text: z.string(),
    conversation_id: z.number().int(),
    to: z.strictObject({ id: z.number().int(), name: z.string() }),
  }),
]);
export type FirstMessage = z.infer<typeof firstMessageSchema>;

export const firstMessageResponseSchema = z.strictObject({
  /** Null when signup had no message. */
  first_message: firstMessageSchema.nullable(),
  /** What sending it costs this member (a text message; 0 where messages are free). */
  cost: z.number().int().nonnegative(),
});
export type FirstMessageResponse = z.infer<typeof firstMessageResponseSchema>;

/** Without `member_id`: to the member signup started from (nothing happens when there is none). */
export const firstMessageSendRequestSchema = z.strictObject({ member_id: positiveId.optional() });
export type FirstMessageSendRequest = z.infer<typeof firstMessageSendRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Read state, typing, removal, icebreakers
// ---------------------------------------------------------------------------------------------------------------

export const conversationRequestSchema = z.strictObject({ conversation_id: positiveId });
export type ConversationRequest = z.infer<typeof conversationRequestSchema>;

export const readResponseSchema = z.strictObject({
  conversation_id: z.number().int(),
  num_unread_messages: z.literal(0),
  /** Unread messages left over all chats. */
  total_unread_messages: z.number().int().nonnegative(),
});
export type ReadResponse = z.infer<typeof readResponseSchema>;

export const okSchema = z.strictObject({ ok: z.literal(true) });

export const chatDeleteQuerySchema = z.strictObject({ id: positiveId });
export const chatDeleteResponseSchema = z.strictObject({ id: z.number().int(), deleted: z.literal(true) });
export type ChatDeleteResponse = z.infer<typeof chatDeleteResponseSchema>;

export const icebreakersQuerySchema = z.strictObject({
  /** The member the opening line is for (the pricing is the viewer's either way). */
  member: positiveId.optional(),
});

export const icebreakerSchema = z.strictObject({ id: z.string(), text: z.string() });
export const icebreakersResponseSchema = z.strictObject({
  /** Suggested opening lines in the viewer's language. */
  icebreakers: z.array(icebreakerSchema),
  pricing: chatPricingSchema,
});
export type IcebreakersResponse = z.infer<typeof icebreakersResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints (merged into ENDPOINTS in contract/api.ts)
// ---------------------------------------------------------------------------------------------------------------

export const CHAT_ENDPOINTS = {
  chats: {
    method: 'GET',
    path: '/api/chats.php',
    summary: 'The chats of the viewer, most recent first, each with conversation.id, profile, last message and num_unread_messages',
    response: chatsResponseSchema,
    auth: true,
  },
  chat: {
    method: 'GET',
    path: '/api/chat.php',
    summary: 'One conversation by id, or with a member (?member=): the other member, a page of messages (keyset ?before=) and the pricing',
    query: chatQuerySchema,
    response: chatResponseSchema,
    auth: true,
  },
  chatDelete: {
    method: 'DELETE',
    path: '/api/chat.php',
    summary: 'Removes a chat from the viewer\'s list (the other member keeps theirs); it comes back with the next message',
    query: chatDeleteQuerySchema,
    response: chatDeleteResponseSchema,
    auth: true,
  },
  sendMessage: {
    method: 'POST',
    path: '/api/message.php',
    summary:
      'Send a text or a gift (idempotent by idempotency_key: a retry answers the stored message and charges once); 402 insufficient_credits, 403 free_conversation_limit, 404 when blocked',
    body: sendMessageRequestSchema,
    response: sendMessageResponseSchema,
    auth: true,
  },
  firstMessage: {
    method: 'GET',
    path: '/api/first-message.php',
    summary: "The signup's first message: sent (to whom, which chat), a draft (and to whom signup started), or null; and its cost",
    response: firstMessageResponseSchema,
    auth: true,
  },
  firstMessageSend: {
    method: 'POST',
    path: '/api/first-message.php',
    summary:
      "Sends the signup's first message through the normal send path (charged as shown; once per member: a repeat answers the message already sent); 402 insufficient_credits, 403 free_conversation_limit, 404 member gone",
    body: firstMessageSendRequestSchema,
    response: firstMessageResponseSchema,
    auth: true,
  },
  sendPhoto: {
    method: 'POST',
    path: '/api/message-photo.php',
    summary:
      'Send a photo (multipart/form-data: file field "photo", fields conversation_id or member_id, and idempotency_key): re-encoded without metadata, visible to the two members only, costs photo_credits',
    response: sendMessageResponseSchema,
    auth: true,
  },
  read: {
    method: 'POST',
    path: '/api/read.php',
    summary: 'Marks a conversation read: its unread count becomes 0 and the sender sees the messages as read',
    body: conversationRequestSchema,
    response: readResponseSchema,
    auth: true,
  },
  typing: {
    method: 'POST',
    path: '/api/typing.php',
    summary: 'Tells the other member the viewer is typing (passed on at most every 2 s; the socket may send it too)',
    body: conversationRequestSchema,
    response: okSchema,
    auth: true,
  },
  icebreakers: {
    method: 'GET',
    path: '/api/icebreakers.php',
    summary: 'Suggested opening lines in the viewer\'s language, with what a message, a gift and a photo cost the viewer',
    query: icebreakersQuerySchema,
    response: icebreakersResponseSchema,
    auth: true,
  },
} as const satisfies Record<string, EndpointDef>;
