import { describe, expect, it } from 'vitest';
import type { AutomaticDiscount, CreditPackage, DiscountCode, Payment } from '../../contract/credits';
import type { ErrorBody } from '../../contract/errors';
import { checkoutDiscount, packagesForDiscount, retryDiscountCode } from '../../app/rules/checkoutDiscount';
import {
  directDebitPath,
  packageIdParam,
  packagePath,
  repeatOrderPath,
  withCodePath,
  withDiscountCode,
} from '../../app/rules/checkoutLinks';
import { checkoutFlow, chosenMethod } from '../../app/rules/checkoutMethods';
import { directDebitDetailErrors } from '../../app/rules/directDebitDetails';
import { directDebitFailure } from '../../app/rules/directDebitFailure';
import { PAYMENT_POLL_FIRST_MS, PAYMENT_POLL_MAX_MS, paymentPollDelayMs } from '../../app/rules/paymentPolling';
import {
  isRecurringCardFailure,
  isSettledPaymentStatus,
  paymentResultState,
  unlockedPremium,
} from '../../app/rules/paymentResultState';

const NOW = new Date('2026-11-22T12:00:00.000Z');

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    payment_id: 'pay_AAAAAAAAAAAAAAAAAAAAAA',
    status: 'completed',
    kind: 'checkout',
    package_id: 2,
    package_kind: 'credits',
    credits: 110,
    amount: { amount_minor: 1795, currency: 'EUR' },
    method: 'ideal',
    discount: null,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:01:00.000Z',
    completed_at: '2026-11-22T10:01:00.000Z',
    ...overrides,
  };
}

function code(overrides: Partial<DiscountCode> = {}): DiscountCode {
  return {
    code: 'FLIRT10',
    country: null,
    user_id: null,
    expires: null,
    value_percentage: 10,
    currency: null,
    minimum_order_value: null,
    status: 'active',
    validity: 'multi',
    expired: false,
    paymentmethods: null,
    ...overrides,
  };
}

const timeBonus: AutomaticDiscount = { code: 'TIMEBONUS25', value_percentage: 25, ends_at: '2026-11-22T13:00:00.000Z' };
const welcome = code({ code: 'WELCOME25', value_percentage: 25, validity: 'once_per_user', expires: '2026-11-23T12:00:00.000Z' });

function creditPackage(overrides: Partial<CreditPackage> = {}): CreditPackage {
  return {
    id: 2,
    kind: 'credits',
    credits: 100,
    bonus_credits: 10,
    total_credits: 110,
    price: { amount_minor: 2000, currency: 'EUR' },
    discounted_price: { amount_minor: 1500, currency: 'EUR' },
    discount_percentage: 10,
    popular: true,
    one_time: true,
    position: 2,
    ...overrides,
  };
}

describe('paymentResultState (SPEC §4)', () => {
  it('is loading until the payment is known', () => {
    expect(paymentResultState(null)).toBe('loading');
    expect(paymentResultState(undefined)).toBe('loading');
  });
  it.each(['pending', 'completed', 'failed', 'cancelled', 'reversed'] as const)('shows %s as its own screen', (status) => {
    expect(paymentResultState({ status })).toBe(status);
  });
  it('counts only pending as unsettled', () => {
    expect(isSettledPaymentStatus('pending')).toBe(false);
    expect(isSettledPaymentStatus('failed')).toBe(true);
    expect(isSettledPaymentStatus('completed')).toBe(true);
  });
});

describe('isRecurringCardFailure (SPEC §8)', () => {
  it('is a failed repeat order', () => {
    expect(isRecurringCardFailure({ kind: 'repeat', status: 'failed' })).toBe(true);
  });
  it('is not a failed checkout, nor a completed repeat order', () => {
    expect(isRecurringCardFailure({ kind: 'checkout', status: 'failed' })).toBe(false);
    expect(isRecurringCardFailure({ kind: 'repeat', status: 'completed' })).toBe(false);
    expect(isRecurringCardFailure(null)).toBe(false);
  });
});

