import type { FastifyBaseLogger } from 'fastify';
import type { Currency, PaymentCreateRequest, PaymentMethod, RepeatOrderRequest } from '../../contract/credits';
import type { CreditsDb } from '../credits/tables';
import { HttpError } from '../errors/http-error';
import { isCheckoutMethod, paymentMethodsFor } from './methods';
import { openPayment, type Payer } from './open';
import type { PaymentProvider } from './provider';
import { selectPaymentById, selectPaymentByIdempotencyKey, type PaymentView } from './records';
import { transitionPayment } from './transitions';

/** What the payment services need from the server. */
export interface PaymentsDeps {
  readonly db: CreditsDb;
  readonly provider: PaymentProvider;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  /** The methods the provider takes (null or absent: every method). */
  readonly supported?: ReadonlySet<PaymentMethod> | null;
  /** SEPA direct debit is paid on the provider's hosted checkout (Stripe) rather than through our own form. */
  readonly hostedDirectDebit?: boolean;
}

/** What the checkout passes on to the provider besides the order. */
export interface CheckoutOptions {
  /** Our site's address as the payer sees it (`https://example.com`): the provider's page returns to its result page. */
  readonly origin?: string;
  /** The payer asked to save the card for repeat orders. */
  readonly saveMethod?: boolean;
}

/** The methods of the payer's country that the provider takes. */
export function offeredMethods(deps: Pick<PaymentsDeps, 'supported'>, country: string | null | undefined): PaymentMethod[] {
  const supported = deps.supported;
  return paymentMethodsFor(country).filter((method) => !supported || supported.has(method));
}

export interface CheckoutStarted {
  readonly payment: PaymentView;
  readonly redirectUrl: string;
}

/** Where a payer goes for a payment that is no longer open: its result page. */
export function resultPath(publicId: string): string {
  return `/transactions/${encodeURIComponent(publicId)}`;
}

async function cancelSuperseded(deps: PaymentsDeps, refs: readonly string[]): Promise<void> {
  for (const ref of refs) {
    try {
      await deps.provider.cancelCheckout(ref);
    } catch (error) {
      deps.log.warn({ err: error, providerRef: ref }, 'superseded checkout could not be closed at the provider');
    }
  }
}

async function failPayment(deps: PaymentsDeps, paymentId: number, source: 'checkout' | 'charge'): Promise<PaymentView> {
  await deps.db.transaction().execute((trx) => transitionPayment(trx, paymentId, 'failed', { source, eventId: null, now: deps.now(), log: deps.log }));
  const view = await selectPaymentById(deps.db, paymentId);
  if (!view) throw new Error(`payment ${paymentId} vanished`);
  return view;
}

/** Opens the provider's hosted checkout for a pending payment and remembers where it is. */
async function startHostedCheckout(deps: PaymentsDeps, payment: PaymentView, description: string, options: CheckoutOptions): Promise<CheckoutStarted> {
  let session;
  try {
    session = await deps.provider.createCheckout({
      paymentId: payment.public_id,
      amountMinor: payment.amount_minor,
      currency: payment.currency as Currency,
      method: payment.method,
      description,
      ...(options.origin ? { returnUrl: new URL(resultPath(payment.public_id), options.origin).toString() } : {}),
      ...(options.saveMethod ? { saveMethod: true } : {}),
    });
  } catch (error) {
    deps.log.error({ err: error, payment: payment.public_id }, 'checkout could not be created at the provider');
    await failPayment(deps, payment.id, 'checkout');
    throw new HttpError('payment_failed', { params: { payment_id: payment.public_id }, cause: error });
  }
  await deps.db
    .updateTable('payments')
    .set({ provider_ref: session.providerRef, checkout_url: session.redirectUrl, updated_at: deps.now().toISOString() })
    .where('id', '=', payment.id)
    .execute();
  return { payment: { ...payment, provider_ref: session.providerRef, checkout_url: session.redirectUrl }, redirectUrl: session.redirectUrl };
}

/**
 * POST /api/payment.php: a pending payment and the provider's hosted checkout to send the payer to. The same
 * idempotency key answers the same payment (a retried or double-clicked request opens one checkout).
 */
