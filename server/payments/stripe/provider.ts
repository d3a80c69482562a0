import Stripe from 'stripe';
import type {
  ChargeInput,
  ChargeResult,
  CheckoutInput,
  CheckoutSession,
  HeaderMap,
  PaymentProvider,
  ProviderEvent,
  ProviderEventType,
  SavedMethodDetails,
} from '../provider';
import { WebhookVerificationError } from '../provider';
import { STRIPE_METHOD_TYPES } from './methods';

/**
 * Stripe, through its official Node SDK (`stripe`), behind our PaymentProvider interface:
 * - checkout: a Checkout Session (mode payment) for the one method the payer chose, the amount and currency of our
 *   payment, our payment id as client_reference_id and metadata (also on the PaymentIntent), and as the idempotency
 *   key; a card the payer asked to keep is set up for off-session use (setup_future_usage) on a new Customer;
 * - cancelCheckout: expires the session (a superseded payment can no longer be paid);
 * - charge: an off-session PaymentIntent on the saved customer and payment method, confirmed at once, with our
 *   payment id as the idempotency key (a retried repeat order charges once, SEC-21);
 * - webhooks: `stripe.webhooks.constructEvent` over the raw body and the Stripe-Signature header (constant-time
 *   compare, 5-minute tolerance; a timestamp in the future beyond it is refused too), then mapped to our events.
 * A saved method's token is `<customer id>/<payment method id>` (Stripe's ids only; no card data, SEC-24).
 */

export const STRIPE_PROVIDER = 'stripe';
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
export const STRIPE_TOLERANCE_S = 5 * 60;

export interface StripeProviderOptions {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Another API address (a local stand-in in tests): the SDK's host, port and protocol options. */
  readonly apiBase: URL | null;
  readonly now: () => Date;
  /** Automatic retries of the SDK for network errors (it re-sends the same idempotency key). Default 2. */
  readonly maxNetworkRetries?: number;
  /** Request timeout in ms. Default 20 s. */
  readonly timeoutMs?: number;
}

/** Our payment's id on Stripe objects: metadata.payment_id. `source` tells a checkout's PaymentIntent from a repeat charge's. */
interface OurMetadata {
  readonly payment_id?: string;
  readonly source?: string;
}

function metadataOf(object: { readonly metadata?: Stripe.Metadata | null }): OurMetadata {
  return object.metadata ?? {};
}

export function savedToken(customer: string, paymentMethod: string): string {
  return `${customer}/${paymentMethod}`;
}

function parseToken(token: string): { customer: string; paymentMethod: string } | null {
  const match = /^(cus_[A-Za-z0-9_]+)\/(pm_[A-Za-z0-9_]+)$/.exec(token);
  return match ? { customer: match[1]!, paymentMethod: match[2]! } : null;
}

