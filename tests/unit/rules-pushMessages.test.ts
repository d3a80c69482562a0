import { describe, expect, it } from 'vitest';
import { PUSH_OPEN_MESSAGE, PUSH_RELOAD_MESSAGE, type PushMessage } from '../../contract/notifications';
import { isPushOpen, lastPushMessage, pushOpenPath, readPushWorkerMessage } from '../../app/rules/pushMessages';

const message: PushMessage = { type: 'new_messages', title: 'Anna', body: 'Hi', url: '/chats/42', tag: 'chat-42', received_at: 1_000 };

describe('push worker messages in the app (SPEC §3 push state: last message)', () => {
  it('reads the worker’s messages and ignores anything else posted to the page', () => {
    expect(readPushWorkerMessage({ type: PUSH_RELOAD_MESSAGE, message })).toEqual({ type: PUSH_RELOAD_MESSAGE, message });
    // An older worker posted no message: still a reload.
    expect(readPushWorkerMessage({ type: PUSH_RELOAD_MESSAGE, notification: 'like' })).toEqual({ type: PUSH_RELOAD_MESSAGE, message: null });
    expect(readPushWorkerMessage({ type: PUSH_OPEN_MESSAGE, message })).toEqual({ type: PUSH_OPEN_MESSAGE, message });
    expect(isPushOpen(readPushWorkerMessage({ type: PUSH_OPEN_MESSAGE, message }))).toBe(true);
    expect(isPushOpen(readPushWorkerMessage({ type: PUSH_RELOAD_MESSAGE, message }))).toBe(false);
    expect(readPushWorkerMessage({ type: PUSH_OPEN_MESSAGE })).toBeNull();
    expect(readPushWorkerMessage({ type: 'other' })).toBeNull();
    expect(readPushWorkerMessage('push-received')).toBeNull();
    expect(readPushWorkerMessage(null)).toBeNull();
  });

  it('keeps the newest message as the last one', () => {
    const later = { ...message, url: '/chats/7', received_at: 2_000 };
    expect(lastPushMessage(null, message)).toBe(message);
    expect(lastPushMessage(message, later)).toBe(later);
    expect(lastPushMessage(later, message)).toBe(later);
    expect(lastPushMessage(later, null)).toBe(later);
  });

  it('opens the notification’s own conversation, never another site', () => {
    expect(pushOpenPath(message)).toBe('/chats/42');
    expect(pushOpenPath({ ...message, url: '/members/9?t=3' })).toBe('/members/9?t=3');
    expect(pushOpenPath({ ...message, url: '//evil.example/x' })).toBe('/chats');
    expect(pushOpenPath({ ...message, url: '/\\evil.example' })).toBe('/chats');
  });
});
