import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentResponseSchema, savedMethodsResponseSchema, webhookResponseSchema } from '../../contract/credits';
import { createStripeProvider, stripeClient } from '../../server/payments/stripe/provider';
import { client, errorOf } from './accounts-support';
import { DATABASES, spaHeaders, useServer, type ServerHandle } from './harness';
import {
  balanceOf,
  createPayment,
  dbOf,
  expectLedgerConsistent,
  firstPackageId,
  idem,
  packagesFor,
  paymentOf,
  payingMember,
  startCheckout,
  type PayingMember,
} from './credits-support';
import { StripeStandIn, type Delivery } from './stripe-stand-in';

/**
 * The Stripe provider (server/payments/stripe) through the official SDK against a local stand-in that follows Stripe's
 * documented API (tests/server/stripe-stand-in.ts): checkout, payment, failure, expiry, refund, chargeback, repeat
 * orders on a saved card, and the webhook's signature, replay, timestamp and amount checks (SEC-20, SEC-21).
 */

const SECRET_KEY = 'sk_test_standin_0123456789';
const WEBHOOK_SECRET = 'whsec_standin_0123456789abcdef';

describe.each(DATABASES)('Stripe provider against the local stand-in on %s', (kind) => {
  const standIn = new StripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  beforeAll(() => standIn.start());
  afterAll(() => standIn.stop());
  const server: ServerHandle = useServer(kind, () => ({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: standIn.url,
  }));
  const api = client(server);
  beforeAll(() => {
    standIn.deliver = async (body, headers) => {
      const response = await server.app.inject({ method: 'POST', url: '/api/webhooks/stripe.php', headers: { host: 'localhost:3000', ...headers }, payload: body });
      return { statusCode: response.statusCode, body: response.body };
    };
  });

  function sessionIdOf(redirectUrl: string): string {
    const url = new URL(redirectUrl);
    expect(url.origin).toBe(standIn.url);
    return url.pathname.split('/').pop() ?? '';
  }

  async function checkout(member: PayingMember, body: Record<string, unknown>) {
    const started = await startCheckout(api, member.session, { package_id: await firstPackageId(api, member.session), ...body });
    return { started, sessionId: sessionIdOf(started.redirect_url) };
  }

  function outcomeOf(response: { statusCode: number; body: string }) {
    expect(response.statusCode, response.body).toBe(200);
    return webhookResponseSchema.parse(JSON.parse(response.body)).outcome;
  }

  it('opens a Checkout Session for the chosen method, amount and currency, keyed by our payment id; a retry opens no second one', async () => {
    const member = await payingMember(server, api, 'NL');
    const key = idem('pay');
    const packageId = await firstPackageId(api, member.session);
    const first = await startCheckout(api, member.session, { package_id: packageId, method: 'ideal', idempotency_key: key });
    const again = await startCheckout(api, member.session, { package_id: packageId, method: 'ideal', idempotency_key: key });
    expect(again.redirect_url).toBe(first.redirect_url);
    const session = standIn.sessions.get(sessionIdOf(first.redirect_url));
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: first.payment.amount.amount_minor,
      currency: first.payment.amount.currency.toLowerCase(),
      client_reference_id: first.payment_id,
      metadata: { payment_id: first.payment_id },
      payment_method_types: ['ideal'],
      success_url: `http://localhost:3000/transactions/${first.payment_id}`,
    });
    const creations = standIn.requests.filter((request) => request.path === '/v1/checkout/sessions' && request.params.client_reference_id === first.payment_id);
    expect(creations).toHaveLength(1);
    expect(creations[0]?.idempotencyKey).toBe(`checkout:${first.payment_id}`);
  });

  it('offers only the methods Stripe takes, and direct debit on its hosted page', async () => {
    const member = await payingMember(server, api, 'DE');
    const offered = await packagesFor(api, member.session);
    expect(offered.payment_methods).toEqual(['klarna', 'card', 'paypal', 'sepa_dd']);
    expect(offered.checkout).toEqual({ mode: 'test', direct_debit: 'hosted', card_saving: 'checkout' });
    const sofort = await createPayment(api, member.session, { package_id: offered.packages[0]?.id, method: 'sofort' });
    expect(sofort.statusCode).toBe(400);
    const ownForm = await api.post(
      '/api/directdebit.php',
      { iban: 'DE89370400440532013000', phone: '+4915112345678', package_id: offered.packages[0]?.id, idempotency_key: idem('dd') },
      { session: member.session },
    );
    expect(ownForm.statusCode).toBe(400);
  });

  it('pay: the completed session grants the credits once and makes the member premium; a replayed event grants nothing', async () => {
    const member = await payingMember(server, api, 'NL');
    const before = await balanceOf(server, member.id);
    const { started, sessionId } = await checkout(member, { method: 'card' });
    const delivery = await standIn.pay(sessionId);
    const payment = await paymentOf(api, member.session, started.payment_id);
    expect(payment.status).toBe('completed');
    expect(await balanceOf(server, member.id)).toBe(before + started.payment.credits);
    const user = await server.app.db.selectFrom('users').select('paid_user').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(user.paid_user).toBe(1);
    // Stripe retries a delivery it thinks failed: the same event id changes nothing.
    expect(outcomeOf(await standIn.redeliver(delivery))).toBe('duplicate');
    expect(await balanceOf(server, member.id)).toBe(before + started.payment.credits);
    // Nothing was saved: the member did not ask.
    expect(await dbOf(server).selectFrom('saved_methods').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
    await expectLedgerConsistent(server, member.id);
  });

  it('fail and expiry: a delayed debit the bank refuses, and a session left unpaid, grant nothing', async () => {
    const member = await payingMember(server, api, 'NL');
    const before = await balanceOf(server, member.id);
    const debit = await checkout(member, { method: 'sepa_dd' });
    expect(standIn.sessions.get(debit.sessionId)?.payment_method_types).toEqual(['sepa_debit']);
    await standIn.pay(debit.sessionId, { delayed: true });
    expect((await paymentOf(api, member.session, debit.started.payment_id)).status).toBe('pending');
    await standIn.settle(debit.sessionId, false);
    expect((await paymentOf(api, member.session, debit.started.payment_id)).status).toBe('failed');

    const lapsed = await checkout(member, { method: 'card' });
    await standIn.lapse(lapsed.sessionId);
    expect((await paymentOf(api, member.session, lapsed.started.payment_id)).status).toBe('cancelled');
    expect(await balanceOf(server, member.id)).toBe(before);

    // A delayed debit the bank settles does grant the credits.
    const settled = await checkout(member, { method: 'sepa_dd' });
    await standIn.pay(settled.sessionId, { delayed: true });
    await standIn.settle(settled.sessionId, true);
    expect((await paymentOf(api, member.session, settled.started.payment_id)).status).toBe('completed');
    expect(await balanceOf(server, member.id)).toBe(before + settled.started.payment.credits);
  });

  it('refund: a full refund takes the credits back through the ledger, once', async () => {
    const member = await payingMember(server, api, 'NL');
    const before = await balanceOf(server, member.id);
    const { started, sessionId } = await checkout(member, { method: 'card' });
    await standIn.pay(sessionId);
    const intentId = String(standIn.sessions.get(sessionId)?.payment_intent);
    // Staff refund in Stripe's dashboard or through the API: the webhook brings it to us.
    await stripeClient({ secretKey: SECRET_KEY, apiBase: new URL(standIn.url), maxNetworkRetries: 0 }).refunds.create({ payment_intent: intentId });
    const refunded = standIn.deliveries.at(-1) as Delivery;
    expect(refunded.type).toBe('charge.refunded');
    expect((await paymentOf(api, member.session, started.payment_id)).status).toBe('reversed');
    expect(await balanceOf(server, member.id)).toBe(before);
    expect(outcomeOf(await standIn.redeliver(refunded))).toBe('duplicate');
    expect(await balanceOf(server, member.id)).toBe(before);
    await expectLedgerConsistent(server, member.id);
  });

  it('refund: premium stays while another completed purchase remains', async () => {
    const member = await payingMember(server, api, 'NL');
    const first = await checkout(member, { method: 'card' });
    await standIn.pay(first.sessionId);
    const second = await checkout(member, { method: 'card' });
    await standIn.pay(second.sessionId);
    const afterBoth = await balanceOf(server, member.id);
    await stripeClient({ secretKey: SECRET_KEY, apiBase: new URL(standIn.url), maxNetworkRetries: 0 }).refunds.create({
      payment_intent: String(standIn.sessions.get(second.sessionId)?.payment_intent),
    });
    expect((await paymentOf(api, member.session, second.started.payment_id)).status).toBe('reversed');
    expect(await balanceOf(server, member.id)).toBe(afterBoth - second.started.payment.credits);
    const user = await server.app.db.selectFrom('users').select('paid_user').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(user.paid_user).toBe(1);
  });

  it('chargeback: a dispute takes the credits back (as far as the balance allows), once', async () => {
    const member = await payingMember(server, api, 'NL');
    const before = await balanceOf(server, member.id);
    const { started, sessionId } = await checkout(member, { method: 'card' });
    await standIn.pay(sessionId);
    const dispute = await standIn.dispute(String(standIn.sessions.get(sessionId)?.payment_intent));
    expect((await paymentOf(api, member.session, started.payment_id)).status).toBe('reversed');
    expect(await balanceOf(server, member.id)).toBe(before);
    // Premium came with this, the only purchase: it goes with it.
    const user = await server.app.db.selectFrom('users').select('paid_user').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(user.paid_user).toBe(0);
    expect(outcomeOf(await standIn.redeliver(dispute))).toBe('duplicate');
    expect(await balanceOf(server, member.id)).toBe(before);
    await expectLedgerConsistent(server, member.id);
  });

  async function memberWithCard(card: 'visa' | 'declining') {
    const member = await payingMember(server, api, 'NL');
    const { sessionId } = await checkout(member, { method: 'card', save_card: true });
    const session = standIn.sessions.get(sessionId);
    expect(session).toMatchObject({ customer_creation: 'always', payment_intent_data: { setup_future_usage: 'off_session' } });
    await standIn.pay(sessionId, { card });
    const saved = savedMethodsResponseSchema.parse((await api.get('/api/saved-methods.php', { session: member.session })).json()).saved_methods;
    expect(saved).toHaveLength(1);
    return { member, savedId: saved[0]?.id ?? 0, saved: saved[0] };
  }

  it('recurring: a repeat order charges the saved card off-session once per idempotency key', async () => {
    const { member, savedId, saved } = await memberWithCard('visa');
    expect(saved).toMatchObject({ brand: 'Visa', last4: '4242', exp_month: 12 });
    const token = await dbOf(server).selectFrom('saved_methods').select('token').where('id', '=', savedId).executeTakeFirstOrThrow();
    expect(token.token).toMatch(/^cus_[0-9a-f]+\/pm_[0-9a-f]+$/);
    const before = await balanceOf(server, member.id);
    const packageId = await firstPackageId(api, member.session);
    const key = idem('repeat');
    const [first, second] = await Promise.all([
      api.post('/api/repeat-order.php', { package_id: packageId, saved_method_id: savedId, idempotency_key: key }, { session: member.session }),
      api.post('/api/repeat-order.php', { package_id: packageId, saved_method_id: savedId, idempotency_key: key }, { session: member.session }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const payment = paymentResponseSchema.parse(first.json()).payment;
    expect(paymentResponseSchema.parse(second.json()).payment.payment_id).toBe(payment.payment_id);
    expect(payment).toMatchObject({ status: 'completed', kind: 'repeat' });
    const charges = standIn.requests.filter((request) => request.path === '/v1/payment_intents' && !request.replayed);
    const ours = charges.filter((request) => (request.params.metadata as Record<string, string>).payment_id === payment.payment_id);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      idempotencyKey: `charge:${payment.payment_id}`,
      params: { off_session: 'true', confirm: 'true', amount: String(payment.amount.amount_minor), currency: payment.amount.currency.toLowerCase() },
    });
    expect(await balanceOf(server, member.id)).toBe(before + payment.credits);
    await expectLedgerConsistent(server, member.id);
  });

  it('recurring: a declined saved card answers payment_failed and grants nothing', async () => {
    const { member, savedId } = await memberWithCard('declining');
    const before = await balanceOf(server, member.id);
    const response = await api.post(
      '/api/repeat-order.php',
      { package_id: await firstPackageId(api, member.session), saved_method_id: savedId, idempotency_key: idem('repeat') },
      { session: member.session },
    );
    expect(response.statusCode).toBe(402);
    expect(errorOf(response)).toMatchObject({ error: 'payment_failed', params: { retry: 'repeat_order', alternative_method: 'paypal' } });
    expect(await balanceOf(server, member.id)).toBe(before);
  });

  describe('webhook verification (SEC-20)', () => {
    async function paidSession(member: PayingMember) {
      const { started, sessionId } = await checkout(member, { method: 'card' });
      const session: Record<string, unknown> = { ...standIn.sessions.get(sessionId), status: 'complete', payment_status: 'paid' };
      return { started, session };
    }

    it('refuses a forged signature, a tampered body and a missing header with 400, and grants nothing', async () => {
      const member = await payingMember(server, api, 'NL');
      const before = await balanceOf(server, member.id);
      const { started, session } = await paidSession(member);
      const forged = standIn.sign('checkout.session.completed', session, { secret: 'whsec_not_the_secret' });
      expect((await standIn.redeliver(forged)).statusCode).toBe(400);
      const genuine = standIn.sign('checkout.session.completed', session);
      const tampered = { body: genuine.body.replace(String(session.amount_total), '1'), header: genuine.header };
      expect((await standIn.redeliver(tampered)).statusCode).toBe(400);
      const unsigned = await server.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe.php',
        headers: { host: 'localhost:3000', 'content-type': 'application/json' },
        payload: genuine.body,
      });
      expect(unsigned.statusCode).toBe(400);
      expect(errorOf(unsigned).error).toBe('bad_request');
      expect((await paymentOf(api, member.session, started.payment_id)).status).toBe('pending');
      expect(await balanceOf(server, member.id)).toBe(before);
    });

    it('refuses a stale or future timestamp (outside 5 minutes)', async () => {
      const member = await payingMember(server, api, 'NL');
      const { started, session } = await paidSession(member);
      const now = Math.floor(server.app.clock().getTime() / 1000);
      expect((await standIn.redeliver(standIn.sign('checkout.session.completed', session, { timestamp: now - 6 * 60 }))).statusCode).toBe(400);
      expect((await standIn.redeliver(standIn.sign('checkout.session.completed', session, { timestamp: now + 6 * 60 }))).statusCode).toBe(400);
      expect((await paymentOf(api, member.session, started.payment_id)).status).toBe('pending');
      // Inside the window it is taken.
      expect(outcomeOf(await standIn.redeliver(standIn.sign('checkout.session.completed', session, { timestamp: now - 60 })))).toBe('applied');
    });

    it('rejects an event whose amount or currency differ from the order', async () => {
      const member = await payingMember(server, api, 'NL');
      const before = await balanceOf(server, member.id);
      const { started, session } = await paidSession(member);
      const cheaper = standIn.sign('checkout.session.completed', { ...session, amount_total: Number(session.amount_total) - 1 });
      expect(outcomeOf(await standIn.redeliver(cheaper))).toBe('rejected');
      const otherCurrency = standIn.sign('checkout.session.completed', { ...session, currency: 'usd' });
      expect(outcomeOf(await standIn.redeliver(otherCurrency))).toBe('rejected');
      expect((await paymentOf(api, member.session, started.payment_id)).status).toBe('pending');
      expect(await balanceOf(server, member.id)).toBe(before);
    });

    it('answers 503 (delivered again later) when the event\'s payment cannot be fetched from Stripe', async () => {
      const delivery = standIn.sign('charge.dispute.created', { id: 'dp_x', object: 'dispute', charge: 'ch_x', payment_intent: 'pi_unknown', amount: 100, currency: 'eur' });
      const answer = await standIn.redeliver(delivery);
      expect(answer.statusCode).toBe(503);
      const recorded = await dbOf(server).selectFrom('webhook_events').select('id').where('event_id', '=', delivery.eventId).execute();
      expect(recorded).toEqual([]);
    });

    it('answers garbage (any body, any Stripe-Signature) with 400, never a 500', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 300 }), fc.option(fc.string({ maxLength: 200 }), { nil: undefined }), async (body, signature) => {
          const response = await server.app.inject({
            method: 'POST',
            url: '/api/webhooks/stripe.php',
            headers: { host: 'localhost:3000', 'content-type': 'application/json', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
            payload: body,
          });
          expect(response.statusCode).toBe(400);
        }),
        { numRuns: 200 },
      );
    });

    it('answers 200 "ignored" to genuine events it does not act on', async () => {
      const delivery = standIn.sign('customer.created', { id: 'cus_x', object: 'customer' });
      expect(outcomeOf(await standIn.redeliver(delivery))).toBe('ignored');
    });
  });

  it('cancelCheckout expires an open session (once), and refund() refunds a paid checkout in full', async () => {
    const provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: new URL(standIn.url), now: () => new Date() });
    const member = await payingMember(server, api, 'NL');
    const { started, sessionId } = await checkout(member, { method: 'card' });
    await provider.cancelCheckout(sessionId);
    expect(standIn.sessions.get(sessionId)?.status).toBe('expired');
    expect((await paymentOf(api, member.session, started.payment_id)).status).toBe('cancelled');
    // Closing it again, or closing a repeat charge's PaymentIntent, asks Stripe for nothing more.
    const expires = () => standIn.requests.filter((request) => request.path.endsWith('/expire')).length;
    const before = expires();
    await provider.cancelCheckout(sessionId);
    await provider.cancelCheckout('pi_123');
    expect(expires()).toBe(before);

    const paid = await checkout(member, { method: 'card' });
    await standIn.pay(paid.sessionId);
    await provider.refund(paid.sessionId, paid.started.payment_id);
    expect((await paymentOf(api, member.session, paid.started.payment_id)).status).toBe('reversed');
    const refunds = standIn.requests.filter((request) => request.path === '/v1/refunds');
    expect(refunds.at(-1)?.idempotencyKey).toBe(`refund:${paid.started.payment_id}`);
  });

  it('has no sandbox: its checkout page and webhook are not there', async () => {
    const page = await server.app.inject({ url: '/sandbox/checkout/pay_AAAAAAAAAAAAAAAAAAAAAA', headers: { host: 'localhost:3000' } });
    expect(page.statusCode).toBe(404);
    const hook = await server.app.inject({
      method: 'POST',
      url: '/api/webhooks/sandbox.php',
      headers: { ...spaHeaders(), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });
});
