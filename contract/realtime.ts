import { z } from 'zod';
import { chatMessageSchema } from './chat';
import { matchProfileSchema } from './likes';

/**
 * Realtime events (issue 6): what the server pushes down the one WebSocket per tab at `GET /api/ws.php`.
 *
 * Every event is addressed to one user (the server's hub only ever writes a user's events to that user's sockets),
 * so no event names its recipient. An event only says what changed; the client updates its SWR caches from it, and
 * the HTTP endpoints stay the source of truth (a tab that missed events re-reads them when it reconnects or polls).
 * Profile ids are user ids (profiles.user_id).
 */

/** A new message in one of the user's conversations: sent by the other member, or by the user in another tab. */
export const messageEventSchema = z.strictObject({
  type: z.literal('message'),
  conversation_id: z.number().int(),
  message: chatMessageSchema,
});

/** The other member of a conversation is typing (sent at most every few seconds while they type). */
export const typingEventSchema = z.strictObject({
  type: z.literal('typing'),
  conversation_id: z.number().int(),
  profile_id: z.number().int(),
});

/**
 * Messages up to and including `up_to_message_id` were read by `reader_id` at `read_at`: the sender sees the read
 * state; the reader's other tabs clear their unread badge.
 */
export const readEventSchema = z.strictObject({
  type: z.literal('read'),
  conversation_id: z.number().int(),
  reader_id: z.number().int(),
  up_to_message_id: z.number().int(),
  read_at: z.string(),
});

/** The user removed a conversation (from another tab): drop it from the list. */
export const chatDeletedEventSchema = z.strictObject({
  type: z.literal('chat_deleted'),
  conversation_id: z.number().int(),
});

/** Someone liked the user (SPEC §3 "match or like profile": id, name, main_image with its match path). */
export const likeEventSchema = z.strictObject({
  type: z.literal('like'),
  profile: matchProfileSchema,
});

/** A like made a mutual like (sent to both members): the match modal opens. */
export const matchEventSchema = z.strictObject({
  type: z.literal('match'),
  profile: matchProfileSchema,
});

/**
 * Fresh totals for the navigation badges, the title prefix and the app badge. Each publisher sends what it knows
 * (chat: unread messages; likes: new likes); a missing field means "unchanged".
 */
export const countsEventSchema = z.strictObject({
  type: z.literal('counts'),
  unread_messages: z.number().int().nonnegative().optional(),
  new_likes: z.number().int().nonnegative().optional(),
});

/**
 * A moderator banned the user (issue 8): their sessions are already gone; the tab leaves for `/pages/ban`. Sent once,
 * right after the ban commits; a tab that misses it learns at its next call (no session) or login (`account_banned`).
 */
export const accountBannedEventSchema = z.strictObject({ type: z.literal('account_banned') });

export const realtimeEventSchema = z.discriminatedUnion('type', [
  messageEventSchema,
  typingEventSchema,
  readEventSchema,
  chatDeletedEventSchema,
  likeEventSchema,
  matchEventSchema,
  countsEventSchema,
  accountBannedEventSchema,
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];

/**
 * Frames the server writes that are not events: `ready` once the socket is registered (and subscribed across
 * instances) — from then on no event is missed, so that is when the client re-reads chats and counts — and `pong`,
 * the answer to a client `ping`.
 */
export const realtimeControlFrameSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ready') }),
  z.strictObject({ type: z.literal('pong') }),
]);
export const realtimeServerFrameSchema = z.union([realtimeEventSchema, realtimeControlFrameSchema]);
export type RealtimeServerFrame = z.infer<typeof realtimeServerFrameSchema>;

/**
 * What a client may send up the socket: typing notices, a keep-alive, and whether the tab is focused (sent when the
 * socket opens and whenever it changes: no web push goes to a member who has a focused tab open). Anything else is
 * ignored.
 */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('typing'), conversation_id: z.number().int().positive() }),
  z.strictObject({ type: z.literal('ping') }),
  z.strictObject({ type: z.literal('focus'), focused: z.boolean() }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** The socket's path (same origin, authenticated by the session cookie). */
export const REALTIME_PATH = '/api/ws.php';
