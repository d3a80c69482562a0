import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME, LOCALE_COOKIE } from '../../contract/constants';
import { ConfigError, loadConfig } from '../../server/config';
import { client, errorOf } from './accounts-support';
import { DATABASES, spaHeaders, useServer } from './harness';
import { balanceOf, createPayment, dbOf, firstPackageId, idem, packagesFor, paymentOf, payerCookie, payingMember, sandboxPress, startCheckout } from './credits-support';

/**
 * PAYMENT_PROVIDER (SEC-27): the sandbox only when chosen or with the demo content; with SEED=none and no provider,
 * buying is refused with a translated 503 and nothing is handed out; the sandbox's hosted page answers only the
 * member who opened the checkout.
 */

describe('PAYMENT_PROVIDER in the configuration', () => {
  const base = { NODE_ENV: 'production', DATABASE_URL: ':memory:' };

  it('defaults to the sandbox with the demo content only, and to none otherwise', () => {
    expect(loadConfig({ ...base }).payments).toEqual({ provider: 'sandbox' });
    expect(loadConfig({ ...base, SEED: 'demo' }).payments).toEqual({ provider: 'sandbox' });
    expect(loadConfig({ ...base, SEED: 'none' }).payments).toEqual({ provider: 'none' });
    expect(loadConfig({ ...base, SEED: 'none', NODE_ENV: 'development' }).payments).toEqual({ provider: 'none' });
    expect(loadConfig({ ...base, SEED: 'demo', PAYMENT_PROVIDER: 'none' }).payments).toEqual({ provider: 'none' });
  });

  it('refuses the sandbox in production without the demo content unless PAYMENT_SANDBOX_ALLOWED=1', () => {
    expect(() => loadConfig({ ...base, SEED: 'none', PAYMENT_PROVIDER: 'sandbox' })).toThrow(ConfigError);
    expect(loadConfig({ ...base, SEED: 'none', PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_ALLOWED: '1' }).payments).toEqual({ provider: 'sandbox' });
    expect(loadConfig({ ...base, SEED: 'none', PAYMENT_PROVIDER: 'sandbox', NODE_ENV: 'development' }).payments).toEqual({ provider: 'sandbox' });
  });

  it('needs both Stripe keys, never echoes them, and tells test keys from live ones', () => {
    const secret = 'sk_live_secretvalue123';
    const attempt = () => loadConfig({ ...base, SEED: 'none', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: secret });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/STRIPE_WEBHOOK_SECRET/);
    try {
      attempt();
    } catch (error) {
      expect(String(error)).not.toContain(secret);
    }
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'paypal' })).toThrow(ConfigError);
    const live = loadConfig({ ...base, SEED: 'none', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: secret, STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).payments;
    expect(live).toMatchObject({ provider: 'stripe', testMode: false, apiBase: null });
    const test = loadConfig({ ...base, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).payments;
    expect(test).toMatchObject({ provider: 'stripe', testMode: true });
    // A live key never goes to another API address.
    expect(() =>
      loadConfig({ ...base, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: secret, STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_BASE: 'http://127.0.0.1:1' }),
    ).toThrow(ConfigError);
  });
});

