import type { PaymentMethod } from '../../../contract/credits';

/**
 * Our payment methods as Stripe Checkout's `payment_method_types`. Stripe takes cards, PayPal, iDEAL, Bancontact,
 * EPS, Przelewy24, Klarna, MobilePay, Swish, TWINT and SEPA direct debit (collected on Stripe's hosted page with the
 * mandate). Sofort (retired by Stripe in favour of Klarna) and Vipps are not offered with Stripe: the payment-method
 * page lists only what the provider takes.
 */
export const STRIPE_METHOD_TYPES: Readonly<Partial<Record<PaymentMethod, string>>> = {
  card: 'card',
  paypal: 'paypal',
  ideal: 'ideal',
  bancontact: 'bancontact',
  eps: 'eps',
  przelewy24: 'p24',
  klarna: 'klarna',
  mobilepay: 'mobilepay',
  swish: 'swish',
  twint: 'twint',
  sepa_dd: 'sepa_debit',
};

/** Methods whose result may come days later (checkout.session.async_payment_succeeded / _failed). */
export const STRIPE_DELAYED_TYPES: ReadonlySet<string> = new Set(['sepa_debit']);
