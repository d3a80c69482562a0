import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../contract/credits';
import {
  formatMailDate,
  formatMailDay,
  mailForTransition,
  mandateReference,
  paymentMailParams,
  type PaymentMailFacts,
  type PaymentTransition,
} from '../../server/payments/receipts/rules';

const checkout = { kind: 'checkout', method: 'ideal', mandateConfirmed: false } as const;

function transition(from: PaymentStatus, to: PaymentStatus, rest: Partial<PaymentTransition> = {}): PaymentTransition {
  return { from, to, ...checkout, ...rest };
}

describe('mailForTransition', () => {
  it('a completed payment of any kind and method sends the receipt', () => {
    expect(mailForTransition(transition('pending', 'completed'))).toBe('receipt');
    expect(mailForTransition(transition('pending', 'completed', { kind: 'repeat', method: 'card' }))).toBe('receipt');
    expect(mailForTransition(transition('pending', 'completed', { kind: 'directdebit', method: 'sepa_dd', mandateConfirmed: true }))).toBe('receipt');
  });

  it('a failed recurring charge sends the failure mail: a repeat order, or a debit on a confirmed mandate', () => {
    expect(mailForTransition(transition('pending', 'failed', { kind: 'repeat', method: 'card' }))).toBe('charge_failed');
    expect(mailForTransition(transition('pending', 'failed', { kind: 'directdebit', method: 'sepa_dd', mandateConfirmed: true }))).toBe('charge_failed');
  });

  it('a first checkout that fails or is cancelled, and a debit that never got its mandate, send nothing', () => {
    expect(mailForTransition(transition('pending', 'failed'))).toBeNull();
    expect(mailForTransition(transition('pending', 'cancelled'))).toBeNull();
    expect(mailForTransition(transition('pending', 'cancelled', { kind: 'repeat', method: 'card' }))).toBeNull();
    expect(mailForTransition(transition('pending', 'failed', { kind: 'directdebit', method: 'sepa_dd', mandateConfirmed: false }))).toBeNull();
  });

  it('nothing but a move out of pending sends a mail (a reversal is not a receipt)', () => {
    for (const from of PAYMENT_STATUSES.filter((status) => status !== 'pending')) {
      for (const to of PAYMENT_STATUSES) expect(mailForTransition(transition(from, to, { kind: 'repeat', method: 'card' }))).toBeNull();
    }
    expect(mailForTransition(transition('pending', 'pending'))).toBeNull();
  });
});

describe('mandateReference', () => {
  it('is stable per payment, different between payments, and within the SEPA rules (35 characters, no _)', () => {
    const one = mandateReference('pay_AbCdEfGhIjKlMnOpQrStUv');
    expect(one).toBe(mandateReference('pay_AbCdEfGhIjKlMnOpQrStUv'));
    expect(one).not.toBe(mandateReference('pay_AbCdEfGhIjKlMnOpQrStUw'));
    expect(one).toMatch(/^MDT-[0-9A-F]{20}$/);
    expect(one.length).toBeLessThanOrEqual(35);
  });
});

describe('mail dates', () => {
  it('names the day and time in UTC in the member language', () => {
    expect(formatMailDate('2026-11-28T09:38:27.000Z', 'en')).toMatch(/^November 28, 2026.* 09:38 (AM )?UTC$/);
    expect(formatMailDate('2026-11-28T09:38:27.000Z', 'nl')).toMatch(/^28 november 2026.*09:38 UTC$/);
    expect(formatMailDay('2026-11-28T23:59:00.000Z', 'de')).toBe('28. November 2026');
  });
});

describe('paymentMailParams', () => {
  const base: PaymentMailFacts = {
    kind: 'receipt',
    language: 'nl',
    memberName: 'Ann',
    payment: {
      public_id: 'pay_AbCdEfGhIjKlMnOpQrStUv',
      amount_minor: 2499,
      currency: 'EUR',
      credits: 70,
      package_kind: 'premium',
      method: 'card',
      discount_code: null,
      discount_percentage: 0,
    },
    methodDetail: 'Visa •••• 4242',
    at: '2026-11-28T09:38:27.000Z',
    creditor: 'Harbourlight Media B.V.',
    retryLink: 'https://flirtlane.example/credits',
  };

  it('formats the exact minor units for the language, and shows a masked card only for card payments', () => {
    const params = paymentMailParams(base);
    expect(params).toMatchObject({ name: 'Ann', product: 'premium', credits: 70, amount: '€\u00a024,99', reference: base.payment.public_id, method: 'card', card: 'Visa •••• 4242' });
    expect(params).not.toHaveProperty('link');
    expect(params).not.toHaveProperty('discount');
    expect(paymentMailParams({ ...base, language: 'en', payment: { ...base.payment, amount_minor: 1, currency: 'PLN' } }).amount).toBe('PLN\u00a00.01');
    expect(paymentMailParams({ ...base, payment: { ...base.payment, method: 'paypal' } })).not.toHaveProperty('card');
    expect(paymentMailParams({ ...base, methodDetail: null })).not.toHaveProperty('card');
  });

  it('names the discount that was applied, and links a failed charge to paying again', () => {
    const discounted = paymentMailParams({ ...base, payment: { ...base.payment, discount_code: 'WELCOME25', discount_percentage: 25 } });
    expect(discounted).toMatchObject({ discount: 'WELCOME25', percent: 25 });
    expect(paymentMailParams({ ...base, kind: 'charge_failed' }).link).toBe('https://flirtlane.example/credits');
  });

  it('a mandate carries its reference, creditor, masked IBAN and the day of the debit', () => {
    const params = paymentMailParams({ ...base, kind: 'mandate', methodDetail: 'NL91 •••• 4300', payment: { ...base.payment, method: 'sepa_dd' } });
    expect(params).toMatchObject({
      mandate: mandateReference(base.payment.public_id),
      creditor: 'Harbourlight Media B.V.',
      iban: 'NL91 •••• 4300',
      debit_date: '28 november 2026',
      amount: '€\u00a024,99',
    });
    expect(params).not.toHaveProperty('method');
  });
});
