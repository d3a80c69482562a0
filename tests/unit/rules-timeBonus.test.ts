import { describe, expect, it } from 'vitest';
import {
  formatTimeBonus,
  isTimeBonusActive,
  keepTimeBonusCountdown,
  timeBonusCountdown,
  timeBonusRemaining,
  type TimeBonusUser,
} from '../../app/rules/timeBonus';
import { TIME_BONUS } from '../../contract/constants';
import type { TimeBonus } from '../../contract/credits';

// A controllable clock: every instant is signup + some seconds.
const SIGNUP = '2026-03-01T10:00:00.000Z';
const signupMs = Date.parse(SIGNUP);
const at = (seconds: number) => signupMs + seconds * 1000;

const free: TimeBonusUser = { id: 1, paid_user: false, created_at: SIGNUP };
const paid: TimeBonusUser = { ...free, paid_user: true };

function answer(active: boolean, endsAt: string | null): TimeBonus {
  return { active, ends_at: endsAt, code: TIME_BONUS.code, value_percentage: TIME_BONUS.percentage };
}

describe('time bonus (SPEC §4)', () => {
  it('is inactive when logged out and for paid users', () => {
    expect(timeBonusCountdown(null)).toBeNull();
    expect(timeBonusCountdown(paid)).toBeNull();
    expect(timeBonusCountdown(paid, answer(true, new Date(at(14_400)).toISOString()))).toBeNull();
    expect(timeBonusRemaining(timeBonusCountdown(null), at(0))).toBeNull();
  });

  it('runs for 14400 s from signup for a free member, then is over', () => {
    const countdown = timeBonusCountdown(free);
    expect(countdown).toEqual({ userId: 1, endsAtMs: at(14_400) });
    expect(timeBonusRemaining(countdown, at(0))).toBe(14_400);
    expect(timeBonusRemaining(countdown, at(1))).toBe(14_399);
    expect(timeBonusRemaining(countdown, at(14_399))).toBe(1);
    expect(isTimeBonusActive(countdown, at(14_399.5))).toBe(true);
    // From 14400 s after signup on, it is inactive and its state is cleared (null), not a lingering 00:00:00.
    expect(timeBonusRemaining(countdown, at(14_400))).toBeNull();
    expect(isTimeBonusActive(countdown, at(14_400))).toBe(false);
    expect(timeBonusRemaining(countdown, at(90_000))).toBeNull();
  });

  it('counts whole seconds, ticking down once per second', () => {
    const countdown = timeBonusCountdown(free);
    const ticks = [0, 1, 2, 3].map((tick) => timeBonusRemaining(countdown, at(100 + tick)));
    expect(ticks).toEqual([14_300, 14_299, 14_298, 14_297]);
  });

  it("follows the server's answer once it arrives: its end, or inactive", () => {
    expect(timeBonusCountdown(free, answer(true, new Date(at(14_000)).toISOString()))).toEqual({ userId: 1, endsAtMs: at(14_000) });
    expect(timeBonusCountdown(free, answer(false, null))).toBeNull();
    expect(timeBonusCountdown(free, answer(true, null))).toBeNull();
    expect(timeBonusCountdown(free, answer(true, 'not a date'))).toBeNull();
  });

  it('ignores a signup time it cannot read', () => {
    expect(timeBonusCountdown({ ...free, created_at: 'yesterday' })).toBeNull();
  });

  it('is not restarted while running: a refresh with a later end keeps the running countdown', () => {
    const running = timeBonusCountdown(free);
    const refreshed = { userId: 1, endsAtMs: at(20_000) };
    expect(keepTimeBonusCountdown(running, refreshed)).toBe(running);
    expect(timeBonusRemaining(keepTimeBonusCountdown(running, refreshed), at(14_000))).toBe(400);
  });

  it('is not started again after reaching zero', () => {
    const ended = timeBonusCountdown(free);
    const kept = keepTimeBonusCountdown(ended, { userId: 1, endsAtMs: at(30_000) });
    expect(timeBonusRemaining(kept, at(15_000))).toBeNull();
  });

  it('is cleared on logout or when the member becomes paid, and another member gets their own', () => {
    const running = timeBonusCountdown(free);
    expect(keepTimeBonusCountdown(running, timeBonusCountdown(null))).toBeNull();
    expect(keepTimeBonusCountdown(running, timeBonusCountdown(paid))).toBeNull();
    const other = timeBonusCountdown({ id: 2, paid_user: false, created_at: new Date(at(3_600)).toISOString() });
    expect(keepTimeBonusCountdown(running, other)).toBe(other);
    expect(keepTimeBonusCountdown(null, running)).toBe(running);
  });

  it('formats hh:mm:ss zero-padded', () => {
    expect(formatTimeBonus(14_400)).toBe('04:00:00');
    expect(formatTimeBonus(14_399)).toBe('03:59:59');
    expect(formatTimeBonus(3_661)).toBe('01:01:01');
    expect(formatTimeBonus(59)).toBe('00:00:59');
    expect(formatTimeBonus(0)).toBe('00:00:00');
  });
});
