import type { ChatMessage, ChatResponse, ChatsResponse } from '../../contract/chat';
import type { User } from '../../contract/entities';
import type { RealtimeEvent } from '../../contract/realtime';

type EventOf<T extends RealtimeEvent['type']> = Extract<RealtimeEvent, { type: T }>;

/**
 * Which of the client's caches a realtime event touches (contract/realtime.ts). Events say what changed; the SWR
 * caches are updated from them where the event carries everything needed, and re-read where it does not (a like
 * names the liker, but the likes list needs the whole member card).
 */
export interface EventTargets {
  /** The chat list (GET /api/chats.php): updated in place. */
  chats: boolean;
  /** The conversation with this id (GET /api/chat.php): updated in place. */
  conversation: number | null;
  /** The likes lists (GET /api/likes.php): re-read. */
  likes: boolean;
  /** The user's counts (unread messages, new likes) in the user answer: set. */
  counts: boolean;
  /** The typing indicator of a conversation. */
  typing: boolean;
  /** The full-screen match modal. */
  match: boolean;
}

const NOTHING: EventTargets = { chats: false, conversation: null, likes: false, counts: false, typing: false, match: false };

export function eventTargets(event: RealtimeEvent): EventTargets {
  switch (event.type) {
    case 'message':
      return { ...NOTHING, chats: true, conversation: event.conversation_id, typing: true };
    case 'typing':
      return { ...NOTHING, typing: true };
    case 'read':
      return { ...NOTHING, chats: true, conversation: event.conversation_id };
    case 'chat_deleted':
      return { ...NOTHING, chats: true };
    case 'like':
      return { ...NOTHING, likes: true };
    case 'match':
      return { ...NOTHING, likes: true, match: true };
    case 'counts':
      return { ...NOTHING, counts: true };
    case 'account_banned':
      // No cache to update: the tab leaves for /pages/ban (app/shell/SessionEffects.tsx).
      return NOTHING;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The chat list
// ---------------------------------------------------------------------------------------------------------------

export interface ChatListContext {
  viewerId: number;
  /** The conversation the member has open and in view right now: its new messages are read at once. */
  readingConversationId: number | null;
}

/**
 * A new message in the chat list: its chat gets the message as its latest, moves to the top and, when the other member
 * sent it and it is not being read, one more unread message. null: the chat is not in the list (a new conversation, or
 * one removed before) — the list has to be re-read, since the event does not carry the member's card.
 */
export function chatsAfterMessage(chats: ChatsResponse, event: EventOf<'message'>, context: ChatListContext): ChatsResponse | null {
  const index = chats.chats.findIndex((chat) => chat.conversation.id === event.conversation_id);
  if (index < 0) return null;
  const chat = chats.chats[index]!;
  // Already there (the list was re-read after the message, or the event came twice).
  if (chat.last_message && chat.last_message.id >= event.message.id) return chats;
  const unread = event.message.sender_id !== context.viewerId && context.readingConversationId !== event.conversation_id ? 1 : 0;
  const updated = {
    ...chat,
    last_message: event.message,
    updated_at: event.message.created_at,
    num_unread_messages: chat.num_unread_messages + unread,
  };
  return {
    chats: [updated, ...chats.chats.slice(0, index), ...chats.chats.slice(index + 1)],
    num_unread_messages: chats.num_unread_messages + unread,
  };
}

/** A removed chat leaves the list (and its unread messages the total). */
export function chatsWithout(chats: ChatsResponse, conversationId: number): ChatsResponse {
  const removed = chats.chats.find((chat) => chat.conversation.id === conversationId);
  if (!removed) return chats;
  return {
    chats: chats.chats.filter((chat) => chat.conversation.id !== conversationId),
    num_unread_messages: Math.max(0, chats.num_unread_messages - removed.num_unread_messages),
  };
}

/**
 * Read state in the chat list: when the viewer read a conversation (in any tab) its unread count is 0; when the other
 * member read it, the viewer's latest message in it shows as read.
 */
export function chatsAfterRead(chats: ChatsResponse, event: EventOf<'read'>, viewerId: number): ChatsResponse {
  const chat = chats.chats.find((item) => item.conversation.id === event.conversation_id);
  if (!chat) return chats;
  if (event.reader_id === viewerId) {
    if (chat.num_unread_messages === 0) return chats;
    return {
      chats: chats.chats.map((item) => (item === chat ? { ...item, num_unread_messages: 0 } : item)),
      num_unread_messages: Math.max(0, chats.num_unread_messages - chat.num_unread_messages),
    };
  }
  const last = chat.last_message;
  if (!last || last.sender_id !== viewerId || last.read_at !== null || last.id > event.up_to_message_id) return chats;
  return { ...chats, chats: chats.chats.map((item) => (item === chat ? { ...item, last_message: { ...last, read_at: event.read_at } } : item)) };
}

// ---------------------------------------------------------------------------------------------------------------
// One conversation
// ---------------------------------------------------------------------------------------------------------------

/**
 * Whether a message event belongs in a cached conversation answer: by the conversation id, or — for the page of a
 * member the viewer has not written with yet (`/members/{id}/chat`, id null) — when that member sent it. `unknown`:
 * the viewer wrote it (in another tab) and the event does not say to whom, so the answer is re-read.
 */
export function messageBelongsTo(chat: ChatResponse, event: EventOf<'message'>, viewerId: number): 'yes' | 'no' | 'unknown' {
  if (chat.conversation.id !== null) return chat.conversation.id === event.conversation_id ? 'yes' : 'no';
  if (event.message.sender_id === chat.conversation.profile.id) return 'yes';
  return event.message.sender_id === viewerId ? 'unknown' : 'no';
}

/** Messages by id, oldest first, each once (a later copy of a message replaces the earlier one). */
export function mergeMessages(...lists: ReadonlyArray<readonly ChatMessage[]>): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A new message in an open conversation: added once, in order; the conversation gets its id when it had none. */
export function conversationAfterMessage(chat: ChatResponse, message: ChatMessage): ChatResponse {
  if (chat.messages.some((item) => item.id === message.id)) return chat;
  return {
    ...chat,
    conversation: { ...chat.conversation, id: chat.conversation.id ?? message.conversation_id },
    messages: mergeMessages(chat.messages, [message]),
  };
}

/**
 * Read state in an open conversation: the other member read the viewer's messages up to a message (read ticks); or
 * the viewer read it (another tab, or this one): the other member's messages are read and nothing is unread.
 */
export function conversationAfterRead(chat: ChatResponse, event: EventOf<'read'>, viewerId: number): ChatResponse {
  const readerIsViewer = event.reader_id === viewerId;
  let changed = false;
  const messages = chat.messages.map((message) => {
    const readable = readerIsViewer ? message.sender_id !== viewerId : message.sender_id === viewerId;
    if (!readable || message.read_at !== null || message.id > event.up_to_message_id) return message;
    changed = true;
    return { ...message, read_at: event.read_at };
  });
  const unreadCleared = readerIsViewer && chat.conversation.num_unread_messages !== 0;
  if (!changed && !unreadCleared) return chat;
  return {
    ...chat,
    conversation: readerIsViewer ? { ...chat.conversation, num_unread_messages: 0 } : chat.conversation,
    messages: changed ? messages : chat.messages,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Counts
// ---------------------------------------------------------------------------------------------------------------

export type Counts = Pick<User, 'unread_messages' | 'new_likes'>;

/** Fresh totals in the user answer; a missing field means unchanged (contract `counts`). */
export function userWithCounts<U extends Counts>(user: U, counts: Partial<Counts>): U {
  const unread = counts.unread_messages ?? user.unread_messages;
  const likes = counts.new_likes ?? user.new_likes;
  if (unread === user.unread_messages && likes === user.new_likes) return user;
  return { ...user, unread_messages: unread, new_likes: likes };
}
