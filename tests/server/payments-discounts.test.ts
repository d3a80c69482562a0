import { describe, expect, it } from 'vitest';
import { paymentCreateResponseSchema } from '../../contract/credits';
import { client, errorOf, HOUR_MS, MINUTE_MS, TestClock } from './accounts-support';
import { DATABASES, useServer } from './harness';
import {
  createPayment,
  dbOf,
  firstPackageId,
  idem,
  packagesFor,
  paymentOf,
  payingMember,
  payerCookie,
  sandboxPress,
  startCheckout,
  type PayingMember,
} from './credits-support';

interface CodeRules {
  code: string;
  value_percentage?: number;
  country?: string | null;
  currency?: string | null;
  minimum_order_value_minor?: number | null;
  expires?: string | null;
  status?: 'active' | 'inactive';
  validity?: 'once_per_user' | 'multi';
  paymentmethods?: string[] | null;
  user_id?: number | null;
}

describe.each(DATABASES)('discount codes at payment time on %s', (kind) => {
  const clock = new TestClock();
  const server = useServer(kind, {}, { clock: clock.now });
  const api = client(server);

  async function siteId(): Promise<number> {
    return (await server.app.sites.resolve('localhost')).id;
  }

  async function addCode(rules: CodeRules): Promise<void> {
    await dbOf(server)
      .insertInto('discount_codes')
      .values({
        site_id: await siteId(),
        code: rules.code,
        kind: 'standard',
        country: rules.country ?? null,
        currency: rules.currency ?? null,
        value_percentage: rules.value_percentage ?? 20,
        minimum_order_value_minor: rules.minimum_order_value_minor ?? null,
        expires: rules.expires ?? null,
        status: rules.status ?? 'active',
        validity: rules.validity ?? 'once_per_user',
        paymentmethods: rules.paymentmethods ? JSON.stringify(rules.paymentmethods) : null,
        user_id: rules.user_id ?? null,
        created_at: clock.now().toISOString(),
      })
      .execute();
  }

  /** A member whose time bonus has ended (so only typed codes apply), from NL unless told. */
  async function member(country = 'NL'): Promise<PayingMember> {
    const created = await payingMember(server, api, country);
    await server.app.db.updateTable('users').set({ created_at: new Date(clock.now().getTime() - 100 * HOUR_MS).toISOString() }).where('id', '=', created.id).execute();
    return created;
  }

  async function refusal(payer: PayingMember, body: Record<string, unknown>) {
    const response = await createPayment(api, payer.session, { package_id: await firstPackageId(api, payer.session), method: 'ideal', ...body });
    return { status: response.statusCode, body: errorOf(response) };
  }

  it('applies a valid code to the amount', async () => {
    await addCode({ code: 'SPRING20', value_percentage: 20 });
    const payer = await member();
    const { packages } = await packagesFor(api, payer.session);
    const pkg = packages[0];
    const started = await startCheckout(api, payer.session, { package_id: pkg?.id, method: 'ideal', discount_code: ' spring20 ' });
    expect(started.payment.discount).toEqual({ code: 'SPRING20', value_percentage: 20 });
    expect(started.payment.amount.amount_minor).toBe(Math.round(((pkg?.price.amount_minor ?? 0) * 80) / 100));
  });

  it("refuses unknown, inactive and other members' personal codes as not found", async () => {
    const payer = await member();
    const other = await member();
    await addCode({ code: 'SLEEPY', status: 'inactive' });
    await addCode({ code: 'JUSTFORYOU', user_id: other.id });
    for (const code of ['NOPE', 'SLEEPY', 'JUSTFORYOU']) {
      const { status, body } = await refusal(payer, { discount_code: code });
      expect(status, code).toBe(404);
      expect(body).toMatchObject({ error: 'discount_not_found', fields: { discount_code: { code: 'discount_not_found' } } });
    }
    expect((await startCheckout(api, other.session, { package_id: await firstPackageId(api, other.session), method: 'ideal', discount_code: 'JUSTFORYOU' })).payment.discount).not.toBeNull();
  });

  it('enforces country, currency, minimum order value, expiry and payment methods', async () => {
    await addCode({ code: 'BELGIUM', country: 'BE' });
    await addCode({ code: 'POUNDS', currency: 'GBP' });
    await addCode({ code: 'BIGORDER', currency: 'EUR', minimum_order_value_minor: 100_000 });
    await addCode({ code: 'OLD', expires: new Date(clock.now().getTime() - 1000).toISOString() });
    await addCode({ code: 'CARDONLY', paymentmethods: ['card'] });
    const payer = await member('NL');
    const cases: Array<[string, string]> = [
      ['BELGIUM', 'discount_not_available'],
      ['POUNDS', 'discount_not_available'],
      ['BIGORDER', 'discount_minimum_order'],
      ['OLD', 'discount_expired'],
      ['CARDONLY', 'discount_method'],
    ];
    for (const [code, field] of cases) {
      const { status, body } = await refusal(payer, { discount_code: code, method: 'ideal' });
      expect(status, code).toBe(400);
      expect(body.error).toBe('discount_invalid');
      expect(body.fields?.discount_code?.code, code).toBe(field);
    }
    const minimum = await refusal(payer, { discount_code: 'BIGORDER' });
    expect(minimum.body.fields?.discount_code?.params?.amount).toMatch(/1[,.]?000/);
    // The same codes where their rules hold.
    const belgian = await member('BE');
    expect((await startCheckout(api, belgian.session, { package_id: await firstPackageId(api, belgian.session), method: 'bancontact', discount_code: 'BELGIUM' })).payment.discount).not.toBeNull();
    expect((await startCheckout(api, payer.session, { package_id: await firstPackageId(api, payer.session), method: 'card', discount_code: 'CARDONLY' })).payment.discount).not.toBeNull();
    expect(await dbOf(server).selectFrom('payments').select('id').where('user_id', '=', payer.id).execute()).toHaveLength(1);
  });

  it('once per user: redeemed on completion, then "Code reeds gebruikt"; a multi code can be used again', async () => {
    await addCode({ code: 'ONCE', validity: 'once_per_user' });
    await addCode({ code: 'MANY', validity: 'multi' });
    const payer = await member();
    const packageId = await firstPackageId(api, payer.session);
    const first = await startCheckout(api, payer.session, { package_id: packageId, method: 'card', discount_code: 'ONCE' });
    await sandboxPress(server, first.payment_id, 'pay');
    const again = await createPayment(api, payer.session, { package_id: packageId, method: 'card', discount_code: 'ONCE' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ error: 'discount_used', fields: { discount_code: { code: 'discount_used' } } });
    for (let index = 0; index < 2; index += 1) {
      const started = await startCheckout(api, payer.session, { package_id: packageId, method: 'card', discount_code: 'MANY' });
      await sandboxPress(server, started.payment_id, 'pay');
    }
    // Another member may still use ONCE.
    const second = await member();
    expect((await startCheckout(api, second.session, { package_id: packageId, method: 'card', discount_code: 'ONCE' })).payment.discount).not.toBeNull();
  });

  it('an open payment holds the code; failing or cancelling releases it', async () => {
    await addCode({ code: 'HOLD' });
    const payer = await member();
    const packageId = await firstPackageId(api, payer.session);
    const open = await startCheckout(api, payer.session, { package_id: packageId, method: 'card', discount_code: 'HOLD' });
    const blocked = await createPayment(api, payer.session, { package_id: packageId, method: 'paypal', discount_code: 'HOLD' });
    expect(blocked.statusCode).toBe(409);
    expect(errorOf(blocked).fields?.discount_code?.code).toBe('discount_in_use');
    await sandboxPress(server, open.payment_id, 'cancel');
    const next = await startCheckout(api, payer.session, { package_id: packageId, method: 'paypal', discount_code: 'HOLD' });
    expect(next.payment.discount?.code).toBe('HOLD');
  });

  it('an abandoned checkout past its hold is cancelled and the code moves to the new payment', async () => {
    await addCode({ code: 'ABANDON' });
    const payer = await member();
    const packageId = await firstPackageId(api, payer.session);
    const abandoned = await startCheckout(api, payer.session, { package_id: packageId, method: 'card', discount_code: 'ABANDON' });
    clock.advance(16 * MINUTE_MS);
    const fresh = await startCheckout(api, payer.session, { package_id: packageId, method: 'card', discount_code: 'ABANDON' });
    expect(fresh.payment.discount?.code).toBe('ABANDON');
    expect((await paymentOf(api, payer.session, abandoned.payment_id)).status).toBe('cancelled');
    // Its hosted checkout no longer takes a payment.
    const page = await server.app.inject({
      url: `/sandbox/checkout/${abandoned.payment_id}`,
      headers: { host: 'localhost:3000', ...(await payerCookie(server, abandoned.payment_id)) },
    });
    expect(page.body).not.toContain('value="pay"');
  });

  it('SEC-22: one once-per-user code in 100 concurrent payments is held by exactly one; completing all redeems it once', async () => {
    await addCode({ code: 'RACE' });
    const payer = await member();
    const packageId = await firstPackageId(api, payer.session);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        api.post('/api/payment.php', { package_id: packageId, method: 'card', discount_code: 'RACE', idempotency_key: idem() }, { session: payer.session }),
      ),
    );
    const ok = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(ok).toHaveLength(1);
    expect(refused.every((response) => errorOf(response).error === 'discount_used')).toBe(true);

    const winner = paymentCreateResponseSchema.parse(ok[0]?.json());
    await sandboxPress(server, winner.payment_id, 'pay');
    const redemptions = await dbOf(server)
      .selectFrom('discount_redemptions')
      .innerJoin('discount_codes', 'discount_codes.id', 'discount_redemptions.code_id')
      .select(['discount_redemptions.redeemed_at'])
      .where('discount_codes.code', '=', 'RACE')
      .where('discount_redemptions.user_id', '=', payer.id)
      .execute();
    expect(redemptions).toHaveLength(1);
    expect(redemptions[0]?.redeemed_at).not.toBeNull();
  });

  describe('time bonus and welcome discount', () => {
    it('applies TIMEBONUS25 automatically while the bonus runs, and not after', async () => {
      const fresh = await payingMember(server, api, 'NL');
      const packageId = await firstPackageId(api, fresh.session);
      const during = await startCheckout(api, fresh.session, { package_id: packageId, method: 'card' });
      expect(during.payment.discount).toEqual({ code: 'TIMEBONUS25', value_percentage: 25 });
      await sandboxPress(server, during.payment_id, 'cancel');

      clock.advance(4 * HOUR_MS);
      const after = await startCheckout(api, fresh.session, { package_id: packageId, method: 'card' });
      expect(after.payment.discount).toBeNull();
      const typed = await createPayment(api, fresh.session, { package_id: packageId, method: 'card', discount_code: 'TIMEBONUS25' });
      expect(errorOf(typed).fields?.discount_code?.code).toBe('discount_expired');
    });

    it('the time bonus takes priority over the welcome code while it runs; the welcome code applies after', async () => {
      const fresh = await payingMember(server, api, 'NL');
      const packageId = await firstPackageId(api, fresh.session);
      const during = await startCheckout(api, fresh.session, { package_id: packageId, method: 'card', discount_code: 'WELCOME25' });
      expect(during.payment.discount?.code).toBe('TIMEBONUS25');
      await sandboxPress(server, during.payment_id, 'fail');

      clock.advance(5 * HOUR_MS);
      const later = await startCheckout(api, fresh.session, { package_id: packageId, method: 'card', discount_code: 'WELCOME25' });
      expect(later.payment.discount).toEqual({ code: 'WELCOME25', value_percentage: 25 });
      await sandboxPress(server, later.payment_id, 'pay');
      // Redeemed once: 'Code reeds gebruikt'.
      const typed = await createPayment(api, fresh.session, { package_id: packageId, method: 'card', discount_code: 'WELCOME25' });
      expect(typed.statusCode).toBe(409);
      expect(errorOf(typed).error).toBe('discount_used');
    });
  });
});
