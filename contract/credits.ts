import { z } from 'zod';
import { okResponseSchema } from './accounts';
import type { EndpointDef } from './api';
import { TIME_BONUS } from './constants';
import { countryCode, minimumMessageCostSchema } from './settings';

/**
 * Credits, premium and payments (issue 5): packages and prices, checkout, repeat orders, direct debit, discount codes
 * and the time bonus. Money is always an integer amount in minor units (cents) with its currency; every currency
 * here has two decimals. Errors: `insufficient_credits`, `payment_failed`, `directdebit_blocked`, `directdebit_limit`,
 * `discount_not_found`, `discount_used`, `discount_invalid`, `sdd_code_invalid` (contract/errors.ts); their field errors
 * are `validation` keys.
 */

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'PLN', 'DKK', 'SEK', 'NOK', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currencySchema = z.enum(CURRENCIES);

/**
 * Payment methods. Which ones a payer sees depends on their country (server: `paymentMethodsFor`). `sepa_dd` (SEPA
 * direct debit) is not a hosted checkout: it goes through /directdebit (POST /api/directdebit.php).
 */
export const PAYMENT_METHODS = [
  'card',
  'paypal',
  'ideal',
  'bancontact',
  'sofort',
  'klarna',
  'eps',
  'przelewy24',
  'mobilepay',
  'swish',
  'vipps',
  'twint',
  'sepa_dd',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

export const PACKAGE_KINDS = ['credits', 'premium'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

/** SPEC §4 payment states; `loading` is the client's own state while it asks. `reversed`: refunded or charged back. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'reversed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_KINDS = ['checkout', 'repeat', 'directdebit'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Why a ledger entry exists. Spends name the feature that spent (messages, photos in chat, gifts). */
export const CREDIT_REASONS = ['opening_balance', 'signup', 'purchase', 'reversal', 'message', 'photo', 'gift', 'adjustment'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];
export const SPEND_REASONS = ['message', 'photo', 'gift'] as const;
export type SpendReason = (typeof SPEND_REASONS)[number];

export const DISCOUNT_VALIDITIES = ['once_per_user', 'multi'] as const;
export type DiscountValidity = (typeof DISCOUNT_VALIDITIES)[number];
export const DISCOUNT_STATUSES = ['active', 'inactive'] as const;

/** The welcome discount (SPEC §9: 25%, time-limited): valid this long after signup, once per user, for non-paid users. */
export const WELCOME_DISCOUNT = { code: 'WELCOME25', validForS: 48 * 60 * 60 } as const;
export const TIME_BONUS_CODE = TIME_BONUS.code;

/** Direct debit (SEPA): the SDD code step and the limits of SPEC §8. */
export const DIRECT_DEBIT = {
  codeLength: 6,
  codeAttempts: 5,
  codeValidForS: 10 * 60,
  /** Debits submitted to the bank and not settled yet. */
  maxOpenDebits: 2,
  /** Pending and completed debits of the last 30 days, in euro cents. */
  monthlyLimitMinor: 10_000,
  currency: 'EUR',
} as const;

/** Random, client-chosen, reused on a retry or a double click: the same key never charges twice. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, '8–128 letters, digits or _.:-');
/** A payment's public id (random, unguessable; the internal id never leaves the server). */
export const paymentIdSchema = z.string().regex(/^pay_[A-Za-z0-9_-]{22}$/);
const discountCodeInput = z.string().trim().min(1).max(64);
const id = z.number().int().positive();

export const moneySchema = z.strictObject({
  amount_minor: z.number().int().nonnegative(),
  currency: currencySchema,
});
export type Money = z.infer<typeof moneySchema>;

/** A discount that is applied without a code being typed: the running time bonus (SPEC §4). */
export const automaticDiscountSchema = z.strictObject({
  code: z.string(),
  value_percentage: z.number().int().min(1).max(100),
  ends_at: z.string().nullable(),
});
export type AutomaticDiscount = z.infer<typeof automaticDiscountSchema>;

/** A credit package or premium offer (SPEC §2: popular tag, discount, one-time-payment notice), priced for the payer. */
export const creditPackageSchema = z.strictObject({
  id,
  kind: z.enum(PACKAGE_KINDS),
  credits: z.number().int().positive(),
  bonus_credits: z.number().int().nonnegative(),
  /** credits + bonus_credits: what a completed purchase adds to the balance. */
  total_credits: z.number().int().positive(),
  price: moneySchema,
  /** The price with `automatic_discount` applied; null when none applies. */
  discounted_price: moneySchema.nullable(),
  /** The package's own advertised saving (the "-20%" tag). */
  discount_percentage: z.number().int().min(0).max(90),
  popular: z.boolean(),
  /** Show the one-time-payment notice: no subscription, nothing is charged again. */
  one_time: z.boolean(),
  position: z.number().int(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

/**
 * Whether and how buying works on this server (PAYMENT_PROVIDER): `live` (a real provider takes real money), `test`
 * (the sandbox or a provider's test mode: every checkout page says "test mode", no money moves) or `unavailable` (no
 * provider configured: packages are shown, buying is refused with `payments_unavailable`). `direct_debit`: SEPA direct
 * debit through our own form (/directdebit) or on the provider's hosted checkout like the other methods.
 */
export const CHECKOUT_MODES = ['live', 'test', 'unavailable'] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];
export const checkoutInfoSchema = z.strictObject({
  mode: z.enum(CHECKOUT_MODES),
  direct_debit: z.enum(['form', 'hosted']),
  /** Who asks whether to keep a card for repeat orders: our payment-method page (`checkout`, sent as `save_card`) or the provider's page. */
  card_saving: z.enum(['checkout', 'provider']),
});
export type CheckoutInfo = z.infer<typeof checkoutInfoSchema>;

/** Query schemas ignore unknown parameters (cache busters, tracking). */
export const packagesQuerySchema = z.object({ kind: z.enum(PACKAGE_KINDS).optional() });
export const packagesResponseSchema = z.strictObject({
  /** The payer's country (profile country when logged in, else geo-IP, else the site's first country). */
  country: countryCode,
  currency: currencySchema,
  payment_methods: z.array(paymentMethodSchema),
  automatic_discount: automaticDiscountSchema.nullable(),
  packages: z.array(creditPackageSchema),
  checkout: checkoutInfoSchema,
});
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;

/**
 * /pricing: what each action costs the payer's country (the member's profile country, else the visitor's), exactly
 * as the chat charges it, and the credits a new member receives (at least one message's price in every country).
 */
export const pricingResponseSchema = z.strictObject({
  message_credits: z.number().int().nonnegative(),
  photo_credits: z.number().int().nonnegative(),
  gift_credits: z.number().int().nonnegative(),
  signup_credits: z.number().int().nonnegative(),
  minimum_message_costs: z.record(countryCode, minimumMessageCostSchema),
  /** The payer's country and its minimum message cost, when the site lists one. */
  country: countryCode,
  minimum_message_cost: minimumMessageCostSchema.nullable(),
  refund_days: z.number().int().nonnegative(),
});
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

export const appliedDiscountSchema = z.strictObject({
  code: z.string(),
  value_percentage: z.number().int().min(1).max(100),
});

/** SPEC §3 Payment, as the result pages and the transaction history show it. */
export const paymentSchema = z.strictObject({
  payment_id: paymentIdSchema,
  status: z.enum(PAYMENT_STATUSES),
  kind: z.enum(PAYMENT_KINDS),
  package_id: id,
  package_kind: z.enum(PACKAGE_KINDS),
  credits: z.number().int().positive(),
  amount: moneySchema,
  method: paymentMethodSchema,
  discount: appliedDiscountSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentResponseSchema = z.strictObject({ payment: paymentSchema });
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

export const paymentCreateRequestSchema = z.strictObject({
  package_id: id,
  method: paymentMethodSchema,
  discount_code: discountCodeInput.optional(),
  idempotency_key: idempotencyKeySchema,
  /** Keep the card for repeat orders (providers whose hosted page does not ask, such as Stripe). */
  save_card: z.boolean().optional(),
});
export type PaymentCreateRequest = z.infer<typeof paymentCreateRequestSchema>;
export const paymentCreateResponseSchema = z.strictObject({
  payment_id: paymentIdSchema,
  /** The provider's hosted checkout: send the payer there. */
  redirect_url: z.string(),
  payment: paymentSchema,
});
export type PaymentCreateResponse = z.infer<typeof paymentCreateResponseSchema>;

export const paymentQuerySchema = z.object({ id: paymentIdSchema });
export const transactionsQuerySchema = z.object({ id: paymentIdSchema.optional() });
export const transactionsResponseSchema = z.strictObject({ transactions: z.array(paymentSchema) });
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

/** A saved card: the provider's token stays on the server; the client sees brand, last four digits and expiry. */
export const savedMethodSchema = z.strictObject({
  id,
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  created_at: z.string(),
});
export type SavedMethod = z.infer<typeof savedMethodSchema>;
export const savedMethodsResponseSchema = z.strictObject({ saved_methods: z.array(savedMethodSchema) });
export type SavedMethodsResponse = z.infer<typeof savedMethodsResponseSchema>;
export const savedMethodDeleteRequestSchema = z.strictObject({ id });

export const repeatOrderRequestSchema = z.strictObject({
  package_id: id,
  saved_method_id: id,
  discount_code: discountCodeInput.optional(),
  idempotency_key: idempotencyKeySchema,
});
export type RepeatOrderRequest = z.infer<typeof repeatOrderRequestSchema>;

export const directDebitRequestSchema = z.strictObject({
  iban: z.string().max(64),
  phone: z.string().max(32),
  package_id: id,
  idempotency_key: idempotencyKeySchema,
});
export type DirectDebitRequest = z.infer<typeof directDebitRequestSchema>;
export const directDebitResponseSchema = z.strictObject({
  payment: paymentSchema,
  /** Never the full IBAN (SEC-24): country, check digits and the last four characters. */
  iban_masked: z.string(),
  phone_masked: z.string(),
  code_length: z.number().int().positive(),
  attempts_left: z.number().int().nonnegative(),
  code_expires_at: z.string(),
  /** Development and test servers only: the code the SMS would carry. */
  dev_code: z.string().optional(),
});
export type DirectDebitResponse = z.infer<typeof directDebitResponseSchema>;
export const directDebitConfirmRequestSchema = z.strictObject({
  payment_id: paymentIdSchema,
  code: z.string().trim().max(16),
});
export type DirectDebitConfirmRequest = z.infer<typeof directDebitConfirmRequestSchema>;

/** SPEC §3 Discount code. `minimum_order_value` is in minor units of `currency` (a code with a minimum has one). */
export const discountCodeSchema = z.strictObject({
  code: z.string(),
  country: countryCode.nullable(),
  user_id: z.number().int().nullable(),
  expires: z.string().nullable(),
  value_percentage: z.number().int().min(1).max(100),
  currency: currencySchema.nullable(),
  minimum_order_value: z.number().int().nonnegative().nullable(),
  status: z.enum(DISCOUNT_STATUSES),
  validity: z.enum(DISCOUNT_VALIDITIES),
  expired: z.boolean(),
  paymentmethods: z.array(paymentMethodSchema).nullable(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;
/** SPEC §7: free query parameters (`code=`), or `welcome=true` for the welcome discount (the time bonus while it runs). */
export const discountCodeQuerySchema = z
  .object({
    code: discountCodeInput.optional(),
    welcome: z.enum(['true', 'false', '1', '0']).optional(),
  })
  .catchall(z.string().max(512));
/**
 * The code looked up; for `welcome=true` null when the member has no welcome discount now (SPEC §7: having none is an
 * answer, not a failure — the welcome request is asked on every credits page and must not log an error there).
 */
export const discountCodeResponseSchema = z.strictObject({ discount_code: discountCodeSchema.nullable() });
export type DiscountCodeResponse = z.infer<typeof discountCodeResponseSchema>;

/** The delete-account flow's "stay with X% off": nothing to send; the member's personal code is answered. */
export const retentionDiscountRequestSchema = z.strictObject({});
export const retentionDiscountResponseSchema = z.strictObject({ discount_code: discountCodeSchema });
export type RetentionDiscountResponse = z.infer<typeof retentionDiscountResponseSchema>;

/** SPEC §4 time bonus: active with the moment it ends (the client counts down to it), or inactive. */
export const timeBonusSchema = z.strictObject({
  active: z.boolean(),
  ends_at: z.string().nullable(),
  code: z.string(),
  value_percentage: z.number().int(),
});
export type TimeBonus = z.infer<typeof timeBonusSchema>;
export const timeBonusResponseSchema = z.strictObject({ time_bonus: timeBonusSchema });
export type TimeBonusResponse = z.infer<typeof timeBonusResponseSchema>;

export const webhookResponseSchema = z.strictObject({
  received: z.literal(true),
  /** applied: the payment changed; duplicate: this event id was seen before; ignored: nothing to change; rejected: amount or currency differ from the order. */
  outcome: z.enum(['applied', 'duplicate', 'ignored', 'rejected']),
});
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;

export const CREDIT_ENDPOINTS = {
  packages: {
    method: 'GET',
    path: '/api/packages.php',
    summary: "Credit packages and premium offers of the site, priced in the payer's currency, with the payment methods of the payer's country",
    query: packagesQuerySchema,
    response: packagesResponseSchema,
  },
  pricing: {
    method: 'GET',
    path: '/api/pricing.php',
    summary: 'What each action costs in credits, and the minimum message cost per country',
    response: pricingResponseSchema,
  },
  timeBonus: {
    method: 'GET',
    path: '/api/timebonus.php',
    summary: 'The time bonus (TIMEBONUS25) of the logged-in user: active until 4 hours after signup for non-paid users',
    response: timeBonusResponseSchema,
  },
  discountCode: {
    method: 'GET',
    path: '/api/discountcode.php',
    summary: 'Look up a discount code (code=…), or the welcome discount (welcome=true; null when there is none); the time bonus code takes priority while it runs',
    query: discountCodeQuerySchema,
    response: discountCodeResponseSchema,
  },
  retentionDiscount: {
    method: 'POST',
    path: '/api/retention-discount.php',
    summary:
      "Claim the delete-account flow's retention offer: a personal, single-use code worth the company's delete_discount, once per member (a second claim answers retention_discount_claimed)",
    body: retentionDiscountRequestSchema,
    response: retentionDiscountResponseSchema,
    auth: true,
  },
  paymentCreate: {
    method: 'POST',
    path: '/api/payment.php',
    summary: "Start a payment for a package: answers the provider's hosted checkout URL. The same idempotency key answers the same payment",
    body: paymentCreateRequestSchema,
    response: paymentCreateResponseSchema,
    auth: true,
  },
  payment: {
    method: 'GET',
    path: '/api/payment.php',
    summary: 'One payment of the logged-in user, for the result pages (pending, completed, failed, cancelled)',
    query: paymentQuerySchema,
    response: paymentResponseSchema,
    auth: true,
  },
  transactions: {
    method: 'GET',
    path: '/api/transactions.php',
    summary: 'The payment history of the logged-in user, newest first (id=… for one)',
    query: transactionsQuerySchema,
    response: transactionsResponseSchema,
    auth: true,
  },
  savedMethods: {
    method: 'GET',
    path: '/api/saved-methods.php',
    summary: 'Saved cards of the logged-in user for repeat orders (brand, last four digits, expiry; never a card number)',
    response: savedMethodsResponseSchema,
    auth: true,
  },
  savedMethodDelete: {
    method: 'DELETE',
    path: '/api/saved-methods.php',
    summary: 'Forget a saved card',
    body: savedMethodDeleteRequestSchema,
    response: okResponseSchema,
    auth: true,
  },
  repeatOrder: {
    method: 'POST',
    path: '/api/repeat-order.php',
    summary: 'Buy a package again with a saved card: charged once per idempotency key; a declined card answers payment_failed',
    body: repeatOrderRequestSchema,
    response: paymentResponseSchema,
    auth: true,
  },
  directDebit: {
    method: 'POST',
    path: '/api/directdebit.php',
    summary: 'Start a SEPA direct debit for a package (IBAN and phone checked); sends the SDD code by SMS',
    body: directDebitRequestSchema,
    response: directDebitResponseSchema,
    auth: true,
  },
  directDebitConfirm: {
    method: 'POST',
    path: '/api/directdebit-confirm.php',
    summary: 'Confirm a direct debit with the SDD code (at most 5 tries); credits follow when the debit succeeds',
    body: directDebitConfirmRequestSchema,
    response: paymentResponseSchema,
    auth: true,
  },
  stripeWebhook: {
    method: 'POST',
    path: '/api/webhooks/stripe.php',
    summary:
      "Stripe webhook (server to server, PAYMENT_PROVIDER=stripe): verified with the Stripe SDK's constructEvent over the raw body and the Stripe-Signature header",
    response: webhookResponseSchema,
  },
  sandboxWebhook: {
    method: 'POST',
    path: '/api/webhooks/sandbox.php',
    summary:
      'Sandbox payment provider webhook (server to server): HMAC-SHA256 signature over "timestamp.rawBody" in the Sandbox-Signature header (t=…,v1=…)',
    response: webhookResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>;
