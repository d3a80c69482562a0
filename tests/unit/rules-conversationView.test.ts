import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat';
import { conversationBubbles, outgoingStillShown, sendBlockers, sendRefusalOf, type OutgoingMessage } from '../../app/rules/conversationView';

const VIEWER = 7;

function stored(id: number, sender: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id, conversation_id: 1, sender_id: sender, kind: 'text', text: `m${id}`, gift: null, photo: null, created_at: '2026-01-01T10:00:00Z', read_at: null, ...extra };
}

function outgoing(key: string, text: string, afterId: number, extra: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return { key, kind: 'text', text, gift: null, previewUrl: null, queuedAt: '2026-01-01T10:00:05Z', afterId, status: 'pending', messageId: null, ...extra };
}

describe('conversationBubbles: stored messages, then the viewer’s on their way', () => {
  it('maps stored messages: whose, read state, photos', () => {
    const bubbles = conversationBubbles(
      [stored(1, 11), stored(2, VIEWER, { read_at: 'r' }), stored(3, VIEWER, { kind: 'photo', text: null, photo: { url: '/p/full', thumb_url: '/p/thumb', width: 1, height: 1 } })],
      [],
      VIEWER,
    );
    expect(bubbles.map((b) => [b.id, b.mine, b.read, b.status, b.photoUrl])).toEqual([
      [1, false, false, 'sent', null],
      [2, true, true, 'sent', null],
      [3, true, false, 'sent', '/p/full'],
    ]);
  });

  it('shows a pending message at the end until its stored copy is there', () => {
    const bubbles = conversationBubbles([stored(1, 11)], [outgoing('k1', 'hello', 1)], VIEWER);
    expect(bubbles.at(-1)).toMatchObject({ id: 'k1', mine: true, status: 'pending', text: 'hello' });
  });

  it('hides it once the answer named its stored copy', () => {
    const bubbles = conversationBubbles([stored(1, 11), stored(2, VIEWER, { text: 'hello' })], [outgoing('k1', 'hello', 1, { messageId: 2 })], VIEWER);
    expect(bubbles.map((b) => b.id)).toEqual([1, 2]);
  });

  it('hides it when the realtime copy comes before the answer — one copy per message, never an older one', () => {
    const messages = [stored(1, VIEWER, { text: 'hi' }), stored(2, 11), stored(3, VIEWER, { text: 'hi' })];
    // Two "hi" sent after message 2: only message 3 is a copy of the first; the second stays pending.
    const bubbles = conversationBubbles(messages, [outgoing('a', 'hi', 2), outgoing('b', 'hi', 2)], VIEWER);
    expect(bubbles.map((b) => b.id)).toEqual([1, 2, 3, 'b']);
  });

  it('keeps a failed message (with "send again") even when the same text was stored before', () => {
    const bubbles = conversationBubbles([stored(5, VIEWER, { text: 'x' })], [outgoing('f', 'x', 1, { status: 'failed' })], VIEWER);
    expect(bubbles.at(-1)).toMatchObject({ id: 'f', status: 'failed' });
  });

  it('drops outgoing messages whose stored copy is shown', () => {
    const list = [outgoing('a', 'x', 0, { messageId: 3 }), outgoing('b', 'y', 0)];
    expect(outgoingStillShown(list, [stored(3, VIEWER)]).map((item) => item.key)).toEqual(['b']);
    expect(outgoingStillShown(list, [stored(4, VIEWER)])).toBe(list);
  });
});

describe('sendBlockers (SPEC §6, §8)', () => {
  const premium = { credits: 10, message_credits: 2, paid_user: true, free_conversations_left: null };
  const free = { credits: 10, message_credits: 2, paid_user: false, free_conversations_left: 0 };

  it('nothing blocks a member with credits', () => {
    expect(sendBlockers(premium, false, null)).toEqual({ insufficientCredits: false, freeLimitReached: false });
  });
  it('too few credits for one message', () => {
    expect(sendBlockers({ ...premium, credits: 1 }, true, null).insufficientCredits).toBe(true);
    expect(sendBlockers(premium, true, 'insufficient_credits').insufficientCredits).toBe(true);
  });
  it('a free member at the limit may not start a new conversation, but may go on in one they wrote in', () => {
    expect(sendBlockers(free, false, null)).toEqual({ insufficientCredits: false, freeLimitReached: true });
    expect(sendBlockers(free, true, null).freeLimitReached).toBe(false);
    expect(sendBlockers({ ...free, free_conversations_left: 1 }, false, null).freeLimitReached).toBe(false);
    expect(sendBlockers(premium, false, 'free_conversation_limit').freeLimitReached).toBe(true);
  });
  it('the free limit is the notice that shows, not both', () => {
    expect(sendBlockers({ ...free, credits: 0 }, false, null)).toEqual({ insufficientCredits: false, freeLimitReached: true });
  });
  it('only the two lasting refusals count as such', () => {
    expect(sendRefusalOf('insufficient_credits')).toBe('insufficient_credits');
    expect(sendRefusalOf('free_conversation_limit')).toBe('free_conversation_limit');
    expect(sendRefusalOf('not_found')).toBeNull();
    expect(sendRefusalOf(null)).toBeNull();
  });
});