describe.each(DATABASES)('SEED=none with no payment provider on %s (SEC-27)', (kind) => {
  const server = useServer(kind, { SEED: 'none', PAYMENT_PROVIDER: undefined });
  const api = client(server);

  it('lists the packages as unavailable to buy, and hands out no checkout, repeat order or direct debit', async () => {
    const member = await payingMember(server, api, 'NL');
    const before = await balanceOf(server, member.id);
    const offered = await packagesFor(api, member.session);
    expect(offered.packages.length).toBeGreaterThan(0);
    expect(offered.checkout.mode).toBe('unavailable');
    const packageId = offered.packages[0]?.id ?? 0;

    const checkout = await createPayment(api, member.session, { package_id: packageId, method: 'card' });
    expect(checkout.statusCode).toBe(503);
    expect(errorOf(checkout).error).toBe('payments_unavailable');
    // Translated like every error: in Dutch for a Dutch request.
    const dutch = await api.post(
      '/api/payment.php',
      { package_id: packageId, method: 'card', idempotency_key: idem() },
      { headers: { cookie: `${AUTH_COOKIE_NAME}=${member.session}; ${LOCALE_COOKIE}=nl` } },
    );
    expect(dutch.statusCode).toBe(503);
    expect(errorOf(dutch).message).toBe('Betalen is op dit moment niet mogelijk. Er kan niets worden gekocht en er wordt niets afgeschreven.');
    const repeat = await api.post('/api/repeat-order.php', { package_id: packageId, saved_method_id: 1, idempotency_key: idem() }, { session: member.session });
    expect(repeat.statusCode).toBe(503);
    const debit = await api.post(
      '/api/directdebit.php',
      { iban: 'NL91ABNA0417164300', phone: '0612345678', package_id: packageId, idempotency_key: idem() },
      { session: member.session },
    );
    expect(debit.statusCode).toBe(503);
    expect(errorOf(debit).error).toBe('payments_unavailable');

    expect(await dbOf(server).selectFrom('payments').select('id').execute()).toEqual([]);
    expect(await balanceOf(server, member.id)).toBe(before);
  });

  it('has no sandbox page and no sandbox webhook', async () => {
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

describe.each(DATABASES)('the sandbox checkout page belongs to the member who opened it on %s', (kind) => {
  const server = useServer(kind);
  const api = client(server);

  it('says "test mode" in the payer\'s language', async () => {
    const member = await payingMember(server, api, 'NL');
    const started = await startCheckout(api, member.session, { package_id: await firstPackageId(api, member.session), method: 'card' });
    const page = await server.app.inject({ url: started.redirect_url, headers: { host: 'localhost:3000', ...(await payerCookie(server, started.payment_id)) } });
    expect(page.body).toContain('Test mode');
    const cookie = `${(await payerCookie(server, started.payment_id)).cookie}; ${LOCALE_COOKIE}=de`;
    const german = await server.app.inject({ url: started.redirect_url, headers: { host: 'localhost:3000', cookie } });
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('Testmodus');
  });

  it('is wholly in the payer\'s language, with the money in that language\'s format and stable button hooks', async () => {
    const member = await payingMember(server, api, 'NL');
    const started = await startCheckout(api, member.session, { package_id: await firstPackageId(api, member.session), method: 'card' });
    const { amount } = await paymentOf(api, member.session, started.payment_id);
    const pageIn = async (language: string) => {
      const cookie = `${(await payerCookie(server, started.payment_id)).cookie}; ${LOCALE_COOKIE}=${language}`;
      const page = await server.app.inject({ url: started.redirect_url, headers: { host: 'localhost:3000', cookie } });
      expect(page.statusCode).toBe(200);
      return page.body;
    };
    const german = await pageIn('de');
    const germanAmount = new Intl.NumberFormat('de', { style: 'currency', currency: amount.currency }).format(amount.amount_minor / 100);
    expect(amount.currency).toBe('EUR');
    expect(germanAmount).toMatch(/^\d+,\d\d\u00a0€$/);
    expect(german).toContain('<html lang="de">');
    for (const text of ['Sandbox: Es fließt kein Geld.', 'Bestellung', 'Betrag', 'Zahlungsart', 'Status', 'In Bearbeitung', 'Testkarte', `${germanAmount} bezahlen`, 'Zahlung scheitern lassen', 'Abbrechen', 'Offen lassen']) {
      expect(german, text).toContain(text);
    }
    for (const english of ['Sandbox: no money moves.', '>Order<', '>Amount<', '>Method<', '>pending<', 'Test card', 'Fail the payment', '>Cancel<', 'Leave pending', '€']) {
      if (english === '€') expect(german).not.toMatch(/€\d/);
      else expect(german, english).not.toContain(english);
    }
    for (const action of ['pay', 'fail', 'cancel', 'pending']) expect(german).toContain(`name="action" value="${action}"`);

    const dutch = await pageIn('nl');
    expect(dutch).toContain(new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' }).format(amount.amount_minor / 100));
    expect(dutch).toMatch(/€\u00a0\d+,\d\d/);
    expect(dutch).toContain('Openstaand laten');
    const english = await pageIn('en');
    expect(english).toContain('Leave pending');
    expect(english).toMatch(/Pay €\d+\.\d\d/);
  });

  it('a visitor who is not signed in, or another member, cannot see, pay, fail or cancel it', async () => {
    const owner = await payingMember(server, api, 'NL');
    const other = await payingMember(server, api, 'NL');
    const before = await balanceOf(server, owner.id);
    const started = await startCheckout(api, owner.session, { package_id: await firstPackageId(api, owner.session), method: 'card' });
    const otherCookie = `${AUTH_COOKIE_NAME}=${other.session}`;
    for (const cookie of ['', otherCookie]) {
      const page = await server.app.inject({ url: started.redirect_url, headers: { host: 'localhost:3000', cookie } });
      expect(page.statusCode).toBe(cookie ? 404 : 403);
      expect(page.body).not.toContain(started.payment_id);
      for (const action of ['pay', 'fail', 'cancel']) {
        const pressed = await sandboxPress(server, started.payment_id, action, {}, { cookie });
        expect(pressed.statusCode, `${action} by ${cookie ? 'another member' : 'a visitor'}`).toBe(cookie ? 404 : 403);
      }
    }
    expect((await paymentOf(api, owner.session, started.payment_id)).status).toBe('pending');
    expect(await balanceOf(server, owner.id)).toBe(before);
    // The owner still can.
    const paid = await sandboxPress(server, started.payment_id, 'pay');
    expect(paid.statusCode).toBe(303);
    expect((await paymentOf(api, owner.session, started.payment_id)).status).toBe('completed');
  });
});
