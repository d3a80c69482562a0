import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../contract/credits';
import { currencyForCountry, discountedAmount, formatMoney } from '../../server/credits/currency';
import { discountRefusal, type DiscountContext } from '../../server/credits/discounts';
import { DEFAULT_PACKAGES, localPrice } from '../../server/credits/packages';
import type { DiscountCodeRow } from '../../server/credits/tables';
import {
  isTimeBonusActive,
  isWelcomeDiscountActive,
  timeBonusState,
  welcomeOffer,
} from '../../server/credits/timeBonus';
import { maskIban, maskPhone, normalizeIban, parsePhone } from '../../server/payments/directdebit';
import { paymentMethodsFor } from '../../server/payments/methods';
import { canTransition } from '../../server/payments/status';

/** Pure rules of the credits and payments areas: no server, no database. */

describe('currencyForCountry', () => {
  it.each([
    ['NL', 'EUR'],
    ['BE', 'EUR'],
    ['DE', 'EUR'],
    ['AT', 'EUR'],
    ['FI', 'EUR'],
    ['IE', 'EUR'],
    ['GB', 'GBP'],
    ['PL', 'PLN'],
    ['DK', 'DKK'],
    ['SE', 'SEK'],
    ['NO', 'NOK'],
    ['CH', 'CHF'],
    ['US', 'USD'],
    ['CA', 'USD'],
    ['AU', 'USD'],
    ['BR', 'EUR'],
  ])('%s pays in %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it('falls back to euros without a country and reads lower case', () => {
    expect(currencyForCountry(null)).toBe('EUR');
    expect(currencyForCountry('se')).toBe('SEK');
  });
});

describe('paymentMethodsFor', () => {
  it('puts local methods first, then card and PayPal, then SEPA direct debit in euro countries', () => {
    expect(paymentMethodsFor('NL')).toEqual(['ideal', 'card', 'paypal', 'sepa_dd']);
    expect(paymentMethodsFor('BE')).toEqual(['bancontact', 'card', 'paypal', 'sepa_dd']);
    expect(paymentMethodsFor('DE')).toEqual(['sofort', 'klarna', 'card', 'paypal', 'sepa_dd']);
    expect(paymentMethodsFor('AT')).toEqual(['eps', 'sofort', 'klarna', 'card', 'paypal', 'sepa_dd']);
    expect(paymentMethodsFor('FR')).toEqual(['card', 'paypal', 'sepa_dd']);
    expect(paymentMethodsFor('PL')).toEqual(['przelewy24', 'card', 'paypal']);
    expect(paymentMethodsFor('US')).toEqual(['card', 'paypal']);
    expect(paymentMethodsFor(null)).toEqual(['card', 'paypal']);
  });

  it('offers card and PayPal everywhere', () => {
    for (const country of ['NL', 'GB', 'SE', 'NO', 'CH', 'US', 'JP']) expect(paymentMethodsFor(country)).toEqual(expect.arrayContaining(['card', 'paypal']));
  });
});

describe('prices', () => {
  it('rounds seeded local prices to price points', () => {
    expect(localPrice(999, 'EUR')).toBe(999);
    expect(localPrice(999, 'USD')).toBe(1099);
    expect(localPrice(999, 'GBP')).toBe(899);
    expect(localPrice(999, 'SEK')).toBe(11400);
    expect(localPrice(999, 'DKK')).toBe(7400);
  });

  it('has a positive price in every currency for every default package, and more credits cost more', () => {
    for (const currency of CURRENCIES) {
      const credits = DEFAULT_PACKAGES.filter((pkg) => pkg.kind === 'credits').map((pkg) => localPrice(pkg.eur_minor, currency));
      expect(credits.every((price) => Number.isInteger(price) && price > 0)).toBe(true);
      expect([...credits].sort((a, b) => a - b)).toEqual(credits);
    }
  });

  it('takes a percentage off to the cent', () => {
    expect(discountedAmount(999, 25)).toBe(749);
    expect(discountedAmount(2299, 10)).toBe(2069);
    expect(discountedAmount(999, 0)).toBe(999);
    expect(discountedAmount(999, 100)).toBe(0);
  });

  it('formats per locale', () => {
    expect(formatMoney(1999, 'EUR', 'nl')).toMatch(/€\s?19,99/);
    expect(formatMoney(1999, 'EUR', 'en')).toBe('€19.99');
  });
});

