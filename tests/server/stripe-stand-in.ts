import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of Stripe's API the provider uses, following Stripe's documented requests and answers
 * (https://docs.stripe.com/api): form-encoded POSTs with bracketed keys, `Authorization: Bearer sk_…`, JSON objects with
 * `object` and `id`, errors as `{ error: { type, code, message, param? } }` with 4xx statuses, and the Idempotency-Key
 * header honoured (the same key and parameters answer the stored response with `Idempotent-Replayed: true`; the same
 * key with other parameters is a 400 `idempotency_error`).
 *
 * Routes: POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire,
 * POST /v1/payment_intents, GET /v1/payment_intents/:id (expand[]=payment_method), POST /v1/refunds.
 * Test controls (what a payer or a bank does on Stripe's side) send webhooks signed with the SDK's own
 * `Stripe.webhooks.generateTestHeaderString`, to whatever `deliver` the test sets.
 */

type Json = Record<string, unknown>;

export interface Delivery {
  readonly body: string;
  readonly header: string;
  readonly type: string;
  readonly eventId: string;
}

export type DeliverFn = (body: string, headers: Record<string, string>) => Promise<{ readonly statusCode: number; readonly body: string }>;

/** Stripe's test cards: 4242 pays and can be charged again; 0341 attaches, but charges on it are declined. */
export const STAND_IN_CARDS = {
  visa: { brand: 'visa', last4: '4242', declines: false },
  declining: { brand: 'visa', last4: '0341', declines: true },
} as const;
export type StandInCard = keyof typeof STAND_IN_CARDS;

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** Stripe's form encoding: `a[b][0][c]=v` into nested objects and arrays. */
export function parseForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split('[').map((part, index) => (index === 0 ? part : part.replace(/\]$/, '')));
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[index + 1] ?? '');
      const key: string | number = Array.isArray(node) ? (part === '' ? node.length : Number(part)) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[key] = value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

function invalid(message: string, param?: string, code = 'parameter_missing'): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) });
}

export interface StandInOptions {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** The signing clock (seconds are taken from it); the server's clock by default. */
  readonly now?: () => Date;
}

export class StripeStandIn {
  readonly sessions = new Map<string, Json>();
  readonly intents = new Map<string, Json>();
  readonly methods = new Map<string, Json>();
  readonly charges = new Map<string, Json>();
  readonly refunds = new Map<string, Json>();
  /** Every API request: method, path, params and idempotency key. */
  readonly requests: { method: string; path: string; params: Json; idempotencyKey: string | undefined; replayed: boolean }[] = [];
  readonly deliveries: Delivery[] = [];
  deliver: DeliverFn | null = null;
  #server: Server | null = null;
  #url = '';
  readonly #idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();

  constructor(readonly options: StandInOptions) {}

