import { describe, expect, it } from 'vitest';
import {
  FALLBACK_TIME_ZONE,
  countryTimeZone,
  isTimeZone,
  localDate,
  memberTimeZone,
  nextLocalMidnight,
  pairLockNumber,
  swipeAllowance,
} from '../../server/likes/rules';

/** The pure rules of the likes area: time zones, the swipe game's local day, the per-pair lock. */

describe('isTimeZone', () => {
  it('accepts IANA names the runtime knows and refuses everything else', () => {
    expect(isTimeZone('Europe/Amsterdam')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('../../etc/passwd')).toBe(false);
    expect(isTimeZone('Europe/Amsterdam'.repeat(10))).toBe(false);
  });
});

describe('countryTimeZone', () => {
  it("gives the populous zone of the sites' countries, not the tz database's alphabetically first", () => {
    expect(countryTimeZone('NL')).toBe('Europe/Amsterdam');
    expect(countryTimeZone('US')).toBe('America/New_York');
    expect(countryTimeZone('AU')).toBe('Australia/Sydney');
    expect(countryTimeZone('CA')).toBe('America/Toronto');
    expect(countryTimeZone('FI')).toBe('Europe/Helsinki');
  });

  it('falls back to UTC for unknown, malformed or missing countries, and for ambiguous ones without a main zone', () => {
    expect(countryTimeZone('XX')).toBe(FALLBACK_TIME_ZONE);
    expect(countryTimeZone('nl')).toBe(FALLBACK_TIME_ZONE);
    expect(countryTimeZone(null)).toBe(FALLBACK_TIME_ZONE);
    expect(countryTimeZone('RU')).toBe(FALLBACK_TIME_ZONE);
  });
});

describe('memberTimeZone', () => {
  it('prefers a valid reported zone, then the stored one, then the country', () => {
    expect(memberTimeZone({ reported: 'Asia/Tokyo', stored: 'Europe/Paris', country: 'NL' })).toBe('Asia/Tokyo');
    expect(memberTimeZone({ reported: undefined, stored: 'Europe/Paris', country: 'NL' })).toBe('Europe/Paris');
    expect(memberTimeZone({ reported: 'Not/AZone', stored: 'Europe/Paris', country: 'NL' })).toBe('Europe/Paris');
    expect(memberTimeZone({ reported: 'Not/AZone', stored: 'Neither/This', country: 'NL' })).toBe('Europe/Amsterdam');
    expect(memberTimeZone({ stored: null, country: null })).toBe('UTC');
  });

  it('answers the canonical spelling, so a stored zone compares equal to a reported one', () => {
    expect(memberTimeZone({ reported: 'europe/amsterdam', stored: null, country: null })).toBe('Europe/Amsterdam');
  });
});

describe('nextLocalMidnight', () => {
  it('is the next midnight in the zone, not in UTC', () => {
    // 23:30 in Amsterdam (CET, UTC+1) on 10 January: midnight is 30 minutes away.
    expect(nextLocalMidnight(new Date('2025-01-10T22:30:00Z'), 'Europe/Amsterdam').toISOString()).toBe('2025-01-10T23:00:00.000Z');
    // 11:30 UTC is already 00:30 on the next day in Auckland (NZST, UTC+12): its midnight is 23.5 hours away.
    expect(nextLocalMidnight(new Date('2025-06-01T12:30:00Z'), 'Pacific/Auckland').toISOString()).toBe('2025-06-02T12:00:00.000Z');
    expect(nextLocalMidnight(new Date('2025-06-01T12:30:00Z'), 'America/Los_Angeles').toISOString()).toBe('2025-06-02T07:00:00.000Z');
  });

  it('is exactly the first instant of the next local date', () => {
    const now = new Date('2025-01-10T22:30:00Z');
    const midnight = nextLocalMidnight(now, 'Europe/Amsterdam');
    expect(localDate(new Date(midnight.getTime() - 1), 'Europe/Amsterdam')).toBe('2025-01-10');
    expect(localDate(midnight, 'Europe/Amsterdam')).toBe('2025-01-11');
  });

  it('handles days of 23 and 25 hours (daylight saving)', () => {
    // 30 March 2025: clocks go from 02:00 to 03:00 in Amsterdam; the day after noon ends at 22:00 UTC (CEST).
    expect(nextLocalMidnight(new Date('2025-03-30T10:00:00Z'), 'Europe/Amsterdam').toISOString()).toBe('2025-03-30T22:00:00.000Z');
    // 26 October 2025: clocks go back; the day ends at 23:00 UTC (CET again).
    expect(nextLocalMidnight(new Date('2025-10-26T10:00:00Z'), 'Europe/Amsterdam').toISOString()).toBe('2025-10-26T23:00:00.000Z');
  });

  it('finds the start of a day whose midnight does not exist (the clocks skip from 00:00 to 01:00)', () => {
    // Santiago de Chile starts daylight saving at local midnight on 7 September 2025 (04:00 UTC).
    const start = nextLocalMidnight(new Date('2025-09-06T12:00:00Z'), 'America/Santiago');
    expect(start.toISOString()).toBe('2025-09-07T04:00:00.000Z');
    expect(localDate(start, 'America/Santiago')).toBe('2025-09-07');
  });
});

describe('swipeAllowance', () => {
  const now = new Date('2025-01-10T22:30:00Z');

  it('counts the likes of a window that has not ended', () => {
    const window = { likes: 3, ends_at: '2025-01-10T23:00:00.000Z', time_zone: 'Europe/Amsterdam' };
    expect(swipeAllowance(window, now, 'Europe/Amsterdam', 4)).toEqual({
      limit: 4,
      likes_left: 1,
      resets_at: '2025-01-10T23:00:00.000Z',
      time_zone: 'Europe/Amsterdam',
    });
    expect(swipeAllowance({ ...window, likes: 4 }, now, 'Europe/Amsterdam', 4).likes_left).toBe(0);
  });

  it('keeps a running window when the member changes time zone mid-day (no fresh allowance by travelling)', () => {
    const window = { likes: 4, ends_at: '2025-01-10T23:00:00.000Z', time_zone: 'Europe/Amsterdam' };
    const allowance = swipeAllowance(window, now, 'Pacific/Auckland', 4);
    expect(allowance.likes_left).toBe(0);
    expect(allowance.time_zone).toBe('Europe/Amsterdam');
  });

  it('starts a fresh day when the window ended or there is none, ending at the next local midnight', () => {
    const ended = { likes: 4, ends_at: '2025-01-10T22:30:00.000Z', time_zone: 'Europe/Amsterdam' };
    expect(swipeAllowance(ended, now, 'Europe/Amsterdam', 4)).toEqual({
      limit: 4,
      likes_left: 4,
      resets_at: '2025-01-10T23:00:00.000Z',
      time_zone: 'Europe/Amsterdam',
    });
    expect(swipeAllowance(null, now, 'UTC', 4).resets_at).toBe('2025-01-11T00:00:00.000Z');
  });
});

describe('pairLockNumber', () => {
  it('is the same for both members of a pair, differs between pairs, and is an exact JavaScript integer', () => {
    expect(pairLockNumber(7, 42)).toBe(pairLockNumber(42, 7));
    expect(pairLockNumber(7, 42)).not.toBe(pairLockNumber(7, 43));
    expect(pairLockNumber(1, 2)).not.toBe(pairLockNumber(2, 3));
    expect(Number.isSafeInteger(pairLockNumber(123456, 654321))).toBe(true);
  });
});
