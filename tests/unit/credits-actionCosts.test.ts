import { describe, expect, it } from 'vitest';
import { actionCosts, minimumCurrency, signupGrant, type CostSettings } from '../../server/credits/actionCosts';
import { DEFAULT_PACKAGES, localPrice, withOnePopular } from '../../server/credits/packages';
import { isCheaperPerCredit, cheapestCreditPrice } from '../../server/credits/actionCosts';
import { CURRENCIES } from '../../contract/credits';
import { TIME_BONUS } from '../../contract/constants';
import { cheapestDiscountedPrice, discountedCreditPrices, minimumMessageCredits } from '../../server/credits/actionCosts';
import { discountedAmount } from '../../server/credits/currency';

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

describe('the minimum at the cheapest discounted price', () => {
  const NL = SETTINGS.minimum_message_costs.NL;
  const demoPacks = DEFAULT_PACKAGES.map((pkg) => ({ amountMinor: localPrice(pkg.eur_minor, 'EUR'), credits: pkg.credits + pkg.bonus_credits, currency: 'EUR' }));
  const off = (percentage: number, minimumOrderMinor: number | null = null) => ({ percentage, minimumOrderMinor });
  const nlText = (discounts: ReturnType<typeof off>[]) => actionCosts(SETTINGS, 'NL', cheapestDiscountedPrice(demoPacks, discounts)).text;

  it('leaves the message price unchanged without a discount', () => {
    expect(cheapestDiscountedPrice(demoPacks, [])).toEqual(cheapestCreditPrice(demoPacks));
    expect(nlText([])).toBe(3);
  });

  it('makes an NL message 4 credits during the 25 % time bonus with the demo packages', () => {
    expect(TIME_BONUS.percentage).toBe(25);
    expect(nlText([off(TIME_BONUS.percentage)])).toBe(4);
  });

  it('raises it further with a 50 % code, whichever discount is listed first', () => {
    expect(nlText([off(50), off(TIME_BONUS.percentage)])).toBe(6);
    expect(nlText([off(TIME_BONUS.percentage), off(50), off(10)])).toBe(6);
  });

  it('applies a code only to the packages that meet its minimum order', () => {
    // A 50 % code from 100.00 EUR applies to no demo package: the time bonus decides.
    expect(nlText([off(TIME_BONUS.percentage), off(50, 10_000)])).toBe(4);
  });

  it('rounds the discounted price as the payment charges it, so the minimum holds exactly', () => {
    for (const percentage of [0, 10, 25, 33, 50, 75, 99]) {
      const cheapest = cheapestDiscountedPrice(demoPacks, [off(percentage)]);
      expect(cheapest).not.toBeNull();
      if (!cheapest) continue;
      // Every discounted pack is charged discountedAmount(price, percentage): never cheaper per credit than `cheapest`.
      for (const pack of demoPacks) expect(isCheaperPerCredit({ ...pack, amountMinor: discountedAmount(pack.amountMinor, percentage) }, cheapest)).toBe(false);
      const credits = minimumMessageCredits(NL, cheapest);
      // credits × price per credit ≥ minimum, in exact integer arithmetic.
      expect(credits * cheapest.amountMinor).toBeGreaterThanOrEqual(79 * cheapest.credits);
      expect((credits - 1) * cheapest.amountMinor).toBeLessThan(79 * cheapest.credits);
    }
  });

  it('drops a price a 100 % discount makes free', () => {
    expect(discountedCreditPrices([EUR(999, 20)], [off(100)])).toEqual([EUR(0, 20)]);
    expect(cheapestDiscountedPrice([EUR(999, 20)], [off(100)])).toBeNull();
  });
});
