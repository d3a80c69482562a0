import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSWRConfig, type Cache, type ScopedMutator } from 'swr';
import type { ChatResponse, ChatsResponse } from '../../contract/chat';
import type { RealtimeEvent } from '../../contract/realtime';
import { announceAccountBanned } from '../api/client';
import { CHATS_KEY, isConversationKey } from '../data/chats';
import { setCounts } from '../data/counts';
import { LIKES_KEY } from '../data/likes';
import { USER_KEY } from '../data/viewer';
import {
  chatsAfterMessage,
  chatsAfterRead,
  chatsWithout,
  conversationAfterMessage,
  conversationAfterRead,
  eventTargets,
  messageBelongsTo,
} from '../rules/realtimeCaches';
import { RealtimeConnection, type RealtimeStatus } from './connection';
import { reportMatch } from './matches';
import { readingConversation } from './reading';
import { clearTyping, noteTyping } from './typing';
import { tabFocused } from '../rules/tabFocus';

let connection: RealtimeConnection | null = null;
let handlers: { onEvent: (event: RealtimeEvent) => void; onReady: () => void; onSessionEnded: () => void } | null = null;

/** The tab's one socket, created on first use (in the browser only). */
export function realtimeConnection(): RealtimeConnection | null {
  if (typeof window === 'undefined' || typeof WebSocket === 'undefined') return null;
  connection ??= new RealtimeConnection({
    onEvent: (event) => handlers?.onEvent(event),
    onReady: () => handlers?.onReady(),
    onSessionEnded: () => handlers?.onSessionEnded(),
    isFocused: () => tabFocused(document),
  });
  return connection;
}

const noSubscription = () => () => undefined;

/** The socket's state: polling (SPEC §9) covers for it while it is not `ready`. */
export function useRealtimeStatus(): RealtimeStatus {
  const current = typeof window === 'undefined' ? null : realtimeConnection();
  return useSyncExternalStore(
    current ? (listener) => current.subscribe(listener) : noSubscription,
    () => current?.status ?? 'stopped',
    () => 'stopped',
  );
}

function cachedData<T>(cache: Cache, key: string): T | undefined {
  return cache.get(key)?.data as T | undefined;
}

/**
 * Applies one event to the SWR caches (app/rules/realtimeCaches.ts decides which, and how each changes): the chat
 * list, every cached answer of the conversation, the likes lists, the user's counts; and the typing indicator and the
 * match modal outside SWR.
 */
export async function applyRealtimeEvent(event: RealtimeEvent, viewerId: number, mutate: ScopedMutator, cache: Cache): Promise<void> {
  const targets = eventTargets(event);
  const updates: Promise<unknown>[] = [];

  if (event.type === 'message') {
    if (event.message.sender_id !== viewerId) clearTyping(event.conversation_id);
    const chats = cachedData<ChatsResponse>(cache, CHATS_KEY);
    if (chats) {
      const next = chatsAfterMessage(chats, event, { viewerId, readingConversationId: readingConversation() });
      updates.push(next ? mutate(CHATS_KEY, next, { revalidate: false }) : mutate(CHATS_KEY));
    }
    for (const key of cache.keys()) {
      if (!isConversationKey(key)) continue;
      const chat = cachedData<ChatResponse>(cache, key);
      if (!chat) continue;
      const belongs = messageBelongsTo(chat, event, viewerId);
      if (belongs === 'yes') updates.push(mutate<ChatResponse>(key, (current) => current && conversationAfterMessage(current, event.message), { revalidate: false }));
      else if (belongs === 'unknown') updates.push(mutate(key));
    }
  } else if (event.type === 'typing') {
    noteTyping(event.conversation_id);
  } else if (event.type === 'read') {
    updates.push(mutate<ChatsResponse>(CHATS_KEY, (current) => current && chatsAfterRead(current, event, viewerId), { revalidate: false }));
    for (const key of cache.keys()) {
      if (!isConversationKey(key)) continue;
      const chat = cachedData<ChatResponse>(cache, key);
      if (chat?.conversation.id !== event.conversation_id) continue;
      updates.push(mutate<ChatResponse>(key, (current) => current && conversationAfterRead(current, event, viewerId), { revalidate: false }));
    }
  } else if (event.type === 'chat_deleted') {
    updates.push(mutate<ChatsResponse>(CHATS_KEY, (current) => current && chatsWithout(current, event.conversation_id), { revalidate: false }));
  } else if (event.type === 'counts') {
    updates.push(setCounts(mutate, { unread_messages: event.unread_messages, new_likes: event.new_likes }));
  } else if (event.type === 'account_banned') {
    announceAccountBanned();
  }

  if (targets.likes && cache.get(LIKES_KEY)) updates.push(mutate(LIKES_KEY));
  if (targets.match && event.type === 'match') reportMatch(event.profile);
  await Promise.all(updates);
}

/**
 * Once the socket is ready, what it may have missed is read again: the chats, the likes and the open conversations
 * (SWR only asks for the keys some component shows) — they may have loaded before the socket was subscribed. After a
 * reconnect the user (the counts) too; on the page's first connection the user is as fresh as the page, and its
 * refresh starts 5 s after mount (SPEC §9).
 */
export async function rereadAfterReady(mutate: ScopedMutator, reconnected: boolean): Promise<void> {
  await Promise.all([
    reconnected ? mutate(USER_KEY) : null,
    mutate(CHATS_KEY),
    mutate(LIKES_KEY),
    mutate((key) => isConversationKey(key)),
  ]);
}

/**
 * The realtime client while a member is logged in (mounted once, by SessionEffects): connects, reconnects with
 * backoff, reports the tab's focus, and turns every event into SWR cache updates. Logged out, the socket is closed.
 */
export function useRealtime(viewerId: number | null): RealtimeStatus {
  const { mutate, cache } = useSWRConfig();
  const latest = useRef({ viewerId, mutate, cache });
  latest.current = { viewerId, mutate, cache };

  useEffect(() => {
    const socket = realtimeConnection();
    if (!socket || viewerId === null) return undefined;
    let readyBefore = false;
    handlers = {
      onEvent: (event) => {
        const { viewerId: viewer, mutate: scoped, cache: store } = latest.current;
        if (viewer !== null) void applyRealtimeEvent(event, viewer, scoped, store);
      },
      onReady: () => {
        void rereadAfterReady(latest.current.mutate, readyBefore);
        readyBefore = true;
      },
      // The session ended on the server (logout in another tab, expiry, ban): the user answer says what is next.
      onSessionEnded: () => void latest.current.mutate(USER_KEY),
    };
    const reportFocus = () => socket.reportFocus();
    const online = () => socket.reconnectNow();
    window.addEventListener('focus', reportFocus);
    window.addEventListener('blur', reportFocus);
    document.addEventListener('visibilitychange', reportFocus);
    window.addEventListener('online', online);
    socket.start();
    return () => {
      window.removeEventListener('focus', reportFocus);
      window.removeEventListener('blur', reportFocus);
      document.removeEventListener('visibilitychange', reportFocus);
      window.removeEventListener('online', online);
      socket.stop();
      handlers = null;
    };
  }, [viewerId]);

  return useRealtimeStatus();
}
