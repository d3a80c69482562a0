import { describe, expect, it } from 'vitest';
import { webhookResponseSchema } from '../../contract/credits';
import { spendCredits } from '../../server/credits/ledger';
import { SIGNATURE_TOLERANCE_S, checkSandboxSignature, sandboxSignatureHeader } from '../../server/payments/sandbox/signature';
import { client, errorOf, userOf } from './accounts-support';
import { DATABASES, useServer } from './harness';
import {
  balanceOf,
  dbOf,
  eventFor,
  expectLedgerConsistent,
  firstPackageId,
  idem,
  paymentOf,
  payingMember,
  sendWebhook,
  startCheckout,
  type PayingMember,
} from './credits-support';
import { TestClock } from './accounts-support';

describe('sandbox webhook signature (pure)', () => {
  const secret = 'test-secret';
  const body = '{"id":"evt_1"}';
  const now = new Date('2025-06-01T12:00:00Z');

  it('accepts its own signature within the window', () => {
    expect(checkSandboxSignature(secret, body, sandboxSignatureHeader(secret, body, now), now)).toBeNull();
    const edge = new Date(now.getTime() + SIGNATURE_TOLERANCE_S * 1000);
    expect(checkSandboxSignature(secret, body, sandboxSignatureHeader(secret, body, now), edge)).toBeNull();
  });

  it('refuses missing, malformed, stale, tampered and wrongly keyed signatures', () => {
    const header = sandboxSignatureHeader(secret, body, now);
    expect(checkSandboxSignature(secret, body, undefined, now)).toBe('missing');
    expect(checkSandboxSignature(secret, body, 'v1=abc', now)).toBe('malformed');
    expect(checkSandboxSignature(secret, body, 't=1,v1=zz', now)).toBe('malformed');
    expect(checkSandboxSignature(secret, body, header, new Date(now.getTime() + (SIGNATURE_TOLERANCE_S + 1) * 1000))).toBe('stale');
    expect(checkSandboxSignature(secret, body, header, new Date(now.getTime() - (SIGNATURE_TOLERANCE_S + 1) * 1000))).toBe('stale');
    expect(checkSandboxSignature(secret, `${body} `, header, now)).toBe('mismatch');
    expect(checkSandboxSignature('other-secret', body, header, now)).toBe('mismatch');
  });
});