describe('unlockedPremium (SPEC §1: the first completed purchase)', () => {
  const first = payment();
  it('is the first completed payment', () => {
    const failedEarlier = payment({ payment_id: 'pay_BBBBBBBBBBBBBBBBBBBBBB', status: 'failed', completed_at: null });
    expect(unlockedPremium(first, [first, failedEarlier])).toBe(true);
  });
  it('is not when an earlier purchase completed (even if refunded later)', () => {
    const earlier = payment({ payment_id: 'pay_CCCCCCCCCCCCCCCCCCCCCC', status: 'reversed', completed_at: '2026-11-01T10:00:00.000Z' });
    expect(unlockedPremium(first, [first, earlier])).toBe(false);
  });
  it('is not for a later purchase', () => {
    const later = payment({ payment_id: 'pay_DDDDDDDDDDDDDDDDDDDDDD', completed_at: '2026-11-22T11:00:00.000Z' });
    expect(unlockedPremium(later, [later, first])).toBe(false);
  });
  it('is not for a payment that did not complete', () => {
    expect(unlockedPremium(payment({ status: 'pending', completed_at: null }), [])).toBe(false);
  });
});

describe('paymentPollDelayMs', () => {
  it('asks again after a second first, then slower', () => {
    const delays = [0, 1, 2, 3, 4].map((attempt) => paymentPollDelayMs('pending', attempt));
    expect(delays[0]).toBe(PAYMENT_POLL_FIRST_MS);
    for (let index = 1; index < delays.length; index += 1) expect(delays[index]).toBeGreaterThan(delays[index - 1]!);
  });
  it('never waits longer than the cap', () => {
    expect(paymentPollDelayMs('pending', 50)).toBe(PAYMENT_POLL_MAX_MS);
    expect(paymentPollDelayMs('pending', 1e6)).toBe(PAYMENT_POLL_MAX_MS);
  });
  it.each(['completed', 'failed', 'cancelled', 'reversed', undefined] as const)('stops for %s', (status) => {
    expect(paymentPollDelayMs(status, 0)).toBe(0);
  });
  it('treats a nonsense attempt as the first', () => {
    expect(paymentPollDelayMs('pending', -3)).toBe(PAYMENT_POLL_FIRST_MS);
  });
});

describe('chosenMethod and checkoutFlow (SPEC §2 payment-method page)', () => {
  const nl = ['ideal', 'card', 'paypal', 'sepa_dd'] as const;
  it('preselects the URL method when the country offers it', () => {
    expect(chosenMethod(nl, 'ideal')).toBe('ideal');
    expect(chosenMethod(nl, 'PayPal')).toBe('paypal');
  });
  it('does not preselect a method of another country or an unknown one', () => {
    expect(chosenMethod(nl, 'bancontact')).toBeNull();
    expect(chosenMethod(nl, 'bitcoin')).toBeNull();
    expect(chosenMethod(nl, undefined)).toBeNull();
  });
  it('sends SEPA direct debit to its own form and everything else to the hosted checkout', () => {
    expect(checkoutFlow('sepa_dd')).toBe('directdebit');
    expect(checkoutFlow('ideal')).toBe('hosted');
    expect(checkoutFlow('card')).toBe('hosted');
    // A provider that collects the IBAN and mandate on its own page (Stripe): direct debit is a hosted checkout too.
    expect(checkoutFlow('sepa_dd', 'hosted')).toBe('hosted');
    expect(checkoutFlow('sepa_dd', 'form')).toBe('directdebit');
  });
});

