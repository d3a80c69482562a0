import { describe, expect, it } from 'vitest';
import { paymentCreateResponseSchema, transactionsResponseSchema } from '../../contract/credits';
import { client, errorOf, userOf } from './accounts-support';
import { DATABASES, useServer } from './harness';
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
  payerCookie,
  sandboxPress,
  startCheckout,
} from './credits-support';

describe.each(DATABASES)('checkout through the sandbox provider on %s', (kind) => {
  const server = useServer(kind);
  const api = client(server);

  describe('POST /api/payment.php', () => {
    it('opens a pending payment in the payer currency and answers the hosted checkout', async () => {
      const member = await payingMember(server, api, 'NL');
      const { packages, currency } = await packagesFor(api, member.session);
      expect(currency).toBe('EUR');
      const pkg = packages.find((candidate) => candidate.kind === 'credits' && candidate.bonus_credits > 0);
      expect(pkg).toBeDefined();
      const started = await startCheckout(api, member.session, { package_id: pkg?.id, method: 'ideal' });
      expect(started.redirect_url).toBe(`/sandbox/checkout/${started.payment_id}`);
      // The signup time bonus runs (a new, non-paid member): TIMEBONUS25 is applied automatically.
      expect(started.payment).toMatchObject({
        status: 'pending',
        kind: 'checkout',
        method: 'ideal',
        credits: pkg?.total_credits,
        amount: pkg?.discounted_price,
        discount: { code: 'TIMEBONUS25', value_percentage: 25 },
        completed_at: null,
      });
    });

    it('needs a logged-in member', async () => {
      const response = await api.post('/api/payment.php', { package_id: 1, method: 'card', idempotency_key: idem() });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).error).toBe('authentication_required');
    });

    it('offers only the methods of the payer country, and sends direct debit to its own flow', async () => {
      const dutch = await payingMember(server, api, 'NL');
      const packageId = await firstPackageId(api, dutch.session);
      for (const method of ['bancontact', 'swish', 'sepa_dd']) {
        const response = await createPayment(api, dutch.session, { package_id: packageId, method });
        expect(response.statusCode, method).toBe(400);
        expect(errorOf(response).fields?.method?.code).toBe('invalid_value');
      }
      const belgian = await payingMember(server, api, 'BE');
      expect((await startCheckout(api, belgian.session, { package_id: packageId, method: 'bancontact' })).payment.method).toBe('bancontact');
    });

    it('prices in the payer currency: a Swedish member pays in SEK', async () => {
      const member = await payingMember(server, api, 'SE');
      const { currency, payment_methods, packages } = await packagesFor(api, member.session);
      expect(currency).toBe('SEK');
      expect(payment_methods).toEqual(['swish', 'klarna', 'card', 'paypal']);
      const started = await startCheckout(api, member.session, { package_id: packages[0]?.id, method: 'swish' });
      expect(started.payment.amount.currency).toBe('SEK');
    });

    it('refuses a package of another site', async () => {
      const member = await payingMember(server, api, 'NL');
      const other = await dbOf(server)
        .selectFrom('credit_packages')
        .innerJoin('sites', 'sites.id', 'credit_packages.site_id')
        .select('credit_packages.id')
        .where('sites.domain', '!=', 'localhost')
        .executeTakeFirst();
      expect(other).toBeDefined();
      const response = await createPayment(api, member.session, { package_id: other?.id, method: 'card' });
      expect(response.statusCode).toBe(404);
    });

    it('answers the same payment for the same idempotency key (a double click opens one checkout)', async () => {
      const member = await payingMember(server, api, 'NL');
      const packageId = await firstPackageId(api, member.session);
      const key = idem();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => api.post('/api/payment.php', { package_id: packageId, method: 'card', idempotency_key: key }, { session: member.session })),
      );
      const ids = responses.map((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return paymentCreateResponseSchema.parse(response.json()).payment_id;
      });
      expect(new Set(ids).size).toBe(1);
      const rows = await dbOf(server).selectFrom('payments').select('id').where('user_id', '=', member.id).execute();
      expect(rows).toHaveLength(1);

      const reused = await api.post('/api/payment.php', { package_id: packageId, method: 'paypal', idempotency_key: key }, { session: member.session });
      expect(reused.statusCode).toBe(409);
    });
  });

  describe('the sandbox checkout page', () => {
    it('is a script-free page with pay, fail, cancel and leave-pending choices', async () => {
      const member = await payingMember(server, api, 'NL');
      const started = await startCheckout(api, member.session, { package_id: await firstPackageId(api, member.session), method: 'card' });
      const page = await server.app.inject({ url: started.redirect_url, headers: { host: 'localhost:3000', ...(await payerCookie(server, started.payment_id)) } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(String(page.headers['content-security-policy'])).toContain("default-src 'none'");
      expect(page.body).not.toMatch(/<script/i);
      for (const action of ['pay', 'fail', 'cancel', 'pending']) expect(page.body).toContain(`value="${action}"`);
      expect(page.body).toContain('name="save_card"');
      expect(page.body).toContain(`action="/sandbox/checkout/${started.payment_id}"`);
    });

    it('refuses a cross-site form post and unknown payments', async () => {
      const member = await payingMember(server, api, 'NL');
      const started = await startCheckout(api, member.session, { package_id: await firstPackageId(api, member.session), method: 'card' });
      const crossSite = await sandboxPress(server, started.payment_id, 'pay', {}, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
      expect((await paymentOf(api, member.session, started.payment_id)).status).toBe('pending');
      const unknown = await server.app.inject({
        url: '/sandbox/checkout/pay_AAAAAAAAAAAAAAAAAAAAAA',
        headers: { host: 'localhost:3000', ...(await payerCookie(server, started.payment_id)) },
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('pay: completes, grants the credits once, makes the member premium, and redirects to the result page', async () => {
      const member = await payingMember(server, api, 'NL');
      expect(member.user.paid_user).toBe(false);
      const before = await balanceOf(server, member.id);
      const started = await startCheckout(api, member.session, { package_id: await firstPackageId(api, member.session), method: 'ideal' });
      const pressed = await sandboxPress(server, started.payment_id, 'pay');
      expect(pressed.statusCode).toBe(303);
      expect(pressed.headers.location).toBe(`/transactions/${started.payment_id}`);

      const payment = await paymentOf(api, member.session, started.payment_id);
      expect(payment.status).toBe('completed');
      expect(payment.completed_at).not.toBeNull();
      expect(await balanceOf(server, member.id)).toBe(before + payment.credits);
      const user = userOf(await api.get('/api/user.php', { session: member.session }));
      expect(user).toMatchObject({ paid_user: true, credits: before + payment.credits });
      await expectLedgerConsistent(server, member.id);

      // The page now only offers a reversal; pressing pay again (a stale page) changes nothing.
      const again = await sandboxPress(server, started.payment_id, 'pay');
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(`/sandbox/checkout/${started.payment_id}`);
      expect(await balanceOf(server, member.id)).toBe(before + payment.credits);
    });

    it('fail and cancel: nothing is granted and the member stays non-premium', async () => {
      for (const action of ['fail', 'cancel'] as const) {
        const member = await payingMember(server, api, 'NL');
        const before = await balanceOf(server, member.id);
        const started = await startCheckout(api, member.session, { package_id: await firstPackageId(api, member.session), method: 'card' });
        expect((await sandboxPress(server, started.payment_id, action)).statusCode).toBe(303);
        expect((await paymentOf(api, member.session, started.payment_id)).status).toBe(action === 'fail' ? 'failed' : 'cancelled');
        expect(await balanceOf(server, member.id)).toBe(before);
        expect(userOf(await api.get('/api/user.php', { session: member.session })).paid_user).toBe(false);
      }
    });

    it('leave pending, then pay: pending first, completed after', async () => {
      const member = await payingMember(server, api, 'NL');
      const started = await startCheckout(api, member.session, { package_id: await firstPackageId(api, member.session), method: 'paypal' });
      await sandboxPress(server, started.payment_id, 'pending');
      expect((await paymentOf(api, member.session, started.payment_id)).status).toBe('pending');
      await sandboxPress(server, started.payment_id, 'pay');
      expect((await paymentOf(api, member.session, started.payment_id)).status).toBe('completed');
    });

    it('the first purchase makes premium; a second purchase (credits: premium is sold once) keeps it', async () => {
      const member = await payingMember(server, api, 'NL');
      const packageId = await firstPackageId(api, member.session, 'premium');
      const first = await startCheckout(api, member.session, { package_id: packageId, method: 'card' });
      await sandboxPress(server, first.payment_id, 'pay');
      const second = await startCheckout(api, member.session, { package_id: await firstPackageId(api, member.session, 'credits'), method: 'card' });
      // Paid members have no time bonus: the full price.
      expect(second.payment.discount).toBeNull();
      await sandboxPress(server, second.payment_id, 'pay');
      expect(userOf(await api.get('/api/user.php', { session: member.session })).paid_user).toBe(true);
      await expectLedgerConsistent(server, member.id);
    });
  });

  describe('GET /api/payment.php and /api/transactions.php', () => {
    it("answers only the member's own payments", async () => {
      const owner = await payingMember(server, api, 'NL');
      const stranger = await payingMember(server, api, 'NL');
      const started = await startCheckout(api, owner.session, { package_id: await firstPackageId(api, owner.session), method: 'card' });
      expect((await api.get(`/api/payment.php?id=${started.payment_id}`, { session: stranger.session })).statusCode).toBe(404);
      expect((await api.get(`/api/transactions.php?id=${started.payment_id}`, { session: stranger.session })).statusCode).toBe(404);
      expect((await api.get(`/api/payment.php?id=${started.payment_id}`)).statusCode).toBe(403);
      expect((await api.get('/api/payment.php?id=nope', { session: owner.session })).statusCode).toBe(400);
    });

    it('lists the history newest first, and one payment by id', async () => {
      const member = await payingMember(server, api, 'NL');
      const packageId = await firstPackageId(api, member.session);
      const first = await startCheckout(api, member.session, { package_id: packageId, method: 'card' });
      await sandboxPress(server, first.payment_id, 'fail');
      const second = await startCheckout(api, member.session, { package_id: packageId, method: 'card' });
      const history = transactionsResponseSchema.parse((await api.get('/api/transactions.php', { session: member.session })).json());
      expect(history.transactions.map((payment) => payment.payment_id)).toEqual([second.payment_id, first.payment_id]);
      expect(history.transactions.map((payment) => payment.status)).toEqual(['pending', 'failed']);
      const one = transactionsResponseSchema.parse((await api.get(`/api/transactions.php?id=${first.payment_id}`, { session: member.session })).json());
      expect(one.transactions).toHaveLength(1);
      expect(one.transactions[0]?.status).toBe('failed');
    });
  });
});
