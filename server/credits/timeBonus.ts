import { TIME_BONUS } from '../../contract/constants';
import { WELCOME_DISCOUNT, type TimeBonus } from '../../contract/credits';

/**
 * The time rules of the time bonus and the welcome discount (SPEC §4, §9), as pure functions of the user and a
 * clock, so tests drive them with any instant. Both windows count from signup, so they are never restarted.
 */

export interface BonusUser {
  /** ISO-8601 signup time. */
  readonly created_at: string;
  readonly paid_user: boolean;
}

export function timeBonusEndsAt(createdAt: string): Date {
  return new Date(Date.parse(createdAt) + TIME_BONUS.validForS * 1000);
}

/** Active for logged-in, non-paid users until 14400 s after signup; inactive when logged out (null), paid, or later. */
export function isTimeBonusActive(user: BonusUser | null, now: Date): boolean {
  if (!user || user.paid_user) return false;
  return now.getTime() < timeBonusEndsAt(user.created_at).getTime();
}

export function timeBonusState(user: BonusUser | null, now: Date): TimeBonus {
  const active = isTimeBonusActive(user, now);
  return {
    active,
    ends_at: active && user ? timeBonusEndsAt(user.created_at).toISOString() : null,
    code: TIME_BONUS.code,
    value_percentage: TIME_BONUS.percentage,
  };
}

export function welcomeDiscountEndsAt(createdAt: string): Date {
  return new Date(Date.parse(createdAt) + WELCOME_DISCOUNT.validForS * 1000);
}

/** The welcome discount: for non-paid users, until 48 hours after signup. */
export function isWelcomeDiscountActive(user: BonusUser | null, now: Date): boolean {
  if (!user || user.paid_user) return false;
  return now.getTime() < welcomeDiscountEndsAt(user.created_at).getTime();
}

export type UserRelativeKind = 'time_bonus' | 'welcome';

/** When a user-relative code ends for this user (null: not for them at all: logged out or paid). */
export function userRelativeExpiry(kind: UserRelativeKind, user: BonusUser | null): Date | null {
  if (!user || user.paid_user) return null;
  return kind === 'time_bonus' ? timeBonusEndsAt(user.created_at) : welcomeDiscountEndsAt(user.created_at);
}

/**
 * Which welcome-type discount a user gets now: the time bonus while it runs (it takes priority, SPEC §4), else the
 * welcome discount while its window is open; each only if the user has not used it.
 */
export function welcomeOffer(
  user: BonusUser | null,
  now: Date,
  used: { readonly timeBonus: boolean; readonly welcome: boolean },
): UserRelativeKind | null {
  if (isTimeBonusActive(user, now) && !used.timeBonus) return 'time_bonus';
  if (isWelcomeDiscountActive(user, now) && !used.welcome) return 'welcome';
  return null;
}