  get url(): string {
    return this.#url;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => void this.#handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.#server = server;
    this.#url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const params = method === 'GET' ? parseForm(url.searchParams.toString()) : parseForm(raw);
    const key = [request.headers['idempotency-key']].flat()[0];
    const send = (status: number, body: string, replayed = false) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(body);
    };
    if (request.headers.authorization !== `Bearer ${this.options.secretKey}`) {
      send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
      return;
    }
    const fingerprint = createHash('sha256').update(`${method} ${url.pathname} ${raw}`).digest('hex');
    if (key && method === 'POST') {
      const stored = this.#idempotent.get(key);
      if (stored) {
        this.requests.push({ method, path: url.pathname, params, idempotencyKey: key, replayed: true });
        if (stored.fingerprint !== fingerprint) {
          send(
            400,
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            }),
          );
          return;
        }
        send(stored.status, stored.body, true);
        return;
      }
    }
    this.requests.push({ method, path: url.pathname, params, idempotencyKey: key, replayed: false });
    let status = 200;
    let body: string;
    try {
      body = JSON.stringify(await this.#route(method, url.pathname, params));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = JSON.stringify({ error: error.body });
    }
    // Stripe stores the result of a request with a key, errors included (except 5xx and 429).
    if (key && method === 'POST') this.#idempotent.set(key, { fingerprint, status, body });
    send(status, body);
  }

  async #route(method: string, path: string, params: Json): Promise<Json> {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.#createSession(params);
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === 'GET') return this.#session(match[1]!);
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)) && method === 'POST') return this.#expire(match[1]!, true);
    if (method === 'POST' && path === '/v1/payment_intents') return this.#createIntent(params);
    if ((match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === 'GET') {
      const intent = this.#intent(match[1]!);
      const expand = (params.expand as string[] | undefined) ?? [];
      if (expand.includes('payment_method') && typeof intent.payment_method === 'string') {
        return { ...intent, payment_method: this.methods.get(intent.payment_method) ?? intent.payment_method };
      }
      return intent;
    }
    if (method === 'POST' && path === '/v1/refunds') return this.#refund(params);
    throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  #session(sessionId: string): Json {
    const session = this.sessions.get(sessionId);
    if (!session) throw new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${sessionId}'`, param: 'session' });
    return session;
  }

  #intent(intentId: string): Json {
    const intent = this.intents.get(intentId);
    if (!intent) throw new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${intentId}'`, param: 'intent' });
    return intent;
  }

  #createSession(params: Json): Json {
    if (params.mode !== 'payment') throw invalid('Missing required param: mode.', 'mode');
    if (typeof params.success_url !== 'string') throw invalid('Missing required param: success_url.', 'success_url');
    const items = params.line_items as { quantity?: string; price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } } }[] | undefined;
    const item = items?.[0];
    const priceData = item?.price_data;
    if (!item || !priceData?.currency || priceData.unit_amount === undefined || !priceData.product_data?.name) {
      throw invalid('Missing required param: line_items[0][price_data].', 'line_items');
    }
    const unit = Number(priceData.unit_amount);
    if (!Number.isInteger(unit) || unit < 1) throw invalid('Invalid integer: unit_amount', 'line_items[0][price_data][unit_amount]', 'parameter_invalid_integer');
    const sessionId = id('cs_test');
    const session: Json = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.#url}/c/pay/${sessionId}`,
      amount_total: unit * Number(item.quantity ?? '1'),
      currency: priceData.currency,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      payment_method_types: params.allowed_payment_method_types ?? ['card'],
      customer: null,
      customer_creation: params.customer_creation ?? 'if_required',
      payment_intent: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      livemode: false,
      created: this.#seconds(),
      expires_at: this.#seconds() + 24 * 3600,
      payment_intent_data: params.payment_intent_data ?? {},
    };
    this.sessions.set(sessionId, session);
    return session;
  }

  async #expire(sessionId: string, viaApi: boolean): Promise<Json> {
    const session = this.#session(sessionId);
    if (session.status !== 'open') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'checkout_session_not_open',
        message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
      });
    }
    session.status = 'expired';
    // Stripe sends the event after answering; here it goes out before the answer, which a webhook must tolerate too.
    if (!viaApi || this.deliver) await this.send('checkout.session.expired', session);
    return session;
  }

  #newCard(card: StandInCard, customer: string | null): Json {
    const details = STAND_IN_CARDS[card];
    const method: Json = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: details.brand, last4: details.last4, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, funding: 'credit', country: 'NL' },
    };
    this.methods.set(String(method.id), method);
    return method;
  }

  #newCharge(intent: Json): Json {
    const charge: Json = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: false,
      disputed: false,
      status: 'succeeded',
      metadata: {},
    };
    this.charges.set(String(charge.id), charge);
    intent.latest_charge = charge.id;
    return charge;
  }

  async #createIntent(params: Json): Promise<Json> {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) throw invalid('Missing required param: amount.', 'amount');
    if (typeof params.currency !== 'string') throw invalid('Missing required param: currency.', 'currency');
    const methodId = params.payment_method;
    const method = typeof methodId === 'string' ? this.methods.get(methodId) : undefined;
    if (typeof methodId === 'string' && !method) {
      throw new StripeApiError(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${methodId}'`, param: 'payment_method' });
    }
    if (method && params.customer !== method.customer) {
      throw invalid('The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment.', 'payment_method', 'payment_method_not_attached');
    }
    const intent: Json = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      currency: params.currency,
      customer: params.customer ?? null,
      payment_method: methodId ?? null,
      metadata: params.metadata ?? {},
      status: 'requires_payment_method',
      setup_future_usage: null,
      latest_charge: null,
      livemode: false,
    };
    this.intents.set(String(intent.id), intent);
    if (params.confirm !== 'true') return intent;
    const card = method?.card as { last4?: string } | undefined;
    if (card?.last4 === STAND_IN_CARDS.declining.last4) {
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' };
      if (this.deliver) await this.send('payment_intent.payment_failed', intent);
      throw new StripeApiError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_intent: intent,
      });
    }
    intent.status = 'succeeded';
    this.#newCharge(intent);
    if (this.deliver) await this.send('payment_intent.succeeded', intent);
    return intent;
  }

  async #refund(params: Json): Promise<Json> {
    const intentId = typeof params.payment_intent === 'string' ? params.payment_intent : undefined;
    const charge = intentId ? this.charges.get(String(this.#intent(intentId).latest_charge)) : this.charges.get(String(params.charge));
    if (!charge) throw invalid('One of the following params should be provided for this request: payment_intent or charge.', 'payment_intent');
    if (charge.refunded) {
      throw new StripeApiError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${String(charge.id)} has already been refunded.` });
    }
    const amount = params.amount === undefined ? Number(charge.amount) - Number(charge.amount_refunded) : Number(params.amount);
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund: Json = { id: id('re'), object: 'refund', amount, currency: charge.currency, charge: charge.id, payment_intent: charge.payment_intent, status: 'succeeded', metadata: params.metadata ?? {} };
    this.refunds.set(String(refund.id), refund);
    if (this.deliver) await this.send('charge.refunded', charge);
    return refund;
  }

  #seconds(): number {
    return Math.floor((this.options.now?.() ?? new Date()).getTime() / 1000);
  }

  // ---- the payer's and the bank's side ----

  /**
   * The payer pays the hosted checkout with a card (or a delayed method: the session completes unpaid, and the bank's
   * answer follows with settle()). A Customer is created when the session asked for one, and the card kept on it when
   * the PaymentIntent was set up for future use.
   */
  async pay(sessionId: string, options: { readonly card?: StandInCard; readonly delayed?: boolean } = {}): Promise<Delivery> {
    const session = this.#session(sessionId);
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${String(session.status)}`);
    const intentData = (session.payment_intent_data ?? {}) as { metadata?: Json; setup_future_usage?: string };
    const customer = session.customer_creation === 'always' ? id('cus') : null;
    const method = this.#newCard(options.card ?? 'visa', intentData.setup_future_usage && customer ? customer : null);
    const intent: Json = {
      id: id('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      customer,
      payment_method: method.id,
      metadata: intentData.metadata ?? {},
      status: options.delayed ? 'processing' : 'succeeded',
      setup_future_usage: intentData.setup_future_usage ?? null,
      latest_charge: null,
      livemode: false,
    };
    this.intents.set(String(intent.id), intent);
    if (!options.delayed) this.#newCharge(intent);
    Object.assign(session, { status: 'complete', payment_status: options.delayed ? 'unpaid' : 'paid', customer, payment_intent: intent.id });
    return this.send('checkout.session.completed', session);
  }

  /** The bank's answer to a delayed payment (SEPA direct debit). */
  async settle(sessionId: string, succeeded: boolean): Promise<Delivery> {
    const session = this.#session(sessionId);
    const intent = this.#intent(String(session.payment_intent));
    if (succeeded) {
      intent.status = 'succeeded';
      this.#newCharge(intent);
      session.payment_status = 'paid';
      return this.send('checkout.session.async_payment_succeeded', session);
    }
    intent.status = 'requires_payment_method';
    return this.send('checkout.session.async_payment_failed', session);
  }

  /** The session runs out (24 hours) without being paid. */
  async lapse(sessionId: string): Promise<void> {
    await this.#expire(sessionId, false);
  }

  /** The cardholder disputes the payment with their bank: a chargeback. */
  async dispute(intentId: string): Promise<Delivery> {
    const intent = this.#intent(intentId);
    const charge = this.charges.get(String(intent.latest_charge));
    if (!charge) throw new Error(`payment ${intentId} has no charge to dispute`);
    charge.disputed = true;
    return this.send('charge.dispute.created', {
      id: id('dp'),
      object: 'dispute',
      amount: charge.amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: intent.id,
      reason: 'fraudulent',
      status: 'needs_response',
    });
  }

  /** The event as Stripe would send it: JSON body and a Stripe-Signature header from the SDK's test helper. */
  sign(type: string, object: Json, options: { readonly secret?: string; readonly timestamp?: number; readonly eventId?: string } = {}): Delivery {
    const eventId = options.eventId ?? id('evt');
    const body = JSON.stringify(
      {
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: this.#seconds(),
        type,
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      },
      null,
      2,
    );
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? this.options.webhookSecret,
      timestamp: options.timestamp ?? this.#seconds(),
    });
    return { body, header, type, eventId };
  }

  /** Signs and delivers an event; the delivery is kept for replays. */
  async send(type: string, object: Json): Promise<Delivery> {
    const delivery = this.sign(type, object);
    this.deliveries.push(delivery);
    await this.redeliver(delivery);
    return delivery;
  }

  /** Delivers a signed event (again: Stripe retries until it is answered 2xx). */
  async redeliver(delivery: Pick<Delivery, 'body' | 'header'>): Promise<{ readonly statusCode: number; readonly body: string }> {
    if (!this.deliver) throw new Error('the stand-in has nowhere to deliver webhooks');
    return this.deliver(delivery.body, { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': delivery.header });
  }
}
