import { describe, expect, it } from 'vitest';
import { paymentResponseSchema, savedMethodsResponseSchema } from '../../contract/credits';
import { client, errorOf } from './accounts-support';
import { DATABASES, useServer } from './harness';
import {
  balanceOf,
  dbOf,
  expectLedgerConsistent,
  firstPackageId,
  idem,
  payingMember,
  sandboxPress,
  startCheckout,
  type PayingMember,
} from './credits-support';

describe.each(DATABASES)('saved cards and repeat orders on %s', (kind) => {
  const server = useServer(kind);
  const api = client(server);

  /** A premium member with a saved test card (first purchase through the sandbox with "save card"). */
  async function memberWithCard(card: 'visa' | 'mastercard' = 'visa'): Promise<{ member: PayingMember; savedId: number; packageId: number }> {
    const member = await payingMember(server, api, 'NL');
    const packageId = await firstPackageId(api, member.session);
    const started = await startCheckout(api, member.session, { package_id: packageId, method: 'card' });
    await sandboxPress(server, started.payment_id, 'pay', { card, save_card: '1' });
    const saved = savedMethodsResponseSchema.parse((await api.get('/api/saved-methods.php', { session: member.session })).json()).saved_methods;
    expect(saved).toHaveLength(1);
    return { member, savedId: saved[0]?.id ?? 0, packageId };
  }

  function repeat(member: PayingMember, body: Record<string, unknown>) {
    return api.post('/api/repeat-order.php', body, { session: member.session });
  }

  it('saves a card only when asked, as a token with brand, last four and expiry (never a card number)', async () => {
    const { member } = await memberWithCard('visa');
    const saved = savedMethodsResponseSchema.parse((await api.get('/api/saved-methods.php', { session: member.session })).json()).saved_methods;
    expect(saved[0]).toMatchObject({ brand: 'Visa', last4: '4242', exp_month: 12 });
    expect(Object.keys(saved[0] ?? {})).not.toContain('token');
    const rows = await dbOf(server).selectFrom('saved_methods').selectAll().where('user_id', '=', member.id).execute();
    expect(rows[0]?.token).toMatch(/^tok_sandbox_/);
    expect(JSON.stringify(rows)).not.toMatch(/\d{12,19}/);

    const other = await payingMember(server, api, 'NL');
    const started = await startCheckout(api, other.session, { package_id: await firstPackageId(api, other.session), method: 'card' });
    await sandboxPress(server, started.payment_id, 'pay');
    expect(savedMethodsResponseSchema.parse((await api.get('/api/saved-methods.php', { session: other.session })).json()).saved_methods).toEqual([]);
  });

  it('charges a saved card once and grants the credits', async () => {
    const { member, savedId, packageId } = await memberWithCard();
    const before = await balanceOf(server, member.id);
    const response = await repeat(member, { package_id: packageId, saved_method_id: savedId, idempotency_key: idem() });
    expect(response.statusCode, response.body).toBe(200);
    const { payment } = paymentResponseSchema.parse(response.json());
    expect(payment).toMatchObject({ status: 'completed', kind: 'repeat', method: 'card' });
    expect(await balanceOf(server, member.id)).toBe(before + payment.credits);
    await expectLedgerConsistent(server, member.id);
  });

  it('a double submit (the same idempotency key, at once and later) charges once', async () => {
    const { member, savedId, packageId } = await memberWithCard();
    const before = await balanceOf(server, member.id);
    const key = idem();
    const body = { package_id: packageId, saved_method_id: savedId, idempotency_key: key };
    const responses = await Promise.all([repeat(member, body), repeat(member, body), repeat(member, body)]);
    const later = await repeat(member, body);
    const ids = [...responses, later].map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return paymentResponseSchema.parse(response.json()).payment;
    });
    expect(new Set(ids.map((payment) => payment.payment_id)).size).toBe(1);
    expect(ids.every((payment) => payment.status === 'completed')).toBe(true);
    const repeats = await dbOf(server).selectFrom('payments').select('id').where('user_id', '=', member.id).where('kind', '=', 'repeat').execute();
    expect(repeats).toHaveLength(1);
    expect(await balanceOf(server, member.id)).toBe(before + (ids[0]?.credits ?? 0));
    await expectLedgerConsistent(server, member.id);
  });

  it('a declined recurring card answers payment_failed with a retry and the PayPal alternative; a retry is a new charge', async () => {
    const { member, savedId, packageId } = await memberWithCard('mastercard');
    const before = await balanceOf(server, member.id);
    const response = await repeat(member, { package_id: packageId, saved_method_id: savedId, idempotency_key: idem() });
    expect(response.statusCode).toBe(402);
    const body = errorOf(response);
    expect(body).toMatchObject({ error: 'payment_failed', params: { retry: 'repeat_order', alternative_method: 'paypal' } });
    expect(body.message).toBe('Payment failed.');
    const failedId = String(body.params?.payment_id);
    const failed = paymentResponseSchema.parse((await api.get(`/api/payment.php?id=${failedId}`, { session: member.session })).json()).payment;
    expect(failed.status).toBe('failed');
    expect(await balanceOf(server, member.id)).toBe(before);

    const retry = await repeat(member, { package_id: packageId, saved_method_id: savedId, idempotency_key: idem() });
    expect(retry.statusCode).toBe(402);
    expect(errorOf(retry).params?.payment_id).not.toBe(failedId);
    const dutch = await api.post('/api/repeat-order.php', { package_id: packageId, saved_method_id: savedId, idempotency_key: idem() }, {
      session: member.session,
      headers: { cookie: `auth.session=${member.session}; i18n_redirected=nl` },
    });
    expect(errorOf(dutch).message).toBe('Betaling mislukt.');
  });

  it("refuses another member's saved card and forgets a card on request", async () => {
    const { savedId, packageId } = await memberWithCard();
    const stranger = await payingMember(server, api, 'NL');
    const response = await repeat(stranger, { package_id: packageId, saved_method_id: savedId, idempotency_key: idem() });
    expect(response.statusCode).toBe(404);
    const deleteForeign = await server.app.inject({
      method: 'DELETE',
      url: '/api/saved-methods.php',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', 'x-client-type': 'web', cookie: `auth.session=${stranger.session}` },
      payload: { id: savedId },
    });
    expect(deleteForeign.statusCode).toBe(404);
    expect(await dbOf(server).selectFrom('saved_methods').select('id').where('id', '=', savedId).execute()).toHaveLength(1);
  });
});
