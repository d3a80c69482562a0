import { describe, expect, it } from 'vitest';
import { TIME_BONUS } from '../../contract/constants';
import { countdownDateTime, countdownParts, formatCountdown } from '../../src/components/Countdown/formatCountdown';

describe('formatCountdown', () => {
  it.each([
    [TIME_BONUS.validForS, '04:00:00'],
    [14_399, '03:59:59'],
    [3_600, '01:00:00'],
    [3_599, '00:59:59'],
    [61, '00:01:01'],
    [59, '00:00:59'],
    [1, '00:00:01'],
    [0, '00:00:00'],
    [-1, '00:00:00'],
    [-14_400, '00:00:00'],
    [359_999, '99:59:59'],
    [360_000, '100:00:00'],
    [3_600_000, '1000:00:00'],
  ])('%i s → %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });

  it('floors fractional seconds (a tick never shows a second early)', () => {
    expect(formatCountdown(59.9)).toBe('00:00:59');
  });

  it('treats non-finite input as zero', () => {
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe('00:00:00');
  });
});

describe('countdownParts', () => {
  it('splits into hours, minutes and seconds', () => {
    expect(countdownParts(14_398)).toEqual({ hours: 3, minutes: 59, seconds: 58 });
    expect(countdownParts(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('countdownDateTime', () => {
  it('is an ISO 8601 duration for <time dateTime>', () => {
    expect(countdownDateTime(14_398)).toBe('PT3H59M58S');
    expect(countdownDateTime(0)).toBe('PT0H0M0S');
  });
});