export async function startCheckout(
  deps: PaymentsDeps,
  payer: Payer,
  input: PaymentCreateRequest,
  description: string,
  options: CheckoutOptions = {},
): Promise<CheckoutStarted> {
  const hosted = isCheckoutMethod(input.method) || (input.method === 'sepa_dd' && deps.hostedDirectDebit === true);
  if (!hosted || !offeredMethods(deps, payer.country).includes(input.method)) {
    throw new HttpError('validation_failed', { fields: { method: { code: 'invalid_value' } } });
  }
  const now = deps.now();
  const opened = await deps.db.transaction().execute((trx) =>
    openPayment(trx, payer, {
      kind: 'checkout',
      method: input.method,
      packageId: input.package_id,
      currency: payer.currency,
      discountCode: input.discount_code,
      automaticDiscount: true,
      idempotencyKey: input.idempotency_key,
      provider: deps.provider.name,
      now,
      log: deps.log,
    }),
  );
  if (opened.kind === 'existing') {
    const existing = opened.payment;
    if (existing.status !== 'pending') return { payment: existing, redirectUrl: resultPath(existing.public_id) };
    if (existing.checkout_url) return { payment: existing, redirectUrl: existing.checkout_url };
    return startHostedCheckout(deps, existing, description, { ...options, saveMethod: options.saveMethod ?? input.save_card === true });
  }
  await cancelSuperseded(deps, opened.supersededRefs);
  const view = await selectPaymentById(deps.db, opened.payment.id);
  if (!view) throw new Error('payment vanished after insert');
  return startHostedCheckout(deps, view, description, { ...options, saveMethod: options.saveMethod ?? input.save_card === true });
}

const REPEAT_WAIT_MS = 5_000;
const REPEAT_POLL_MS = 50;

/** A double-clicked repeat order: the second request waits briefly for the first one's charge to finish. */
async function settledRepeat(deps: PaymentsDeps, userId: number, key: string): Promise<PaymentView> {
  const deadline = Date.now() + REPEAT_WAIT_MS;
  for (;;) {
    const payment = await selectPaymentByIdempotencyKey(deps.db, userId, key);
    if (!payment) throw new Error('repeat order vanished');
    if (payment.status !== 'pending' || Date.now() >= deadline) return payment;
    await new Promise((resolve) => setTimeout(resolve, REPEAT_POLL_MS));
  }
}

function repeatFailed(payment: PaymentView, cause?: unknown): HttpError {
  // SPEC §8: a recurring-card failure offers a retry (a new idempotency key) and PayPal as the alternative.
  return new HttpError('payment_failed', {
    params: { payment_id: payment.public_id, retry: 'repeat_order', alternative_method: 'paypal' },
    ...(cause === undefined ? {} : { cause }),
  });
}

/**
 * POST /api/repeat-order.php: charges a saved card once per idempotency key. The pending payment is committed before
 * the provider is called (no network I/O inside a transaction), so a concurrent duplicate finds it and waits for its
 * result instead of charging again; the provider also receives the payment id as its idempotency key.
 */
export async function repeatOrder(deps: PaymentsDeps, payer: Payer, input: RepeatOrderRequest): Promise<PaymentView> {
  const saved = await deps.db
    .selectFrom('saved_methods')
    .selectAll()
    .where('id', '=', input.saved_method_id)
    .where('user_id', '=', payer.userId)
    .where('provider', '=', deps.provider.name)
    .executeTakeFirst();
  if (!saved) throw new HttpError('not_found', { fields: { saved_method_id: { code: 'invalid_value' } } });

  const now = deps.now();
  const opened = await deps.db.transaction().execute((trx) =>
    openPayment(trx, payer, {
      kind: 'repeat',
      method: 'card',
      packageId: input.package_id,
      currency: payer.currency,
      discountCode: input.discount_code,
      automaticDiscount: true,
      idempotencyKey: input.idempotency_key,
      provider: deps.provider.name,
      savedMethodId: saved.id,
      now,
      log: deps.log,
    }),
  );
  if (opened.kind === 'existing') {
    const settled = await settledRepeat(deps, payer.userId, input.idempotency_key);
    if (settled.status === 'failed') throw repeatFailed(settled);
    return settled;
  }
  await cancelSuperseded(deps, opened.supersededRefs);

  const payment = opened.payment;
  let charged;
  try {
    charged = await deps.provider.charge({
      token: saved.token,
      amountMinor: payment.amount_minor,
      currency: payer.currency,
      idempotencyKey: payment.public_id,
      paymentId: payment.public_id,
    });
  } catch (error) {
    // The outcome is unknown (a timeout): the payment stays pending and the provider's webhook settles it.
    deps.log.error({ err: error, payment: payment.public_id }, 'repeat charge outcome unknown');
    const view = await selectPaymentById(deps.db, payment.id);
    if (!view) throw error;
    return view;
  }

  const to = charged.status === 'succeeded' ? 'completed' : 'failed';
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('payments').set({ provider_ref: charged.providerRef }).where('id', '=', payment.id).execute();
    await transitionPayment(trx, payment.id, to, { source: 'charge', eventId: null, now: deps.now(), log: deps.log });
  });
  const view = await selectPaymentById(deps.db, payment.id);
  if (!view) throw new Error('payment vanished after charge');
  if (view.status === 'failed') throw repeatFailed(view, charged.status === 'failed' ? new Error(charged.reason) : undefined);
  return view;
}
