import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatResponse, ChatsResponse, ChatSummary } from '../../contract/chat';
import type { MemberCard } from '../../contract/members';
import type { RealtimeEvent } from '../../contract/realtime';
import {
  chatsAfterMessage,
  chatsAfterRead,
  chatsWithout,
  conversationAfterMessage,
  conversationAfterRead,
  eventTargets,
  mergeMessages,
  messageBelongsTo,
  userWithCounts,
} from '../../app/rules/realtimeCaches';

const VIEWER = 7;

function card(id: number): MemberCard {
  return { id, name: `M${id}`, age: 30, gender: 'woman', country: 'NL', region: null, city: null, main_image: null, fictional: false, online: false };
}

function message(id: number, conversation: number, sender: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id, conversation_id: conversation, sender_id: sender, kind: 'text', text: `m${id}`, gift: null, photo: null, created_at: `2026-01-01T00:00:${String(id).padStart(2, '0')}Z`, read_at: null, ...extra };
}

function summary(conversation: number, other: number, last: ChatMessage | null, unread = 0): ChatSummary {
  return { conversation: { id: conversation }, profile: card(other), last_message: last, num_unread_messages: unread, blocked: false, updated_at: last?.created_at ?? '2026-01-01T00:00:00Z' };
}

const list: ChatsResponse = {
  chats: [summary(1, 11, message(10, 1, 11), 2), summary(2, 12, message(8, 2, VIEWER)), summary(3, 13, message(5, 3, 13), 1)],
  num_unread_messages: 3,
};

const messageEvent = (m: ChatMessage) => ({ type: 'message', conversation_id: m.conversation_id, message: m }) as const;

describe('eventTargets: which caches an event touches', () => {
  const cases: Array<[RealtimeEvent, Partial<ReturnType<typeof eventTargets>>]> = [
    [messageEvent(message(1, 4, 11)), { chats: true, conversation: 4, typing: true }],
    [{ type: 'typing', conversation_id: 4, profile_id: 11 }, { typing: true }],
    [{ type: 'read', conversation_id: 4, reader_id: 11, up_to_message_id: 3, read_at: 'x' }, { chats: true, conversation: 4 }],
    [{ type: 'chat_deleted', conversation_id: 4 }, { chats: true }],
    [{ type: 'like', profile: { id: 11, name: 'A', main_image: null } }, { likes: true }],
    [{ type: 'match', profile: { id: 11, name: 'A', main_image: null } }, { likes: true, match: true }],
    [{ type: 'counts', new_likes: 2 }, { counts: true }],
  ];
  it.each(cases)('%o', (event, expected) => {
    expect(eventTargets(event)).toEqual({ chats: false, conversation: null, likes: false, counts: false, typing: false, match: false, ...expected });
  });
});

describe('the chat list', () => {
  it('moves a chat with a new message from the other member to the top and counts it unread', () => {
    const next = chatsAfterMessage(list, messageEvent(message(20, 3, 13)), { viewerId: VIEWER, readingConversationId: null });
    expect(next?.chats.map((chat) => chat.conversation.id)).toEqual([3, 1, 2]);
    expect(next?.chats[0]).toMatchObject({ num_unread_messages: 2, last_message: { id: 20 }, updated_at: message(20, 3, 13).created_at });
    expect(next?.num_unread_messages).toBe(4);
  });

  it('does not count the viewer’s own message, nor one in the conversation being read', () => {
    const own = chatsAfterMessage(list, messageEvent(message(20, 3, VIEWER)), { viewerId: VIEWER, readingConversationId: null });
    expect(own?.chats[0]?.num_unread_messages).toBe(1);
    expect(own?.num_unread_messages).toBe(3);
    const reading = chatsAfterMessage(list, messageEvent(message(20, 3, 13)), { viewerId: VIEWER, readingConversationId: 3 });
    expect(reading?.chats[0]?.num_unread_messages).toBe(1);
  });

  it('applies a message once (a repeated or older event changes nothing)', () => {
    expect(chatsAfterMessage(list, messageEvent(message(10, 1, 11)), { viewerId: VIEWER, readingConversationId: null })).toBe(list);
    expect(chatsAfterMessage(list, messageEvent(message(9, 1, 11)), { viewerId: VIEWER, readingConversationId: null })).toBe(list);
  });

  it('asks for a re-read when the chat is not in the list (a new conversation)', () => {
    expect(chatsAfterMessage(list, messageEvent(message(30, 99, 50)), { viewerId: VIEWER, readingConversationId: null })).toBeNull();
  });

  it('drops a removed chat with its unread messages', () => {
    const next = chatsWithout(list, 1);
    expect(next.chats.map((chat) => chat.conversation.id)).toEqual([2, 3]);
    expect(next.num_unread_messages).toBe(1);
    expect(chatsWithout(list, 42)).toBe(list);
  });

  it('clears the unread count when the viewer read a conversation', () => {
    const next = chatsAfterRead(list, { type: 'read', conversation_id: 1, reader_id: VIEWER, up_to_message_id: 10, read_at: 'now' }, VIEWER);
    expect(next.chats[0]?.num_unread_messages).toBe(0);
    expect(next.num_unread_messages).toBe(1);
  });

  it('marks the viewer’s latest message read when the other member read it', () => {
    const next = chatsAfterRead(list, { type: 'read', conversation_id: 2, reader_id: 12, up_to_message_id: 8, read_at: 'now' }, VIEWER);
    expect(next.chats[1]?.last_message?.read_at).toBe('now');
    const earlier = chatsAfterRead(list, { type: 'read', conversation_id: 2, reader_id: 12, up_to_message_id: 7, read_at: 'now' }, VIEWER);
    expect(earlier).toBe(list);
  });
});