describe('time bonus and welcome discount (controllable clock)', () => {
  const signup = '2025-06-01T10:00:00.000Z';
  const at = (seconds: number) => new Date(Date.parse(signup) + seconds * 1000);
  const member = { created_at: signup, paid_user: false };

  it('runs for 14400 s after signup, then stops', () => {
    expect(isTimeBonusActive(member, at(0))).toBe(true);
    expect(isTimeBonusActive(member, at(14_399))).toBe(true);
    expect(isTimeBonusActive(member, at(14_400))).toBe(false);
    expect(timeBonusState(member, at(60))).toEqual({ active: true, ends_at: '2025-06-01T14:00:00.000Z', code: 'TIMEBONUS25', value_percentage: 25 });
    expect(timeBonusState(member, at(20_000))).toMatchObject({ active: false, ends_at: null });
  });

  it('is inactive when logged out and for paid users', () => {
    expect(timeBonusState(null, at(1)).active).toBe(false);
    expect(isTimeBonusActive({ ...member, paid_user: true }, at(1))).toBe(false);
  });

  it('has a fixed end: asking again later never restarts it', () => {
    expect(timeBonusState(member, at(100)).ends_at).toBe(timeBonusState(member, at(10_000)).ends_at);
  });

  it('welcome discount: 48 hours for non-paid members', () => {
    expect(isWelcomeDiscountActive(member, at(47 * 3600))).toBe(true);
    expect(isWelcomeDiscountActive(member, at(48 * 3600))).toBe(false);
    expect(isWelcomeDiscountActive({ ...member, paid_user: true }, at(1))).toBe(false);
  });

  it('the time bonus takes priority over the welcome discount while it runs', () => {
    const none = { timeBonus: false, welcome: false };
    expect(welcomeOffer(member, at(60), none)).toBe('time_bonus');
    expect(welcomeOffer(member, at(5 * 3600), none)).toBe('welcome');
    expect(welcomeOffer(member, at(60), { timeBonus: true, welcome: false })).toBe('welcome');
    expect(welcomeOffer(member, at(49 * 3600), none)).toBeNull();
    expect(welcomeOffer(null, at(60), none)).toBeNull();
  });
});

