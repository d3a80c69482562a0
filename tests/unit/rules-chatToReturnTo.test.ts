import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_MS, RETURN_TO_CHAT_MAX_AGE_MS, chatToReturnTo } from '../../app/rules/chatToReturnTo';
import { readLastOpenedChat, writeLastOpenedChat, type LastOpenedChat } from '../../app/storage/lastOpenedChat';

const OPENED = Date.parse('2026-11-28T10:00:00Z');
const last: LastOpenedChat = { userId: 7, conversationId: 42, profileId: 99, openedAt: OPENED };

describe('chatToReturnTo (SPEC §3 last opened chat: a purchase begun in a chat returns to it)', () => {
  it('returns to the chat when the purchase began while or shortly after it was open', () => {
    expect(chatToReturnTo(last, { userId: 7, startedAt: OPENED })).toEqual({ conversationId: 42 });
    expect(chatToReturnTo(last, { userId: 7, startedAt: OPENED + 60_000 })).toEqual({ conversationId: 42 });
    expect(chatToReturnTo(last, { userId: 7, startedAt: OPENED + RETURN_TO_CHAT_MAX_AGE_MS })).toEqual({ conversationId: 42 });
  });

  it('returns to the chat with the member when the conversation was not started yet', () => {
    expect(chatToReturnTo({ ...last, conversationId: null }, { userId: 7, startedAt: OPENED + 60_000 })).toEqual({ memberId: 99 });
  });

  it('leads elsewhere once the chat is older than the max age (30 minutes)', () => {
    expect(RETURN_TO_CHAT_MAX_AGE_MS).toBe(30 * 60_000);
    expect(chatToReturnTo(last, { userId: 7, startedAt: OPENED + RETURN_TO_CHAT_MAX_AGE_MS + 1 })).toBeNull();
    expect(chatToReturnTo(last, { userId: 7, startedAt: OPENED + 24 * 3_600_000 })).toBeNull();
  });

  it('allows for the server clock being a little behind the browser, not for a purchase begun long before', () => {
    expect(chatToReturnTo(last, { userId: 7, startedAt: OPENED - CLOCK_SKEW_MS })).toEqual({ conversationId: 42 });
    expect(chatToReturnTo(last, { userId: 7, startedAt: OPENED - CLOCK_SKEW_MS - 1 })).toBeNull();
  });

  it('never leads another member (same browser) or an unknown member into the chat, nor with nothing kept', () => {
    expect(chatToReturnTo(last, { userId: 8, startedAt: OPENED })).toBeNull();
    expect(chatToReturnTo(last, { userId: null, startedAt: OPENED })).toBeNull();
    expect(chatToReturnTo(null, { userId: 7, startedAt: OPENED })).toBeNull();
    expect(chatToReturnTo(last, { userId: 7, startedAt: Number.NaN })).toBeNull();
  });
});

describe('last opened chat storage', () => {
  function memoryStorage() {
    const values = new Map<string, string>();
    return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
  }

  it('round-trips the chat, its profile, its member and its date', () => {
    const store = memoryStorage();
    expect(readLastOpenedChat(store)).toBeNull();
    writeLastOpenedChat(last, store);
    expect(readLastOpenedChat(store)).toEqual(last);
    writeLastOpenedChat({ ...last, conversationId: null }, store);
    expect(readLastOpenedChat(store)).toEqual({ ...last, conversationId: null });
  });

  it('reads garbled or foreign values as nothing kept, and survives storage that throws', () => {
    const store = memoryStorage();
    store.setItem('last-opened-chat', '{not json');
    expect(readLastOpenedChat(store)).toBeNull();
    store.setItem('last-opened-chat', JSON.stringify({ ...last, conversationId: 'x' }));
    expect(readLastOpenedChat(store)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readLastOpenedChat(broken)).toBeNull();
    expect(() => writeLastOpenedChat(last, broken)).not.toThrow();
  });
});
