import { describe, expect, it } from 'vitest';
import { CHAT } from '../../contract/chat';
import {
  cheapestCreditPrice,
  freeConversationsLeft,
  isCheaperPerCredit,
  mayWriteIn,
  messageAnswer,
  messageCredits,
  messageTextError,
  minimumMessageCredits,
  normalizeMessageText,
  orderedPair,
  textLength,
  TypingGate,
  typingAllowed,
} from '../../server/chat/rules';
import type { MessageRow } from '../../server/chat/tables';
import { ConfigError, loadConfig } from '../../server/config';
import { isAllowedSocketOrigin } from '../../server/realtime/origin';
import { realtimeChannelPrefix } from '../../server/realtime/redis-bus';

/** The chat's pure rules (server/chat/rules.ts, server/realtime/origin.ts). */

const EUR = (amountMinor: number, credits: number) => ({ amountMinor, credits, currency: 'EUR' });

describe('what a message costs (SPEC §3, §5)', () => {
  it('finds the cheapest credit by exact fractions, skipping nonsense packages', () => {
    expect(cheapestCreditPrice([EUR(999, 20), EUR(7999, 300), EUR(3999, 120)])).toEqual(EUR(7999, 300));
    expect(cheapestCreditPrice([EUR(100, 3), EUR(200, 6)])).toEqual(EUR(100, 3));
    expect(cheapestCreditPrice([EUR(0, 10), EUR(500, 0)])).toBeNull();
    expect(cheapestCreditPrice([])).toBeNull();
    expect(isCheaperPerCredit(EUR(333, 10), EUR(100, 3))).toBe(true);
    expect(isCheaperPerCredit(EUR(100, 3), EUR(333, 10))).toBe(false);
  });

  it('converts the country minimum into credits at the cheapest price, rounding up', () => {
    // 0.79 EUR at 79.99 EUR / 300 credits (0.2666 EUR each): 2.96 credits → 3.
    expect(minimumMessageCredits({ costs: 0.79, currency: 'EUR' }, EUR(7999, 300))).toBe(3);
    // Exactly one credit's worth stays one credit.
    expect(minimumMessageCredits({ costs: 0.5, currency: 'EUR' }, EUR(500, 10))).toBe(1);
    expect(minimumMessageCredits({ costs: 0.51, currency: 'EUR' }, EUR(500, 10))).toBe(2);
    // Floating-point money: 0.29 * 100 is 28.999…; the minimum is still 29 cents.
    expect(minimumMessageCredits({ costs: 0.29, currency: 'EUR' }, EUR(29, 1))).toBe(1);
  });

  it('has no minimum without a minimum, without a price, or across currencies', () => {
    expect(minimumMessageCredits(null, EUR(7999, 300))).toBe(0);
    expect(minimumMessageCredits(undefined, EUR(7999, 300))).toBe(0);
    expect(minimumMessageCredits({ costs: 0.79, currency: 'EUR' }, null)).toBe(0);
    expect(minimumMessageCredits({ costs: 0, currency: 'EUR' }, EUR(7999, 300))).toBe(0);
    expect(minimumMessageCredits({ costs: 5.95, currency: 'DKK' }, EUR(7999, 300))).toBe(0);
  });

  it('charges the larger of the site price and the minimum', () => {
    expect(messageCredits(1, 3)).toBe(3);
    expect(messageCredits(5, 3)).toBe(5);
    expect(messageCredits(2, 0)).toBe(2);
    expect(messageCredits(0, 0)).toBe(0);
  });
});

describe('message text', () => {
  it('keeps markup as text and line breaks, drops control characters, trims', () => {
    expect(normalizeMessageText('  <b>hi</b> & <script>alert(1)</script>  ')).toBe('<b>hi</b> & <script>alert(1)</script>');
    expect(normalizeMessageText('a\r\nb\rc\nd\te')).toBe('a\nb\nc\nd\te');
    expect(normalizeMessageText('nul\u0000bell\u0007esc\u001b[31m del\u007f c1\u0085')).toBe('nulbellesc[31m del c1');
  });

  it('repairs broken UTF-16 instead of storing it', () => {
    expect(normalizeMessageText('a\uD800b')).toBe('a\uFFFDb');
    expect(normalizeMessageText('\uDC00x')).toBe('\uFFFDx');
    expect(normalizeMessageText('😀')).toBe('😀');
  });

  it('counts characters as people do (an emoji is one)', () => {
    expect(textLength('😀😀')).toBe(2);
    expect(textLength('abc')).toBe(3);
  });

  it('refuses an empty text and one longer than message_length', () => {
    expect(messageTextError('', 10)).toEqual({ code: 'message_required' });
    expect(messageTextError('x'.repeat(11), 10)).toEqual({ code: 'message_too_long', params: { count: 10 } });
    expect(messageTextError('x'.repeat(10), 10)).toBeNull();
    expect(messageTextError('😀'.repeat(10), 10)).toBeNull();
  });
});

