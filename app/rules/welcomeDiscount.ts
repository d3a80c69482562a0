import { TIME_BONUS } from '../../contract/constants';
import { WELCOME_DISCOUNT, type DiscountCode } from '../../contract/credits';
import type { User } from '../../contract/entities';
import { isMembersArea } from './isMembersArea';
import { dismissedSinceSignup } from './timeBonusPopup';

/**
 * The welcome discount (SPEC §2, §9: 25%, time-limited), offered by a banner and a modal that lead to the credits
 * page. The time bonus (TIMEBONUS25) takes priority while it runs (SPEC §4): then neither shows, and the time
 * bonus's own banner and popup do.
 */

/**
 * Whether asking for the welcome discount can answer one: a non-paid member, no time bonus running (it would be the
 * answer), and still inside the welcome window after signup. Saves every older member a request that can only fail.
 */
export function welcomeDiscountMayApply(
  user: Pick<User, 'paid_user' | 'created_at'> | null,
  timeBonusActive: boolean,
  nowMs: number,
): boolean {
  if (!user || user.paid_user || timeBonusActive) return false;
  const signupMs = Date.parse(user.created_at);
  return Number.isFinite(signupMs) && nowMs < signupMs + WELCOME_DISCOUNT.validForS * 1000;
}

export interface WelcomeDiscountFacts {
  readonly user: Pick<User, 'paid_user' | 'created_at'> | null;
  /** The answer of GET /api/discountcode.php?welcome=true; null when there is none or the request failed. */
  readonly discount: DiscountCode | null;
  readonly timeBonusActive: boolean;
  readonly routeName: string | null;
  /** Stored dismissals (unix seconds) of the banner and of the modal. */
  readonly bannerDismissedAt: number | null;
  readonly modalDismissedAt: number | null;
  readonly nowMs: number;
}

export interface WelcomeDiscountOffer {
  readonly code: string;
  readonly percentage: number;
  /** Seconds until it expires; null when the code has no end. */
  readonly secondsLeft: number | null;
  readonly banner: boolean;
  readonly modal: boolean;
}

/** The welcome offer to show now, or null: for a non-paid member, in the members area, until it expires or is dismissed. */
export function welcomeDiscountOffer(facts: WelcomeDiscountFacts): WelcomeDiscountOffer | null {
  const { user, discount, nowMs } = facts;
  if (!user || user.paid_user || facts.timeBonusActive) return null;
  // The server answers the time-bonus code to welcome=true while it runs; that one has its own banner.
  if (!discount || discount.code === TIME_BONUS.code || discount.status !== 'active' || discount.expired) return null;
  let secondsLeft: number | null = null;
  if (discount.expires !== null) {
    const endsAtMs = Date.parse(discount.expires);
    secondsLeft = Number.isFinite(endsAtMs) ? Math.ceil((endsAtMs - nowMs) / 1000) : 0;
    if (secondsLeft <= 0) return null;
  }
  const inArea = isMembersArea(facts.routeName);
  const banner = inArea && !dismissedSinceSignup(facts.bannerDismissedAt, user.created_at);
  const modal = inArea && !dismissedSinceSignup(facts.modalDismissedAt, user.created_at);
  if (!banner && !modal) return null;
  return { code: discount.code, percentage: discount.value_percentage, secondsLeft, banner, modal };
}