describe('discountRefusal', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const code: DiscountCodeRow = {
    id: 1,
    site_id: 1,
    code: 'SUMMER',
    kind: 'standard',
    country: null,
    currency: null,
    value_percentage: 20,
    minimum_order_value_minor: null,
    expires: null,
    status: 'active',
    validity: 'once_per_user',
    paymentmethods: null,
    user_id: null,
    created_at: now.toISOString(),
  };
  const context: DiscountContext = {
    userId: 7,
    user: { created_at: '2025-05-01T00:00:00Z', paid_user: false },
    country: 'NL',
    currency: 'EUR',
    now,
    amountMinor: 2000,
    method: 'ideal',
  };
  const free = { redeemed: false, heldByOpenPayment: false };

  it('accepts a plain active code', () => {
    expect(discountRefusal(code, context, free)).toBeNull();
  });

  it('enforces country, currency, minimum order value, expiry and payment methods', () => {
    expect(discountRefusal({ ...code, country: 'BE' }, context, free)).toBe('not_available');
    expect(discountRefusal({ ...code, currency: 'GBP' }, context, free)).toBe('not_available');
    expect(discountRefusal({ ...code, currency: 'EUR', minimum_order_value_minor: 2001 }, context, free)).toBe('minimum');
    expect(discountRefusal({ ...code, currency: 'EUR', minimum_order_value_minor: 2000 }, context, free)).toBeNull();
    expect(discountRefusal({ ...code, expires: '2025-06-01T12:00:00.000Z' }, context, free)).toBe('expired');
    expect(discountRefusal({ ...code, expires: '2025-06-01T12:00:01.000Z' }, context, free)).toBeNull();
    expect(discountRefusal({ ...code, paymentmethods: '["card","paypal"]' }, context, free)).toBe('method');
    expect(discountRefusal({ ...code, paymentmethods: '["ideal"]' }, context, free)).toBeNull();
  });

  it('enforces once per user, personal codes and status', () => {
    expect(discountRefusal(code, context, { redeemed: true, heldByOpenPayment: false })).toBe('used');
    expect(discountRefusal({ ...code, validity: 'multi' }, context, { redeemed: true, heldByOpenPayment: false })).toBeNull();
    expect(discountRefusal(code, context, { redeemed: false, heldByOpenPayment: true })).toBe('in_use');
    expect(discountRefusal({ ...code, user_id: 8 }, context, free)).toBe('not_found');
    expect(discountRefusal({ ...code, user_id: 7 }, context, free)).toBeNull();
    expect(discountRefusal({ ...code, status: 'inactive' }, context, free)).toBe('not_found');
  });

  it('checks amount and method only when they are known (a look-up)', () => {
    const lookup: DiscountContext = { userId: 7, user: context.user, country: 'NL', currency: 'EUR', now };
    expect(discountRefusal({ ...code, currency: 'EUR', minimum_order_value_minor: 99_999, paymentmethods: '["card"]' }, lookup, free)).toBeNull();
  });

  it('time bonus codes run 14400 s from signup and are not for paid users or visitors', () => {
    const timeBonus = { ...code, code: 'TIMEBONUS25', kind: 'time_bonus' as const, value_percentage: 25 };
    const fresh = { ...context, user: { created_at: '2025-06-01T09:00:00Z', paid_user: false } };
    expect(discountRefusal(timeBonus, fresh, free)).toBeNull();
    expect(discountRefusal(timeBonus, { ...fresh, now: new Date('2025-06-01T13:00:00Z') }, free)).toBe('expired');
    expect(discountRefusal(timeBonus, { ...fresh, user: { ...fresh.user, paid_user: true } }, free)).toBe('expired');
    expect(discountRefusal(timeBonus, { ...fresh, userId: null, user: null }, free)).toBe('not_found');
  });
});

describe('payment status moves only forward', () => {
  it.each([
    ['pending', 'completed', true],
    ['pending', 'failed', true],
    ['pending', 'cancelled', true],
    ['completed', 'reversed', true],
    ['completed', 'pending', false],
    ['completed', 'failed', false],
    ['cancelled', 'completed', false],
    ['failed', 'completed', false],
    ['reversed', 'completed', false],
    ['pending', 'reversed', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });
});

describe('direct debit input', () => {
  it('validates IBANs with mod-97 and keeps SEPA countries only', () => {
    expect(normalizeIban('NL91 ABNA 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(normalizeIban('nl91abna0417164300')).toBe('NL91ABNA0417164300');
    expect(normalizeIban('NL91 ABNA 0417 1643 01')).toBeNull();
    expect(normalizeIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normalizeIban('not an iban')).toBeNull();
    // Brazil has IBANs but is not in SEPA.
    expect(normalizeIban('BR15 0000 0000 0000 1093 2840 814P 2')).toBeNull();
  });

  it('masks IBANs and phone numbers', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 •••• 4300');
    expect(maskPhone('+31612345678')).toBe('+31••••••678');
  });

  it('reads phone numbers for the payer country', () => {
    expect(parsePhone('06 12345678', 'NL')).toBe('+31612345678');
    expect(parsePhone('+49 151 23456789', 'NL')).toBe('+4915123456789');
    expect(parsePhone('12345', 'NL')).toBeNull();
    expect(parsePhone('06 1234', 'NL')).toBeNull();
    // A landline cannot receive the SMS with the SDD code.
    expect(parsePhone('020 123 4567', 'NL')).toBeNull();
  });
});
