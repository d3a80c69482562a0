import useSWR, { useSWRConfig } from 'swr';
import { ENDPOINTS } from '../../contract/api';
import {
  CHAT_PHOTO_UPLOAD,
  type ChatResponse,
  type ChatsResponse,
  type ChatSummary,
  type GiftId,
  type ReadResponse,
  type SendMessageResponse,
} from '../../contract/chat';
import type { User } from '../../contract/entities';
import type { MemberCard } from '../../contract/members';
import type { ChatListItemData } from '../../src/screens/ChatsScreen';
import type { ChatProfile } from '../../src/components/ChatTopBar';
import { apiFetch } from '../api/client';
import { answerAskedAt, setCountsFromAnswer, timedAnswer } from './counts';
import { USER_KEY } from './viewer';

/**
 * The chat store of SPEC §3 as SWR caches: the chat list (GET /api/chats.php) and one answer per open conversation
 * (GET /api/chat.php?id= or ?member=). Realtime events (app/realtime) update both in place.
 */

export const CHATS_KEY = ENDPOINTS.chats.path;

/** The conversation `/chats/{id}`. */
export function chatKey(conversationId: number): string {
  return `${ENDPOINTS.chat.path}?id=${conversationId}`;
}

/** The conversation with a member, `/members/{id}/chat` (it may not exist yet). */
export function memberChatKey(memberId: number): string {
  return `${ENDPOINTS.chat.path}?member=${memberId}`;
}

/** Whether an SWR key is a conversation answer (either kind). */
export function isConversationKey(key: unknown): key is string {
  return typeof key === 'string' && key.startsWith(`${ENDPOINTS.chat.path}?`) && !key.includes('before=');
}

const fetchChats = (key: string): Promise<ChatsResponse> => timedAnswer(() => apiFetch(key, { schema: ENDPOINTS.chats.response }));
const fetchChat = (key: string): Promise<ChatResponse> => apiFetch(key, { schema: ENDPOINTS.chat.response });

/** The member's chats; their unread total goes into the user's counts, so the badges agree with the list. */
export function useChats(enabled: boolean) {
  const { mutate } = useSWRConfig();
  return useSWR<ChatsResponse>(enabled ? CHATS_KEY : null, fetchChats, {
    revalidateOnFocus: false,
    onSuccess: (data) => void setCountsFromAnswer(mutate, { unread_messages: data.num_unread_messages }, answerAskedAt(data)),
  });
}

/** One conversation's newest page, its member and what writing costs. */
export function useConversation(key: string | null) {
  return useSWR<ChatResponse>(key, fetchChat, { revalidateOnFocus: false });
}

/** The page of messages before `beforeId` (keyset paging). */
export function fetchOlderMessages(key: string, beforeId: number): Promise<ChatResponse> {
  return apiFetch(`${key}&before=${beforeId}`, { schema: ENDPOINTS.chat.response });
}

// ---------------------------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------------------------

/** Where a message goes: a conversation, or a member the viewer has not written with yet. */
export type MessageTarget = { conversation_id: number } | { member_id: number };

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A fresh idempotency key for one message (contract: 8–64 of A–Z a–z 0–9 _ -), 128 random bits. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  return Array.from(bytes, (byte) => KEY_ALPHABET[byte % 64]).join('');
}

/**
 * Sends a text or a gift. The key makes it safe to repeat: the client retries on network errors and 5xx with the
 * same body, and "send again" on a failed bubble reuses it — the server stores and charges it once.
 */
export function sendMessage(
  target: MessageTarget,
  content: { kind: 'text'; text: string } | { kind: 'gift'; gift: GiftId },
  idempotencyKey: string,
): Promise<SendMessageResponse> {
  return apiFetch(ENDPOINTS.sendMessage.path, {
    method: 'POST',
    body: { ...target, ...content, idempotency_key: idempotencyKey },
    idempotent: true,
    schema: ENDPOINTS.sendMessage.response,
  });
}

/** Sends a photo (multipart); repeatable by its key like any message. */
export function sendPhoto(target: MessageTarget, file: File, idempotencyKey: string): Promise<SendMessageResponse> {
  const form = new FormData();
  if ('conversation_id' in target) form.append('conversation_id', String(target.conversation_id));
  else form.append('member_id', String(target.member_id));
  form.append('idempotency_key', idempotencyKey);
  form.append(CHAT_PHOTO_UPLOAD.fileField, file);
  return apiFetch(ENDPOINTS.sendPhoto.path, { method: 'POST', form, idempotent: true, schema: ENDPOINTS.sendPhoto.response });
}

/** SPEC §4: opening a conversation sets its unread count to 0 (the sender sees read ticks). */
export function markConversationRead(conversationId: number): Promise<ReadResponse> {
  return apiFetch(ENDPOINTS.read.path, { method: 'POST', body: { conversation_id: conversationId }, idempotent: true, schema: ENDPOINTS.read.response });
}

/** Tells the other member the viewer is typing (the HTTP way, when the socket is down). */
export function postTyping(conversationId: number): Promise<unknown> {
  return apiFetch(ENDPOINTS.typing.path, { method: 'POST', body: { conversation_id: conversationId }, schema: ENDPOINTS.typing.response });
}

export function deleteChat(conversationId: number): Promise<unknown> {
  return apiFetch(ENDPOINTS.chatDelete.path, { method: 'DELETE', query: { id: conversationId }, schema: ENDPOINTS.chatDelete.response });
}

export function fetchIcebreakers(memberId: number) {
  return apiFetch(ENDPOINTS.icebreakers.path, { query: { member: memberId }, schema: ENDPOINTS.icebreakers.response });
}

/** The viewer's balance after a paid message, in the user answer (top bar, navigation). */
export function setCredits(mutate: ReturnType<typeof useSWRConfig>['mutate'], credits: number): Promise<unknown> {
  return mutate<User | null>(USER_KEY, (user) => (user && user.credits !== credits ? { ...user, credits } : user), { revalidate: false });
}

// ---------------------------------------------------------------------------------------------------------------
// What the screens show
// ---------------------------------------------------------------------------------------------------------------

/** A member as the chat screens show them. */
export function chatProfile(card: MemberCard): ChatProfile {
  return {
    id: card.id,
    name: card.name,
    age: card.age,
    avatarUrl: card.main_image?.thumb_filename ?? null,
    online: card.online,
    fictional: card.fictional,
  };
}

export function chatListItem(chat: ChatSummary, viewerId: number): ChatListItemData {
  const last = chat.last_message;
  return {
    conversationId: chat.conversation.id,
    profile: chatProfile(chat.profile),
    lastMessage: last
      ? { kind: last.kind, text: last.text, gift: last.gift, mine: last.sender_id === viewerId, createdAt: last.created_at }
      : null,
    numUnread: chat.num_unread_messages,
  };
}
