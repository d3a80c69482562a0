import { describe, expect, it } from 'vitest';
import { actionCosts, minimumCurrency, signupGrant, type CostSettings } from '../../server/credits/actionCosts';
import { DEFAULT_PACKAGES, localPrice, withOnePopular } from '../../server/credits/packages';
import { isCheaperPerCredit, cheapestCreditPrice } from '../../server/credits/actionCosts';
import { CURRENCIES } from '../../contract/credits';

/** The one function that says what a text, a gift and a photo cost (server/credits/actionCosts.ts). */

const SETTINGS: CostSettings = {
  message_credits: 1,
  gift_credits: 5,
  photo_credits: 2,
  minimum_message_costs: {
    NL: { costs: 0.79, currency: 'EUR' },
    PL: { costs: 3.49, currency: 'PLN' },
  },
};
const EUR = (amountMinor: number, credits: number) => ({ amountMinor, credits, currency: 'EUR' });

describe('actionCosts', () => {
  it("charges the site's message credits where the country has no minimum", () => {
    expect(actionCosts(SETTINGS, 'IE', null)).toEqual({ text: 1, gift: 5, photo: 2 });
  });

  it('raises a text to the credits that make up the country minimum at the cheapest credit price', () => {
    // 0.79 EUR at 79.99 EUR for 300 credits: 2.96 credits, so 3.
    expect(actionCosts(SETTINGS, 'NL', EUR(7999, 300)).text).toBe(3);
    // At 2.99 EUR for 15 credits (a credit for 0.20 EUR) the same minimum takes 4.
    expect(actionCosts(SETTINGS, 'NL', EUR(299, 15)).text).toBe(4);
  });

  it('never lowers a text below the site setting, and leaves gifts and photos at theirs', () => {
    const dear = { ...SETTINGS, message_credits: 6 };
    expect(actionCosts(dear, 'NL', EUR(7999, 300))).toEqual({ text: 6, gift: 5, photo: 2 });
  });

  it('ignores a price in another currency than the minimum', () => {
    expect(actionCosts(SETTINGS, 'PL', EUR(7999, 300)).text).toBe(1);
    expect(actionCosts(SETTINGS, 'PL', { amountMinor: 34599, credits: 300, currency: 'PLN' }).text).toBe(4);
  });

  it("names the currency of the country's minimum", () => {
    expect(minimumCurrency(SETTINGS, 'PL')).toBe('PLN');
    expect(minimumCurrency(SETTINGS, 'IE')).toBeNull();
  });
});

describe('signupGrant', () => {
  it("is the site's signup credits when they pay for a message everywhere", () => {
    expect(signupGrant(3, [1, 3, 2])).toBe(3);
  });
  it('is raised to the dearest first message of the countries', () => {
    expect(signupGrant(3, [3, 4, 3])).toBe(4);
  });
  it('stays 0 on a site that gives no signup credits', () => {
    expect(signupGrant(0, [4])).toBe(0);
  });
});

describe('the default packages', () => {
  const perCurrency = CURRENCIES.map((currency) => ({
    currency,
    packs: DEFAULT_PACKAGES.filter((pkg) => pkg.kind === 'credits').map((pkg) => ({ amountMinor: localPrice(pkg.eur_minor, currency), credits: pkg.credits + pkg.bonus_credits, currency })),
    offers: DEFAULT_PACKAGES.filter((pkg) => pkg.kind === 'premium').map((pkg) => ({ amountMinor: localPrice(pkg.eur_minor, currency), credits: pkg.credits + pkg.bonus_credits, currency })),
  }));

  it.each(perCurrency)('has no premium offer cheaper per credit than the best credit pack in $currency', ({ packs, offers }) => {
    const best = cheapestCreditPrice(packs);
    expect(best).not.toBeNull();
    for (const offer of offers) expect(isCheaperPerCredit(offer, best ?? offer)).toBe(false);
  });

  it('flags one popular package per kind', () => {
    for (const kind of ['credits', 'premium'] as const) expect(DEFAULT_PACKAGES.filter((pkg) => pkg.kind === kind && pkg.popular)).toHaveLength(1);
  });
});

describe('withOnePopular', () => {
  const pkg = (kind: 'credits' | 'premium', popular: boolean, id: number) => ({ id, kind, popular });

  it('keeps the first flagged package of each kind', () => {
    const result = withOnePopular([pkg('credits', true, 1), pkg('credits', true, 2), pkg('premium', false, 3), pkg('premium', true, 4)]);
    expect(result.filter((item) => item.popular).map((item) => item.id)).toEqual([1, 4]);
  });

  it('flags the middle package of a kind without any flag', () => {
    const result = withOnePopular([pkg('credits', false, 1), pkg('credits', false, 2), pkg('credits', false, 3)]);
    expect(result.filter((item) => item.popular).map((item) => item.id)).toEqual([2]);
  });
});
