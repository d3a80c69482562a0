import { describe, expect, it } from 'vitest';
import { REFRESH } from '../../contract/constants';
import { RECONNECT_CAP_MS, reconnectDelayMs, SESSION_ENDED_CLOSE_CODE, shouldReconnect } from '../../app/rules/realtimeReconnect';
import { refreshPlan } from '../../app/rules/refreshInterval';
import { isTypingShown, shouldSendTyping, typingShownUntil } from '../../app/rules/typingNotice';
import { CHAT } from '../../contract/chat';

describe('reconnectDelayMs: backoff of the realtime socket', () => {
  it('doubles from 1 s, jittered within the upper half', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(0, () => 1)).toBe(1_000);
    expect(reconnectDelayMs(1, () => 1)).toBe(2_000);
    expect(reconnectDelayMs(3, () => 0.5)).toBe(6_000);
  });
  it('never waits longer than the cap, however many tries failed', () => {
    expect(reconnectDelayMs(5, () => 1)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelayMs(1_000, () => 1)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelayMs(1_000, () => 0)).toBe(RECONNECT_CAP_MS / 2);
  });
  it('treats nonsense attempts as the first', () => {
    expect(reconnectDelayMs(-3, () => 1)).toBe(1_000);
    expect(reconnectDelayMs(Number.NaN, () => 1)).toBe(1_000);
  });
  it('reconnects while logged in, unless the server ended the session', () => {
    expect(shouldReconnect(1006, true)).toBe(true);
    expect(shouldReconnect(1001, true)).toBe(true);
    expect(shouldReconnect(SESSION_ENDED_CLOSE_CODE, true)).toBe(false);
    expect(shouldReconnect(1006, false)).toBe(false);
  });
});

describe('refreshPlan: SPEC §9 polling', () => {
  it('does nothing for a visitor', () => {
    expect(refreshPlan({ loggedIn: false, socketReady: false, pushSubscribed: false })).toBeNull();
  });
  it('refreshes user and chats every 60 s from 5 s after mount while the socket is down', () => {
    expect(refreshPlan({ loggedIn: true, socketReady: false, pushSubscribed: false })).toEqual({ startDelayMs: 5_000, intervalMs: 60_000, chats: true });
  });
  it('every 300 s when push is subscribed', () => {
    expect(refreshPlan({ loggedIn: true, socketReady: false, pushSubscribed: true })?.intervalMs).toBe(REFRESH.pushSubscribedIntervalMs);
  });
  it('leaves the chats to the socket while it is ready, still refreshing the user', () => {
    expect(refreshPlan({ loggedIn: true, socketReady: true, pushSubscribed: false })).toEqual({ startDelayMs: 5_000, intervalMs: 60_000, chats: false });
  });
});

describe('typing notices', () => {
  it('passes the first keystroke on, then at most once per interval', () => {
    expect(shouldSendTyping(null, 1_000)).toBe(true);
    expect(shouldSendTyping(1_000, 1_000 + CHAT.typingIntervalMs - 1)).toBe(false);
    expect(shouldSendTyping(1_000, 1_000 + CHAT.typingIntervalMs)).toBe(true);
  });
  it('sends again when the clock went backwards', () => {
    expect(shouldSendTyping(10_000, 5_000)).toBe(true);
  });
  it('shows the indicator for the display time after a notice', () => {
    const until = typingShownUntil(1_000);
    expect(until).toBe(1_000 + CHAT.typingDisplayMs);
    expect(isTypingShown(until, until - 1)).toBe(true);
    expect(isTypingShown(until, until)).toBe(false);
    expect(isTypingShown(undefined, 0)).toBe(false);
  });
});
