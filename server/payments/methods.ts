import type { PaymentMethod } from '../../contract/credits';
import { EURO_COUNTRIES } from '../credits/currency';

/** The local methods people in a country expect first (before cards and PayPal). */
const LOCAL_METHODS: Readonly<Record<string, readonly PaymentMethod[]>> = {
  NL: ['ideal'],
  BE: ['bancontact'],
  DE: ['sofort', 'klarna'],
  AT: ['eps', 'sofort', 'klarna'],
  CH: ['twint'],
  PL: ['przelewy24'],
  DK: ['mobilepay'],
  FI: ['mobilepay'],
  SE: ['swish', 'klarna'],
  NO: ['vipps', 'klarna'],
};

/**
 * The payment methods offered to a payer from `country`, in the order the payment-method page lists them: local
 * methods first (iDEAL in NL, Bancontact in BE, Sofort and Klarna in DE/AT …), then card and PayPal (everywhere),
 * then SEPA direct debit where the payer pays in euros (SEPA debits are in euros only).
 */
export function paymentMethodsFor(country: string | null | undefined): PaymentMethod[] {
  const code = country?.toUpperCase() ?? '';
  const methods: PaymentMethod[] = [...(LOCAL_METHODS[code] ?? []), 'card', 'paypal'];
  if (EURO_COUNTRIES.has(code)) methods.push('sepa_dd');
  return methods;
}

/** Methods paid on the provider's hosted checkout (everything but direct debit, which has its own flow). */
export function isCheckoutMethod(method: PaymentMethod): boolean {
  return method !== 'sepa_dd';
}
