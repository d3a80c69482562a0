import { describe, expect, it } from 'vitest';
import type { CreditPackage } from '../../contract/credits';
import { caretAfter, formatIban, maskIban, normalizeIban } from '../../src/components/IbanField/ibanFormat';
import { discountedAmount, packagePricing } from '../../src/components/PackageCard/packagePricing';
import { currencyDigits, formatPrice, formatUnitPrice } from '../../src/components/PriceTag/formatPrice';

// Intl output uses narrow and non-breaking spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats minor units in the reader’s language', () => {
    expect(formatPrice(1795, 'EUR', 'en')).toBe('€17.95');
    expect(plain(formatPrice(1795, 'EUR', 'nl'))).toBe('€ 17,95');
    expect(plain(formatPrice(1795, 'EUR', 'de'))).toBe('17,95 €');
    expect(plain(formatPrice(1_999_995, 'EUR', 'de'))).toBe('19.999,95 €');
    expect(formatPrice(1495, 'GBP', 'en')).toBe('£14.95');
    expect(plain(formatPrice(4295, 'PLN', 'pl'))).toBe('42,95 zł');
    expect(plain(formatPrice(11400, 'SEK', 'sv'))).toBe('114,00 kr');
  });

  it('keeps the decimals of whole amounts so list prices line up', () => {
    expect(formatPrice(2000, 'USD', 'en')).toBe('$20.00');
  });

  it('knows currencies without minor units', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(formatPrice(500, 'JPY', 'en')).toBe('¥500');
  });
});

describe('formatUnitPrice', () => {
  it('shows a third decimal only when it is needed', () => {
    expect(formatUnitPrice(2000, 100, 'EUR', 'en')).toBe('€0.20');
    expect(formatUnitPrice(1795, 110, 'EUR', 'en')).toBe('€0.163');
  });

  it('does not divide by zero', () => {
    expect(formatUnitPrice(995, 0, 'EUR', 'en')).toBe('€0.00');
  });
});

describe('IBAN input', () => {
  it('normalises what is typed or pasted', () => {
    expect(normalizeIban(' nl91-abna 0417.1643 00 ')).toBe('NL91ABNA0417164300');
    expect(normalizeIban('X'.repeat(40))).toHaveLength(34);
  });

  it('groups in fours', () => {
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('NL91')).toBe('NL91');
    expect(formatIban('')).toBe('');
  });

  it('masks all but the country, check digits and last four (SEC-24)', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 •••• •••• ••43 00');
    expect(maskIban('GB29NWBK60161331926819')).toBe('GB29 •••• •••• •••• ••68 19');
    expect(maskIban('NL91ABNA')).toBe('NL91 ABNA');
  });

  it('places the caret behind the same IBAN character after regrouping', () => {
    expect(caretAfter('NL91 ABNA 04', 4)).toBe(4);
    expect(caretAfter('NL91 ABNA 04', 5)).toBe(6);
    expect(caretAfter('NL91 ABNA 04', 0)).toBe(0);
    expect(caretAfter('NL91', 9)).toBe(4);
  });
});

const base: CreditPackage = {
  id: 2,
  kind: 'credits',
  credits: 100,
  bonus_credits: 10,
  total_credits: 110,
  price: { amount_minor: 1795, currency: 'EUR' },
  discounted_price: null,
  discount_percentage: 10,
  popular: true,
  one_time: true,
  position: 2,
};

describe('packagePricing', () => {
  it('rounds a percentage off to the minor unit', () => {
    expect(discountedAmount(1795, 25)).toBe(1346);
    expect(discountedAmount(1795, 10)).toBe(1616);
    expect(discountedAmount(1795, 0)).toBe(1795);
    expect(discountedAmount(1795, 150)).toBe(0);
  });

  it('has no original price without a discount', () => {
    expect(packagePricing(base)).toEqual({ price: base.price, original: null });
    expect(packagePricing(base, 0)).toEqual({ price: base.price, original: null });
  });

  it('applies a code’s percentage for display', () => {
    expect(packagePricing(base, 25)).toEqual({ price: { amount_minor: 1346, currency: 'EUR' }, original: base.price });
  });

  it('prefers the server’s discounted price (the time bonus) over a code', () => {
    const timeBonus = { ...base, discounted_price: { amount_minor: 1300, currency: 'EUR' as const } };
    expect(packagePricing(timeBonus, 10)).toEqual({ price: { amount_minor: 1300, currency: 'EUR' }, original: base.price });
  });
});