describe('checkoutDiscount (one discount in force)', () => {
  it('prefers a typed code, sent with the payment', () => {
    const result = checkoutDiscount({ typed: code(), automatic: timeBonus, welcome, now: NOW });
    expect(result).toEqual({ shown: { source: 'code', code: 'FLIRT10', percentage: 10 }, send: 'FLIRT10' });
  });
  it('then the running time bonus, with its countdown, applied by the server', () => {
    const result = checkoutDiscount({ typed: null, automatic: timeBonus, welcome, now: NOW });
    expect(result).toEqual({ shown: { source: 'time_bonus', code: 'TIMEBONUS25', percentage: 25, seconds: 3600 }, send: undefined });
  });
  it('then the welcome discount, sent as its code', () => {
    const result = checkoutDiscount({ typed: null, automatic: null, welcome, now: NOW });
    expect(result?.shown).toEqual({ source: 'welcome', code: 'WELCOME25', percentage: 25, seconds: 86_400 });
    expect(result?.send).toBe('WELCOME25');
  });
  it('ignores expired codes and a time bonus that has run out', () => {
    const ended = { ...timeBonus, ends_at: '2026-11-22T11:59:59.000Z' };
    expect(checkoutDiscount({ typed: code({ expired: true }), automatic: ended, welcome: null, now: NOW })).toBeNull();
    expect(checkoutDiscount({ typed: null, automatic: null, welcome: { ...welcome, expired: true }, now: NOW })).toBeNull();
  });
  it('is none without any discount', () => {
    expect(checkoutDiscount({ typed: null, automatic: null, welcome: null, now: NOW })).toBeNull();
  });
});

describe('packagesForDiscount', () => {
  const packages = [creditPackage(), creditPackage({ id: 3, discounted_price: null })];
  it('keeps the server time-bonus prices while the time bonus is in force', () => {
    const discount = checkoutDiscount({ typed: null, automatic: timeBonus, welcome: null, now: NOW });
    expect(packagesForDiscount(packages, discount)[0]!.discounted_price).toEqual({ amount_minor: 1500, currency: 'EUR' });
  });
  it('drops them for a typed code (discounts do not add up)', () => {
    const discount = checkoutDiscount({ typed: code(), automatic: timeBonus, welcome: null, now: NOW });
    expect(packagesForDiscount(packages, discount).map((item) => item.discounted_price)).toEqual([null, null]);
  });
});

describe('retryDiscountCode', () => {
  it('sends the code a failed payment used again', () => {
    expect(retryDiscountCode(payment({ discount: { code: 'FLIRT10', value_percentage: 10 } }))).toBe('FLIRT10');
  });
  it('leaves the time bonus to the server', () => {
    expect(retryDiscountCode(payment({ discount: { code: 'TIMEBONUS25', value_percentage: 25 } }))).toBeUndefined();
    expect(retryDiscountCode(payment())).toBeUndefined();
  });
});

describe('checkout links', () => {
  it('builds the payment-method page with method and typed code', () => {
    expect(packagePath(12, null)).toBe('/credits/12');
    expect(packagePath(12, 'FLIRT10', 'ideal')).toBe('/credits/12/ideal?code=FLIRT10');
    expect(packagePath(12, 'a b&c')).toBe('/credits/12?code=a+b%26c');
  });
  it('builds the direct-debit, repeat-order and credits paths', () => {
    expect(directDebitPath(3)).toBe('/directdebit?package=3');
    expect(repeatOrderPath(3)).toBe('/credits/repeat-order?package=3');
    expect(repeatOrderPath(null)).toBe('/credits/repeat-order');
    expect(withCodePath('/premium', 'FLIRT10')).toBe('/premium?code=FLIRT10');
    expect(withCodePath('/premium', null)).toBe('/premium');
  });
  it('reads only positive whole package ids', () => {
    expect(packageIdParam('12')).toBe(12);
    expect(packageIdParam('0')).toBeNull();
    expect(packageIdParam('-1')).toBeNull();
    expect(packageIdParam('1e3')).toBeNull();
    expect(packageIdParam('12abc')).toBeNull();
    expect(packageIdParam(undefined)).toBeNull();
  });
  it('sets and removes the typed code, keeping other parameters', () => {
    const set = withDiscountCode(new URLSearchParams('utm=x'), 'FLIRT10');
    expect(set.toString()).toBe('utm=x&code=FLIRT10');
    expect(withDiscountCode(set, null).toString()).toBe('utm=x');
  });
});

