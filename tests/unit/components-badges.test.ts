import { describe, expect, it } from 'vitest';
import { BADGE_CAP, LOW_CREDITS_THRESHOLD } from '../../contract/constants';
import { capCount } from '../../src/components/Badge/capCount';
import { creditBadgeTone } from '../../src/components/CreditBadge/creditBadgeTone';

describe('capCount (SPEC §9: badges cap at 99+)', () => {
  it('shows counts up to the cap in full', () => {
    expect(capCount(0)).toBe('0');
    expect(capCount(1)).toBe('1');
    expect(capCount(98)).toBe('98');
    expect(capCount(99)).toBe('99');
  });

  it('shows "99+" above the cap', () => {
    expect(capCount(100)).toBe('99+');
    expect(capCount(150)).toBe('99+');
    expect(capCount(1_000_000)).toBe('99+');
  });

  it('uses the contract cap by default', () => {
    expect(BADGE_CAP).toBe(99);
    expect(capCount(BADGE_CAP + 1)).toBe(`${BADGE_CAP}+`);
  });

  it('takes another cap', () => {
    expect(capCount(9, 9)).toBe('9');
    expect(capCount(10, 9)).toBe('9+');
  });

  it('treats bad values as 0 and drops fractions', () => {
    expect(capCount(-3)).toBe('0');
    expect(capCount(Number.NaN)).toBe('0');
    expect(capCount(Number.POSITIVE_INFINITY)).toBe('0');
    expect(capCount(4.7)).toBe('4');
    expect(capCount(99.5)).toBe('99');
  });
});

describe('creditBadgeTone (SPEC §2: low-credit badge)', () => {
  it('shows no badge above 10 credits', () => {
    expect(LOW_CREDITS_THRESHOLD).toBe(10);
    expect(creditBadgeTone(11)).toBeNull();
    expect(creditBadgeTone(10.5)).toBeNull();
    expect(creditBadgeTone(500)).toBeNull();
  });

  it('warns from 10 down to 1', () => {
    for (const credits of [10, 9, 5, 2, 1, 0.5]) expect(creditBadgeTone(credits)).toBe('warning');
  });

  it('is danger at 0 (and below, should a balance ever go negative)', () => {
    expect(creditBadgeTone(0)).toBe('danger');
    expect(creditBadgeTone(-1)).toBe('danger');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(creditBadgeTone(Number.NaN)).toBeNull();
  });
});