describe('free members: at most 2 conversations (SPEC §6)', () => {
  it('lets a free member write in a new conversation only below the limit', () => {
    expect(CHAT.freeConversations).toBe(2);
    expect(mayWriteIn(false, false, 0)).toBe(true);
    expect(mayWriteIn(false, false, 1)).toBe(true);
    expect(mayWriteIn(false, false, 2)).toBe(false);
    expect(mayWriteIn(false, true, 2)).toBe(true);
    expect(mayWriteIn(true, false, 50)).toBe(true);
  });

  it('says how many are left, and null for premium members', () => {
    expect(freeConversationsLeft(false, 0)).toBe(2);
    expect(freeConversationsLeft(false, 1)).toBe(1);
    expect(freeConversationsLeft(false, 5)).toBe(0);
    expect(freeConversationsLeft(true, 5)).toBeNull();
  });
});

describe('typing is passed on at most every 2 s per member and conversation', () => {
  it('decides from the previous notice', () => {
    expect(typingAllowed(undefined, 1000)).toBe(true);
    expect(typingAllowed(1000, 2999)).toBe(false);
    expect(typingAllowed(1000, 3000)).toBe(true);
  });

  it('keeps members and conversations apart', () => {
    const gate = new TypingGate();
    expect(gate.pass(1, 10, 0)).toBe(true);
    expect(gate.pass(1, 10, 500)).toBe(false);
    expect(gate.pass(1, 11, 500)).toBe(true);
    expect(gate.pass(2, 10, 500)).toBe(true);
    expect(gate.pass(1, 10, 2000)).toBe(true);
  });
});

describe('conversation pairs and answers', () => {
  it('orders a pair the same way from both sides', () => {
    expect(orderedPair(7, 3)).toEqual({ member_low: 3, member_high: 7 });
    expect(orderedPair(3, 7)).toEqual(orderedPair(7, 3));
  });

  it('answers a photo message with URLs naming the message, never the storage key', () => {
    const row: MessageRow = {
      id: 42,
      conversation_id: 5,
      sender_id: 3,
      kind: 'photo',
      text: null,
      gift: null,
      photo_key: 'chat-0123456789abcdef0123456789abcdef',
      photo_width: 800,
      photo_height: 600,
      client_key: 'client-key-1',
      cost: 2,
      created_at: '2025-01-01T00:00:00.000Z',
      read_at: null,
    };
    const answer = messageAnswer(row);
    expect(answer.photo).toEqual({ url: '/media/chat/42/full', thumb_url: '/media/chat/42/thumb', width: 800, height: 600 });
    expect(JSON.stringify(answer)).not.toContain('chat-0123');
    expect(JSON.stringify(answer)).not.toContain('client-key-1');
  });
});

describe('socket origin check (cross-site WebSocket hijacking)', () => {
  it('accepts the own host and PUBLIC_URL only', () => {
    expect(isAllowedSocketOrigin('http://localhost:3000', 'localhost:3000', null)).toBe(true);
    expect(isAllowedSocketOrigin('https://Site.example', 'site.example', null)).toBe(true);
    expect(isAllowedSocketOrigin('https://cdn.example', 'internal:3000', new URL('https://cdn.example'))).toBe(true);
  });

  it('refuses other sites, a missing or opaque origin and non-web schemes', () => {
    expect(isAllowedSocketOrigin('https://evil.example', 'site.example', null)).toBe(false);
    expect(isAllowedSocketOrigin('https://site.example.evil.example', 'site.example', null)).toBe(false);
    expect(isAllowedSocketOrigin(undefined, 'site.example', null)).toBe(false);
    expect(isAllowedSocketOrigin('', 'site.example', null)).toBe(false);
    expect(isAllowedSocketOrigin('null', 'site.example', null)).toBe(false);
    expect(isAllowedSocketOrigin('file://site.example', 'site.example', null)).toBe(false);
  });
});

describe('realtime configuration', () => {
  it('reads REDIS_URL, refusing what is not a Redis URL without echoing it', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://:pw@cache.internal:6379/0' }).redisUrl?.host).toBe('cache.internal:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal' }).redisUrl?.protocol).toBe('rediss:');
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'not a url with secret-pw' })).toThrow(/^REDIS_URL is not a URL/);
    try {
      loadConfig({ REDIS_URL: 'nope secret-pw' });
    } catch (error) {
      expect(String(error)).not.toContain('secret-pw');
    }
  });

  it('shares Redis channels between instances of one database only, whatever the credentials', () => {
    const pg = (url: string) => realtimeChannelPrefix({ kind: 'postgres', url, poolSize: 10 });
    expect(pg('postgres://app:one@db.internal:5432/site')).toBe(pg('postgres://other:two@db.internal:5432/site'));
    expect(pg('postgres://app@db.internal:5432/site')).not.toBe(pg('postgres://app@db.internal:5432/other_site'));
    expect(pg('postgres://app:secret@db.internal/site')).not.toContain('secret');
    expect(realtimeChannelPrefix({ kind: 'sqlite', file: '/a/site.db', synchronous: 'NORMAL' })).not.toBe(
      realtimeChannelPrefix({ kind: 'sqlite', file: '/b/site.db', synchronous: 'NORMAL' }),
    );
  });
});
