import { describe, expect, it } from 'vitest';
import { welcomeDiscountMayApply, welcomeDiscountOffer, type WelcomeDiscountFacts } from '../../app/rules/welcomeDiscount';
import { TIME_BONUS } from '../../contract/constants';
import { WELCOME_DISCOUNT, type DiscountCode } from '../../contract/credits';

// A controllable clock: instants are signup + seconds.
const SIGNUP = '2026-03-01T10:00:00.000Z';
const signupMs = Date.parse(SIGNUP);
const at = (seconds: number) => signupMs + seconds * 1000;
const signupS = signupMs / 1000;

const welcome: DiscountCode = {
  code: WELCOME_DISCOUNT.code,
  country: null,
  user_id: null,
  expires: new Date(at(WELCOME_DISCOUNT.validForS)).toISOString(),
  value_percentage: 25,
  currency: null,
  minimum_order_value: null,
  status: 'active',
  validity: 'once_per_user',
  expired: false,
  paymentmethods: null,
};

const facts: WelcomeDiscountFacts = {
  user: { paid_user: false, created_at: SIGNUP },
  discount: welcome,
  timeBonusActive: false,
  routeName: 'members',
  bannerDismissedAt: null,
  modalDismissedAt: null,
  nowMs: at(5 * 3600),
};

describe('welcome discount (SPEC §2, §9: 25%, time-limited)', () => {
  it('offers a banner and a modal in the members area, with the time left', () => {
    expect(welcomeDiscountOffer(facts)).toEqual({
      code: 'WELCOME25',
      percentage: 25,
      secondsLeft: WELCOME_DISCOUNT.validForS - 5 * 3600,
      banner: true,
      modal: true,
    });
  });

  it('gives way to the running time bonus (SPEC §4 priority)', () => {
    expect(welcomeDiscountOffer({ ...facts, timeBonusActive: true })).toBeNull();
    // The server answers TIMEBONUS25 to welcome=true while the bonus runs: that is not a welcome offer.
    expect(welcomeDiscountOffer({ ...facts, discount: { ...welcome, code: TIME_BONUS.code } })).toBeNull();
  });

  it('is only for logged-in members who have not paid', () => {
    expect(welcomeDiscountOffer({ ...facts, user: null })).toBeNull();
    expect(welcomeDiscountOffer({ ...facts, user: { paid_user: true, created_at: SIGNUP } })).toBeNull();
  });

  it('needs a discount from the server (a failed request is no offer)', () => {
    expect(welcomeDiscountOffer({ ...facts, discount: null })).toBeNull();
    expect(welcomeDiscountOffer({ ...facts, discount: { ...welcome, status: 'inactive' } })).toBeNull();
    expect(welcomeDiscountOffer({ ...facts, discount: { ...welcome, expired: true } })).toBeNull();
  });

  it('ends when it expires', () => {
    expect(welcomeDiscountOffer({ ...facts, nowMs: at(WELCOME_DISCOUNT.validForS - 1) })?.secondsLeft).toBe(1);
    expect(welcomeDiscountOffer({ ...facts, nowMs: at(WELCOME_DISCOUNT.validForS) })).toBeNull();
    expect(welcomeDiscountOffer({ ...facts, discount: { ...welcome, expires: 'garbage' } })).toBeNull();
    expect(welcomeDiscountOffer({ ...facts, discount: { ...welcome, expires: null } })?.secondsLeft).toBeNull();
  });

  it('shows only in the members area', () => {
    expect(welcomeDiscountOffer({ ...facts, routeName: 'credits' })).toBeNull();
    expect(welcomeDiscountOffer({ ...facts, routeName: 'profile' })).toBeNull();
    expect(welcomeDiscountOffer({ ...facts, routeName: null })).toBeNull();
    expect(welcomeDiscountOffer({ ...facts, routeName: 'likes' })?.banner).toBe(true);
  });

  it('remembers the dismissals of the banner and the modal separately, for this account', () => {
    const modalClosed = welcomeDiscountOffer({ ...facts, modalDismissedAt: signupS + 100 });
    expect(modalClosed).toMatchObject({ banner: true, modal: false });
    const bannerHidden = welcomeDiscountOffer({ ...facts, bannerDismissedAt: signupS + 100 });
    expect(bannerHidden).toMatchObject({ banner: false, modal: true });
    expect(welcomeDiscountOffer({ ...facts, bannerDismissedAt: signupS + 1, modalDismissedAt: signupS + 1 })).toBeNull();
    // Dismissed before this account existed: someone else's choice on this browser.
    expect(welcomeDiscountOffer({ ...facts, bannerDismissedAt: signupS - 1, modalDismissedAt: signupS - 1 })).toMatchObject({
      banner: true,
      modal: true,
    });
  });
});

describe('welcomeDiscountMayApply', () => {
  const user = { paid_user: false, created_at: SIGNUP };
  it('asks within the welcome window for a non-paid member without a running time bonus', () => {
    expect(welcomeDiscountMayApply(user, false, at(5 * 3600))).toBe(true);
    expect(welcomeDiscountMayApply(user, false, at(WELCOME_DISCOUNT.validForS - 1))).toBe(true);
  });
  it('does not ask when nothing can come of it', () => {
    expect(welcomeDiscountMayApply(user, true, at(60))).toBe(false);
    expect(welcomeDiscountMayApply(null, false, at(60))).toBe(false);
    expect(welcomeDiscountMayApply({ ...user, paid_user: true }, false, at(60))).toBe(false);
    expect(welcomeDiscountMayApply(user, false, at(WELCOME_DISCOUNT.validForS))).toBe(false);
    expect(welcomeDiscountMayApply({ ...user, created_at: '??' }, false, at(60))).toBe(false);
  });
});