describe.each(DATABASES)('POST /api/webhooks/sandbox.php on %s', (kind) => {
  const clock = new TestClock();
  const server = useServer(kind, {}, { clock: clock.now });
  const api = client(server);

  async function pendingPayment(member?: PayingMember) {
    const payer = member ?? (await payingMember(server, api, 'NL'));
    const started = await startCheckout(api, payer.session, { package_id: await firstPackageId(api, payer.session), method: 'card' });
    return { member: payer, payment: started.payment };
  }

  function outcomeOf(response: { statusCode: number; body: string; json: () => unknown }) {
    expect(response.statusCode, response.body).toBe(200);
    return webhookResponseSchema.parse(response.json()).outcome;
  }

  async function eventsRecorded(eventId: string) {
    return dbOf(server).selectFrom('webhook_events').selectAll().where('event_id', '=', eventId).execute();
  }

  it('is exempt from the same-origin check (server to server) but needs a valid signature', async () => {
    const { member, payment } = await pendingPayment();
    const event = eventFor(server, payment, 'payment.completed');
    const response = await sendWebhook(server, event, { headers: { origin: 'https://provider.example', 'sec-fetch-site': 'cross-site' } });
    expect(outcomeOf(response)).toBe('applied');
    expect((await paymentOf(api, member.session, payment.payment_id)).status).toBe('completed');
  });

  it('a replayed event grants nothing twice', async () => {
    const { member, payment } = await pendingPayment();
    const before = await balanceOf(server, member.id);
    const event = eventFor(server, payment, 'payment.completed');
    expect(outcomeOf(await sendWebhook(server, event))).toBe('applied');
    const replays = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(server, event)));
    expect(replays.map(outcomeOf)).toEqual(Array(10).fill('duplicate'));
    // The same completion under a new event id changes nothing either: the status moved on and the ledger key is used.
    expect(outcomeOf(await sendWebhook(server, eventFor(server, payment, 'payment.completed')))).toBe('ignored');
    expect(await balanceOf(server, member.id)).toBe(before + payment.credits);
    expect(await eventsRecorded(event.id)).toHaveLength(1);
    await expectLedgerConsistent(server, member.id);
  });

  it('concurrent deliveries of different completion events grant once', async () => {
    const { member, payment } = await pendingPayment();
    const before = await balanceOf(server, member.id);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => sendWebhook(server, eventFor(server, payment, 'payment.completed')).then(outcomeOf)));
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(await balanceOf(server, member.id)).toBe(before + payment.credits);
    await expectLedgerConsistent(server, member.id);
  });

  it('a forged event (bad signature, wrong key, tampered body, no header) changes nothing', async () => {
    const { member, payment } = await pendingPayment();
    const event = eventFor(server, payment, 'payment.completed');
    const attempts = [
      await sendWebhook(server, event, { secret: 'not-the-secret' }),
      await sendWebhook(server, event, { rawBody: JSON.stringify({ ...event, data: { ...event.data, amount_minor: 1 } }) }),
      await sendWebhook(server, event, { headers: { 'sandbox-signature': `t=${Math.floor(clock.now().getTime() / 1000)},v1=${'0'.repeat(64)}` } }),
      await server.app.inject({ method: 'POST', url: '/api/webhooks/sandbox.php', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).error).toBe('bad_request');
    }
    expect((await paymentOf(api, member.session, payment.payment_id)).status).toBe('pending');
    expect(await eventsRecorded(event.id)).toHaveLength(0);
  });

  it('a stale timestamp (signed more than 5 minutes ago) changes nothing', async () => {
    const { member, payment } = await pendingPayment();
    const event = eventFor(server, payment, 'payment.completed');
    const response = await sendWebhook(server, event, { signedAt: new Date(clock.now().getTime() - 6 * 60 * 1000) });
    expect(response.statusCode).toBe(400);
    expect((await paymentOf(api, member.session, payment.payment_id)).status).toBe('pending');
    // The same event, freshly signed, is accepted: the stale one was not recorded.
    expect(outcomeOf(await sendWebhook(server, event))).toBe('applied');
  });

  it('a wrong amount or currency is rejected and changes nothing', async () => {
    const { member, payment } = await pendingPayment();
    const before = await balanceOf(server, member.id);
    const wrongAmount = eventFor(server, payment, 'payment.completed', { amountMinor: payment.amount.amount_minor - 1 });
    const wrongCurrency = eventFor(server, payment, 'payment.completed', { currency: 'USD' });
    expect(outcomeOf(await sendWebhook(server, wrongAmount))).toBe('rejected');
    expect(outcomeOf(await sendWebhook(server, wrongCurrency))).toBe('rejected');
    expect((await paymentOf(api, member.session, payment.payment_id)).status).toBe('pending');
    expect(await balanceOf(server, member.id)).toBe(before);
    expect(userOf(await api.get('/api/user.php', { session: member.session })).paid_user).toBe(false);
    expect((await eventsRecorded(wrongAmount.id))[0]?.outcome).toBe('rejected');
  });

  it('out of order: a late pending never downgrades a completed payment; completed after cancelled changes nothing', async () => {
    const { member, payment } = await pendingPayment();
    expect(outcomeOf(await sendWebhook(server, eventFor(server, payment, 'payment.completed')))).toBe('applied');
    expect(outcomeOf(await sendWebhook(server, eventFor(server, payment, 'payment.pending')))).toBe('ignored');
    expect(outcomeOf(await sendWebhook(server, eventFor(server, payment, 'payment.failed')))).toBe('ignored');
    expect((await paymentOf(api, member.session, payment.payment_id)).status).toBe('completed');

    const second = await pendingPayment();
    const before = await balanceOf(server, second.member.id);
    expect(outcomeOf(await sendWebhook(server, eventFor(server, second.payment, 'payment.cancelled')))).toBe('applied');
    expect(outcomeOf(await sendWebhook(server, eventFor(server, second.payment, 'payment.completed')))).toBe('ignored');
    expect((await paymentOf(api, second.member.session, second.payment.payment_id)).status).toBe('cancelled');
    expect(await balanceOf(server, second.member.id)).toBe(before);
  });

  it('a reversal only follows a completion, and takes back what the balance still holds (never below zero)', async () => {
    const { member, payment } = await pendingPayment();
    expect(outcomeOf(await sendWebhook(server, eventFor(server, payment, 'payment.reversed')))).toBe('ignored');
    expect(outcomeOf(await sendWebhook(server, eventFor(server, payment, 'payment.completed')))).toBe('applied');
    const afterPurchase = await balanceOf(server, member.id);
    // Spend all but 2 credits: the reversal can take back only those 2.
    await spendCredits(dbOf(server), { userId: member.id, reason: 'message', cost: afterPurchase - 2, reference: null, idempotencyKey: idem() });
    expect(outcomeOf(await sendWebhook(server, eventFor(server, payment, 'payment.reversed')))).toBe('applied');
    expect(await balanceOf(server, member.id)).toBe(0);
    const row = await dbOf(server).selectFrom('payments').selectAll().where('public_id', '=', payment.payment_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'reversed', reversed_credits: 2, reversal_shortfall: payment.credits - 2 });
    expect(outcomeOf(await sendWebhook(server, eventFor(server, payment, 'payment.reversed')))).toBe('ignored');
    await expectLedgerConsistent(server, member.id);
  });

  it('an event for an unknown payment is recorded and ignored', async () => {
    const { payment } = await pendingPayment();
    const event = eventFor(server, { ...payment, payment_id: 'pay_BBBBBBBBBBBBBBBBBBBBBB' }, 'payment.completed');
    expect(outcomeOf(await sendWebhook(server, event))).toBe('ignored');
  });

  it('keeps the status history of a payment', async () => {
    const { payment } = await pendingPayment();
    const completed = eventFor(server, payment, 'payment.completed');
    await sendWebhook(server, completed);
    const row = await dbOf(server).selectFrom('payments').select('id').where('public_id', '=', payment.payment_id).executeTakeFirstOrThrow();
    const history = await dbOf(server).selectFrom('payment_status_changes').selectAll().where('payment_id', '=', row.id).orderBy('id').execute();
    expect(history.map((change) => [change.from_status, change.to_status, change.source, change.event_id])).toEqual([
      [null, 'pending', 'created', null],
      ['pending', 'completed', 'webhook', completed.id],
    ]);
  });
});
