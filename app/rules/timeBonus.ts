import { TIME_BONUS } from '../../contract/constants';
import type { TimeBonus } from '../../contract/credits';
import type { User } from '../../contract/entities';
import { formatCountdown } from '../../src/components/Countdown/formatCountdown';

/**
 * SPEC §4 time bonus: inactive when logged out, for paid users, and from 14400 s after signup; otherwise a countdown
 * to that moment, ticking each second, not restarted while running, cleared at zero and on logout. Pure functions of
 * the user, the server's answer and a clock (`nowMs`), so tests drive them with any instant.
 */

export type TimeBonusUser = Pick<User, 'id' | 'paid_user' | 'created_at'>;

/** A running countdown: whose it is and the instant it reaches zero. */
export interface TimeBonusCountdown {
  readonly userId: number;
  readonly endsAtMs: number;
}

/**
 * The countdown this user is owed now, or null when they get none. Until the server's answer (GET
 * /api/timebonus.php) arrives it is derived from the signup time the user call already gave, so the banner is right
 * at first paint; the answer, once there, decides (it may say inactive, or give the end).
 */
export function timeBonusCountdown(user: TimeBonusUser | null, answer?: TimeBonus | null): TimeBonusCountdown | null {
  if (!user || user.paid_user) return null;
  const endsAtMs = answer
    ? answer.active && answer.ends_at !== null
      ? Date.parse(answer.ends_at)
      : Number.NaN
    : Date.parse(user.created_at) + TIME_BONUS.validForS * 1000;
  return Number.isFinite(endsAtMs) ? { userId: user.id, endsAtMs } : null;
}

/**
 * Whole seconds left, rounded up so that "more than 0" means exactly "still active" (the server's rule is
 * now < end); null once it reaches zero: the state is cleared then, not left showing 00:00:00.
 */
export function timeBonusRemaining(countdown: TimeBonusCountdown | null, nowMs: number): number | null {
  if (!countdown) return null;
  const seconds = Math.ceil((countdown.endsAtMs - nowMs) / 1000);
  return seconds > 0 ? seconds : null;
}

export function isTimeBonusActive(countdown: TimeBonusCountdown | null, nowMs: number): boolean {
  return timeBonusRemaining(countdown, nowMs) !== null;
}

/**
 * The countdown to keep when a new one is computed (a refresh of the user or the answer): the one already held for
 * the same user wins, so a countdown is never restarted or moved while it runs, nor started again after it reached
 * zero. A different user (after logout and login) gets theirs; no user or a paid one clears it.
 */
export function keepTimeBonusCountdown(
  held: TimeBonusCountdown | null,
  next: TimeBonusCountdown | null,
): TimeBonusCountdown | null {
  if (next === null) return null;
  if (held !== null && held.userId === next.userId) return held;
  return next;
}

/** SPEC §4 display: zero-padded hh:mm:ss (14400 → "04:00:00"), the same formatting the Countdown component shows. */
export function formatTimeBonus(seconds: number): string {
  return formatCountdown(seconds);
}