function conversation(id: number | null, other: number, messages: ChatMessage[], unread = 0): ChatResponse {
  return {
    conversation: { id, profile: card(other), blocked: false, num_unread_messages: unread },
    messages,
    has_more: false,
    pricing: { message_credits: 1, gift_credits: 5, photo_credits: 2, message_length: 1000, minimum_message_cost: null, credits: 10, paid_user: true, free_conversations_left: null },
  };
}

describe('one conversation', () => {
  it('knows which cached conversation a message belongs to', () => {
    const byId = conversation(4, 11, []);
    expect(messageBelongsTo(byId, messageEvent(message(1, 4, 11)), VIEWER)).toBe('yes');
    expect(messageBelongsTo(byId, messageEvent(message(1, 5, 11)), VIEWER)).toBe('no');
    const notStarted = conversation(null, 11, []);
    expect(messageBelongsTo(notStarted, messageEvent(message(1, 9, 11)), VIEWER)).toBe('yes');
    expect(messageBelongsTo(notStarted, messageEvent(message(1, 9, 12)), VIEWER)).toBe('no');
    expect(messageBelongsTo(notStarted, messageEvent(message(1, 9, VIEWER)), VIEWER)).toBe('unknown');
  });

  it('adds a message once, in order, and gives a new conversation its id', () => {
    const chat = conversation(null, 11, [message(3, 9, 11)]);
    const next = conversationAfterMessage(chat, message(2, 9, VIEWER));
    expect(next.messages.map((m) => m.id)).toEqual([2, 3]);
    expect(next.conversation.id).toBe(9);
    expect(conversationAfterMessage(next, message(2, 9, VIEWER))).toBe(next);
  });

  it('merges pages by id, a later copy replacing an earlier one', () => {
    const merged = mergeMessages([message(3, 1, 11), message(1, 1, 11)], [message(3, 1, 11, { read_at: 'r' }), message(2, 1, 7)]);
    expect(merged.map((m) => [m.id, m.read_at])).toEqual([
      [1, null],
      [2, null],
      [3, 'r'],
    ]);
  });

  it('shows read ticks on the viewer’s messages up to the one the other member read', () => {
    const chat = conversation(4, 11, [message(1, 4, VIEWER), message(2, 4, 11), message(3, 4, VIEWER), message(4, 4, VIEWER)]);
    const next = conversationAfterRead(chat, { type: 'read', conversation_id: 4, reader_id: 11, up_to_message_id: 3, read_at: 'r' }, VIEWER);
    expect(next.messages.map((m) => m.read_at)).toEqual(['r', null, 'r', null]);
  });

  it('when the viewer read it: the other member’s messages are read and nothing is unread', () => {
    const chat = conversation(4, 11, [message(1, 4, 11), message(2, 4, VIEWER)], 1);
    const next = conversationAfterRead(chat, { type: 'read', conversation_id: 4, reader_id: VIEWER, up_to_message_id: 1, read_at: 'r' }, VIEWER);
    expect(next.conversation.num_unread_messages).toBe(0);
    expect(next.messages.map((m) => m.read_at)).toEqual(['r', null]);
    expect(conversationAfterRead(next, { type: 'read', conversation_id: 4, reader_id: VIEWER, up_to_message_id: 1, read_at: 'r2' }, VIEWER)).toBe(next);
  });
});

describe('counts in the user answer', () => {
  const user = { id: 1, unread_messages: 3, new_likes: 2 };
  it('sets the fields an event carries and keeps the others', () => {
    expect(userWithCounts(user, { unread_messages: 0 })).toEqual({ id: 1, unread_messages: 0, new_likes: 2 });
    expect(userWithCounts(user, { new_likes: 5 })).toEqual({ id: 1, unread_messages: 3, new_likes: 5 });
    expect(userWithCounts(user, {})).toBe(user);
    expect(userWithCounts(user, { unread_messages: 3, new_likes: 2 })).toBe(user);
  });
});
