import { BADGE_CAP } from '../../../contract/constants';

/**
 * SPEC §2, §9: unread and new-like counts show at most the cap, then "cap+" (99 → "99", 100 → "99+").
 * Negative or fractional counts (a stale or bad value) are floored at 0 and rounded down.
 */
export function capCount(count: number, cap: number = BADGE_CAP): string {
  const whole = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return whole > cap ? `${cap}+` : String(whole);
}