function idOf(value: string | { readonly id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function headerValue(headers: HeaderMap, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function signedAt(header: string): number | null {
  const match = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header);
  return match ? Number(match[1]) : null;
}

export function stripeClient(options: Pick<StripeProviderOptions, 'secretKey' | 'apiBase' | 'maxNetworkRetries' | 'timeoutMs'>): Stripe {
  const base = options.apiBase;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'white-label-dating' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

export interface StripeProvider extends PaymentProvider {
  readonly client: Stripe;
  /** Refunds a completed payment in full (staff); the credits come back through the charge.refunded webhook. */
  refund(providerRef: string, paymentId: string): Promise<void>;
}

export function createStripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = stripeClient(options);
  const { webhookSecret, now } = options;

  /** The PaymentIntent behind a charge or dispute, with our metadata, amount and currency. */
  async function intentOf(id: string | null): Promise<Stripe.PaymentIntent | null> {
    if (!id) return null;
    return stripe.paymentIntents.retrieve(id);
  }

  async function savedMethodOf(session: Stripe.Checkout.Session): Promise<SavedMethodDetails | null> {
    const customer = idOf(session.customer);
    const intentId = idOf(session.payment_intent);
    if (!customer || !intentId) return null;
    const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
    if (intent.setup_future_usage !== 'off_session') return null;
    const method = intent.payment_method;
    if (!method || typeof method === 'string' || method.type !== 'card' || !method.card) return null;
    return {
      token: savedToken(customer, method.id),
      brand: method.card.brand.charAt(0).toUpperCase() + method.card.brand.slice(1),
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }

  function sessionEvent(event: Stripe.Event, session: Stripe.Checkout.Session, type: ProviderEventType, saved: SavedMethodDetails | null): ProviderEvent | null {
    const paymentId = session.client_reference_id ?? metadataOf(session).payment_id;
    if (!paymentId) return null;
    return {
      id: event.id,
      type,
      paymentId,
      providerRef: session.id,
      amountMinor: session.amount_total ?? -1,
      currency: (session.currency ?? '').toUpperCase(),
      savedMethod: saved,
    };
  }

  function intentEvent(event: Stripe.Event, intent: Stripe.PaymentIntent, type: ProviderEventType): ProviderEvent | null {
    const { payment_id: paymentId } = metadataOf(intent);
    if (!paymentId) return null;
    return { id: event.id, type, paymentId, providerRef: intent.id, amountMinor: intent.amount, currency: intent.currency.toUpperCase(), savedMethod: null };
  }

  async function mapEvent(event: Stripe.Event): Promise<ProviderEvent | null> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        // Delayed methods (SEPA direct debit) complete the session unpaid: the money follows in async_payment_*.
        if (session.payment_status !== 'paid') return sessionEvent(event, session, 'pending', null);
        return sessionEvent(event, session, 'completed', await savedMethodOf(session));
      }
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        return sessionEvent(event, session, 'completed', await savedMethodOf(session));
      }
      case 'checkout.session.async_payment_failed':
        return sessionEvent(event, event.data.object, 'failed', null);
      case 'checkout.session.expired':
        return sessionEvent(event, event.data.object, 'cancelled', null);
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
      case 'payment_intent.canceled': {
        const intent = event.data.object;
        // A checkout's own PaymentIntent is settled by the session's events (which carry the saved card).
        if (metadataOf(intent).source !== 'repeat') return null;
        const type: ProviderEventType =
          event.type === 'payment_intent.succeeded' ? 'completed' : event.type === 'payment_intent.payment_failed' ? 'failed' : 'cancelled';
        return intentEvent(event, intent, type);
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        // Only a full refund takes the purchase back; a partial refund is a goodwill gesture that leaves the credits.
        if (!charge.refunded) return null;
        const intent = await intentOf(idOf(charge.payment_intent));
        return intent ? intentEvent(event, intent, 'reversed') : null;
      }
      case 'charge.dispute.created': {
        // A chargeback: the money is taken back from us at once, so are the credits.
        const dispute = event.data.object;
        const intent = await intentOf(idOf(dispute.payment_intent));
        return intent ? intentEvent(event, intent, 'reversed') : null;
      }
      default:
        return null;
    }
  }

  return {
    name: STRIPE_PROVIDER,
    client: stripe,

    async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
      const type = STRIPE_METHOD_TYPES[input.method];
      if (!type) throw new Error(`Stripe does not take ${input.method}`);
      if (!input.returnUrl) throw new Error('Stripe Checkout needs an absolute return URL');
      const save = input.saveMethod === true && input.method === 'card';
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: [type as Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountMinor,
                product_data: { name: input.description },
              },
            },
          ],
          client_reference_id: input.paymentId,
          metadata: { payment_id: input.paymentId },
          payment_intent_data: {
            metadata: { payment_id: input.paymentId, source: 'checkout' },
            ...(save ? { setup_future_usage: 'off_session' as const } : {}),
          },
          ...(save ? { customer_creation: 'always' as const } : {}),
          success_url: input.returnUrl,
          cancel_url: input.returnUrl,
        },
        { idempotencyKey: `checkout:${input.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { redirectUrl: session.url, providerRef: session.id };
    },

    async cancelCheckout(providerRef: string): Promise<void> {
      // Only hosted checkouts can be closed; a repeat charge's PaymentIntent has nothing to close.
      if (!providerRef.startsWith('cs_')) return;
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      if (session.status === 'open') await stripe.checkout.sessions.expire(providerRef);
    },

    async charge(input: ChargeInput): Promise<ChargeResult> {
      const saved = parseToken(input.token);
      if (!saved) return { status: 'failed', providerRef: '', reason: 'unknown_token' };
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            customer: saved.customer,
            payment_method: saved.paymentMethod,
            allowed_payment_method_types: ['card'],
            off_session: true,
            confirm: true,
            metadata: { payment_id: input.paymentId, source: 'repeat' },
          },
          { idempotencyKey: `charge:${input.idempotencyKey}` },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', providerRef: intent.id };
        if (intent.status === 'processing') throw new Error(`repeat charge ${intent.id} is still processing`);
        // requires_action (the bank wants the payer present), requires_payment_method, canceled: not charged.
        return { status: 'failed', providerRef: intent.id, reason: intent.status };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return { status: 'failed', providerRef: error.payment_intent?.id ?? '', reason: error.decline_code ?? error.code ?? 'card_declined' };
        }
        // Network errors, timeouts, 5xx: the outcome is unknown; the webhook settles it.
        throw error;
      }
    },

    async verifyWebhook(rawBody: string, headers: HeaderMap): Promise<ProviderEvent | null> {
      const header = headerValue(headers, STRIPE_SIGNATURE_HEADER);
      if (!header) throw new WebhookVerificationError('stripe webhook without Stripe-Signature');
      const nowMs = now().getTime();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, header, webhookSecret, STRIPE_TOLERANCE_S, undefined, nowMs);
      } catch (error) {
        throw new WebhookVerificationError(`stripe webhook refused: ${error instanceof Error ? error.message.split('\n')[0] : 'invalid'}`);
      }
      // The SDK refuses old timestamps; a signed timestamp far in the future is refused here (SEC-20's window).
      const t = signedAt(header);
      if (t === null || t - Math.floor(nowMs / 1000) > STRIPE_TOLERANCE_S) throw new WebhookVerificationError('stripe webhook timestamp outside the tolerance zone');
      return mapEvent(event);
    },

    async refund(providerRef: string, paymentId: string): Promise<void> {
      let intentId = providerRef;
      if (providerRef.startsWith('cs_')) {
        const session = await stripe.checkout.sessions.retrieve(providerRef);
        const id = idOf(session.payment_intent);
        if (!id) throw new Error(`checkout ${providerRef} has no payment to refund`);
        intentId = id;
      }
      await stripe.refunds.create({ payment_intent: intentId, metadata: { payment_id: paymentId } }, { idempotencyKey: `refund:${paymentId}` });
    },
  };
}
