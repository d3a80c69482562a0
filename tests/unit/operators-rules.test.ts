import { describe, expect, it } from 'vitest';
import { OPERATORS } from '../../contract/backoffice';
import { claimExpired, claimExpiry, mayTakeClaim, messageExcerpt, operatorClientKey } from '../../server/operators/rules';

const NOW = new Date('2026-05-01T12:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

describe('mayTakeClaim', () => {
  it('lets anyone take a free conversation', () => {
    expect(mayTakeClaim(undefined, 7, NOW)).toBe(true);
  });

  it('lets the holder renew a live claim and refuses everyone else', () => {
    const claim = { staff_id: 7, expires_at: later(60_000) };
    expect(mayTakeClaim(claim, 7, NOW)).toBe(true);
    expect(mayTakeClaim(claim, 8, NOW)).toBe(false);
  });

  it('frees a claim the moment it expires', () => {
    expect(mayTakeClaim({ staff_id: 7, expires_at: later(1) }, 8, NOW)).toBe(false);
    expect(mayTakeClaim({ staff_id: 7, expires_at: later(0) }, 8, NOW)).toBe(true);
    expect(claimExpired({ expires_at: later(-1) }, NOW)).toBe(true);
  });
});

describe('claimExpiry', () => {
  it('is ten minutes from now', () => {
    expect(claimExpiry(NOW).getTime() - NOW.getTime()).toBe(10 * 60 * 1000);
    expect(OPERATORS.claimMs).toBe(10 * 60 * 1000);
  });
});

describe('messageExcerpt', () => {
  it('keeps a short text whole, with its whitespace folded', () => {
    expect(messageExcerpt('  Hi\n\nthere   you ')).toBe('Hi there you');
  });

  it('cuts a long text at a word boundary with an ellipsis, within the limit', () => {
    const excerpt = messageExcerpt('word '.repeat(100), 20);
    expect(excerpt).toBe('word word word word…');
    expect(excerpt.length).toBeLessThanOrEqual(20);
  });

  it('cuts a text without spaces mid-word rather than dropping it', () => {
    expect(messageExcerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('never splits an emoji in half', () => {
    const excerpt = messageExcerpt('😊'.repeat(30), 10);
    expect(Array.from(excerpt)).toHaveLength(10);
    expect(excerpt).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('operatorClientKey', () => {
  it('keeps two operators\' identical keys apart', () => {
    expect(operatorClientKey(1, 'abcdefgh')).not.toBe(operatorClientKey(2, 'abcdefgh'));
    expect(operatorClientKey(1, 'abcdefgh')).toBe(operatorClientKey(1, 'abcdefgh'));
  });
});