describe('directDebitDetailErrors (ibantools, libphonenumber-js)', () => {
  const valid = { iban: 'NL91 ABNA 0417 1643 00', phone: '+31612345678', phoneCountry: 'NL' };
  it('accepts a SEPA IBAN (any spacing and case) and a mobile number', () => {
    expect(directDebitDetailErrors(valid)).toEqual({});
    expect(directDebitDetailErrors({ ...valid, iban: 'de89370400440532013000', phone: '+4915123456789', phoneCountry: 'DE' })).toEqual({});
  });
  it('refuses an IBAN with a wrong check (mod-97)', () => {
    expect(directDebitDetailErrors({ ...valid, iban: 'NL91ABNA0417164301' }).iban).toEqual({ code: 'iban_invalid' });
  });
  it('refuses a valid IBAN from outside SEPA', () => {
    // A valid Brazilian IBAN: correct mod-97, but SEPA debits only reach SEPA countries.
    expect(directDebitDetailErrors({ ...valid, iban: 'BR1800360305000010009795493C1' }).iban).toEqual({ code: 'iban_invalid' });
  });
  it('refuses landline and malformed numbers: the SDD code comes by text message', () => {
    expect(directDebitDetailErrors({ ...valid, phone: '+31201234567' }).phone).toEqual({ code: 'phone_invalid' });
    expect(directDebitDetailErrors({ ...valid, phone: '+316123' }).phone).toEqual({ code: 'phone_invalid' });
  });
  it('asks for missing fields', () => {
    expect(directDebitDetailErrors({ iban: '  ', phone: '', phoneCountry: 'NL' })).toEqual({ iban: { code: 'required' }, phone: { code: 'required' } });
  });
  it('does not throw on an unknown country', () => {
    expect(directDebitDetailErrors({ ...valid, phone: '612345678', phoneCountry: 'XX' }).phone).toEqual({ code: 'phone_invalid' });
  });
});

describe('directDebitFailure (SPEC §5, §8)', () => {
  const body = (overrides: Partial<ErrorBody>): ErrorBody => ({ error: 'internal', status: 500, message: 'x', ...overrides });
  it('sends blocked and limit to another method', () => {
    expect(directDebitFailure(body({ error: 'directdebit_blocked', status: 403 }))).toEqual({ kind: 'other_method', code: 'directdebit_blocked' });
    expect(directDebitFailure(body({ error: 'directdebit_limit', status: 409 }))).toEqual({ kind: 'other_method', code: 'directdebit_limit' });
  });
  it("asks for the code again on 'Code ongeldig', with the tries left", () => {
    const wrong = body({ error: 'sdd_code_invalid', status: 400, fields: { code: { code: 'sdd_code_invalid', params: { count: 3 } } }, params: { count: 3 } });
    expect(directDebitFailure(wrong)).toEqual({ kind: 'code', field: { code: 'sdd_code_invalid', params: { count: 3 } }, attemptsLeft: 3 });
  });
  it('starts over when the code expired or the debit was cancelled after too many tries', () => {
    const expired = body({ error: 'sdd_code_invalid', status: 400, fields: { code: { code: 'sdd_code_expired' } }, params: { count: 0 } });
    expect(directDebitFailure(expired)).toEqual({ kind: 'restart', field: { code: 'sdd_code_expired' } });
    const locked = body({ error: 'payment_failed', status: 402, fields: { code: { code: 'sdd_code_locked' } } });
    expect(directDebitFailure(locked)).toEqual({ kind: 'restart', field: { code: 'sdd_code_locked' } });
  });
  it('marks the fields of a validation failure', () => {
    const fields = { iban: { code: 'iban_invalid' } };
    expect(directDebitFailure(body({ error: 'validation_failed', status: 400, fields }))).toEqual({ kind: 'fields', fields });
  });
  it('lets the payer try again otherwise', () => {
    expect(directDebitFailure(null)).toEqual({ kind: 'retry' });
    expect(directDebitFailure(body({}))).toEqual({ kind: 'retry' });
    expect(directDebitFailure(body({ error: 'validation_failed', status: 400 }))).toEqual({ kind: 'retry' });
  });
});
