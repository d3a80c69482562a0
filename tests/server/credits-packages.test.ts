import { describe, expect, it } from 'vitest';
import { discountCodeResponseSchema, pricingResponseSchema, timeBonusResponseSchema } from '../../contract/credits';
import { DEFAULT_PACKAGES } from '../../server/credits/packages';
import { client, errorOf, HOUR_MS, TestClock } from './accounts-support';
import { DATABASES, useServer } from './harness';
import { dbOf, firstPackageId, messagePriceIn, packagesFor, payingMember, sandboxPress, startCheckout } from './credits-support';

describe.each(DATABASES)('packages, pricing, time bonus and discount look-ups on %s', (kind) => {
  const clock = new TestClock();
  const server = useServer(kind, {}, { clock: clock.now });
  const api = client(server);

  describe('seeding', () => {
    it('gives every site the default packages with a price in every currency, and the site codes', async () => {
      const db = dbOf(server);
      const sites = await db.selectFrom('sites').select('id').execute();
      expect(sites.length).toBeGreaterThan(1);
      for (const site of sites) {
        const packages = await db.selectFrom('credit_packages').select('id').where('site_id', '=', site.id).execute();
        expect(packages).toHaveLength(DEFAULT_PACKAGES.length);
        const codes = await db.selectFrom('discount_codes').select('code').where('site_id', '=', site.id).orderBy('code').execute();
        expect(codes.map((code) => code.code)).toEqual(['FLIRT10', 'TIMEBONUS25', 'WELCOME25']);
      }
      const prices = await db.selectFrom('package_prices').select(['package_id', 'currency']).execute();
      expect(prices).toHaveLength(sites.length * DEFAULT_PACKAGES.length * 8);
    });
  });

  describe('GET /api/packages.php', () => {
    it('answers visitors in the currency of the site country, without an automatic discount', async () => {
      const answer = await packagesFor(api);
      expect(answer).toMatchObject({ country: 'NL', currency: 'EUR', automatic_discount: null });
      expect(answer.payment_methods).toEqual(['ideal', 'card', 'paypal', 'sepa_dd']);
      expect(answer.packages.map((pkg) => pkg.kind)).toEqual(DEFAULT_PACKAGES.map((pkg) => pkg.kind).sort());
      const popular = answer.packages.filter((pkg) => pkg.popular);
      expect(popular.map((pkg) => pkg.kind).sort()).toEqual(['credits', 'premium']);
      expect(answer.packages.filter((pkg) => pkg.kind === 'premium').every((pkg) => pkg.one_time)).toBe(true);
      for (const pkg of answer.packages) {
        expect(pkg.total_credits).toBe(pkg.credits + pkg.bonus_credits);
        expect(pkg.discounted_price).toBeNull();
      }
    });

    it('filters by kind', async () => {
      const premium = await packagesFor(api, undefined, 'premium');
      expect(premium.packages.length).toBeGreaterThan(0);
      expect(premium.packages.every((pkg) => pkg.kind === 'premium')).toBe(true);
    });

    it("prices in the member's country currency", async () => {
      for (const [country, currency] of [['GB', 'GBP'], ['PL', 'PLN'], ['CH', 'CHF'], ['US', 'USD']] as const) {
        const member = await payingMember(server, api, country);
        const answer = await packagesFor(api, member.session);
        expect(answer.currency).toBe(currency);
        expect(answer.packages.every((pkg) => pkg.price.currency === currency)).toBe(true);
      }
    });

    it('shows the time bonus price to a new member while the bonus runs, and not once it ended', async () => {
      const member = await payingMember(server, api, 'NL');
      const running = await packagesFor(api, member.session);
      expect(running.automatic_discount).toMatchObject({ code: 'TIMEBONUS25', value_percentage: 25 });
      expect(Date.parse(running.automatic_discount?.ends_at ?? '')).toBe(Date.parse(member.user.created_at) + 4 * HOUR_MS);
      const first = running.packages[0];
      expect(first?.discounted_price?.amount_minor).toBe(Math.round(((first?.price.amount_minor ?? 0) * 75) / 100));

      clock.advance(4 * HOUR_MS);
      const ended = await packagesFor(api, member.session);
      expect(ended.automatic_discount).toBeNull();
    });
  });

  describe('GET /api/pricing.php', () => {
    it("lists what each action costs in the member's country: the settings, a message raised to the country minimum", async () => {
      const member = await payingMember(server, api, 'DK');
      const response = await api.get('/api/pricing.php', { session: member.session });
      expect(response.statusCode).toBe(200);
      const pricing = pricingResponseSchema.parse(response.json());
      const { settings } = await server.app.sites.resolve('localhost');
      // 5.95 DKK at the cheapest credit a member can pay in crowns (300 for 599 DKK after the largest discount of the
      // site, the rule in server/credits/actionCosts.ts) takes more than the site's 1 credit.
      const dkPrice = await messagePriceIn(server, 'DK');
      expect(settings.message_credits).toBeLessThan(dkPrice);
      expect(pricing).toMatchObject({
        message_credits: dkPrice,
        photo_credits: settings.photo_credits,
        gift_credits: settings.gift_credits,
        refund_days: settings.refund_days,
        country: 'DK',
        minimum_message_cost: settings.minimum_message_costs.DK,
      });
      expect(pricing.minimum_message_costs).toEqual(settings.minimum_message_costs);
    });
  });

  describe('GET /api/timebonus.php', () => {
    it('is inactive when logged out', async () => {
      const response = await api.get('/api/timebonus.php');
      expect(timeBonusResponseSchema.parse(response.json()).time_bonus).toMatchObject({ active: false, ends_at: null });
    });

    it('runs for 4 hours after signup, then ends; it is not for paid members', async () => {
      const member = await payingMember(server, api, 'NL');
      const state = async () => timeBonusResponseSchema.parse((await api.get('/api/timebonus.php', { session: member.session })).json()).time_bonus;
      expect(await state()).toEqual({
        active: true,
        ends_at: new Date(Date.parse(member.user.created_at) + 4 * HOUR_MS).toISOString(),
        code: 'TIMEBONUS25',
        value_percentage: 25,
      });
      clock.advance(4 * HOUR_MS - 1000);
      expect((await state()).active).toBe(true);
      clock.advance(1000);
      expect((await state()).active).toBe(false);

      const buyer = await payingMember(server, api, 'NL');
      const started = await startCheckout(api, buyer.session, { package_id: await firstPackageId(api, buyer.session), method: 'card' });
      await sandboxPress(server, started.payment_id, 'pay');
      const paid = timeBonusResponseSchema.parse((await api.get('/api/timebonus.php', { session: buyer.session })).json()).time_bonus;
      expect(paid.active).toBe(false);
    });
  });

  describe('GET /api/discountcode.php', () => {
    it('answers a code with the SPEC §3 fields, case-insensitively', async () => {
      const member = await payingMember(server, api, 'NL');
      const response = await api.get('/api/discountcode.php?code=flirt10&utm_source=newsletter', { session: member.session });
      expect(response.statusCode, response.body).toBe(200);
      expect(discountCodeResponseSchema.parse(response.json()).discount_code).toEqual({
        code: 'FLIRT10',
        country: null,
        user_id: null,
        expires: null,
        value_percentage: 10,
        currency: null,
        minimum_order_value: null,
        status: 'active',
        validity: 'multi',
        expired: false,
        paymentmethods: null,
      });
    });

    it("answers 'Code niet gevonden' for an unknown code, in the request language", async () => {
      const response = await api.get('/api/discountcode.php?code=NOPE', { headers: { cookie: 'i18n_redirected=nl' } });
      expect(response.statusCode).toBe(404);
      const body = errorOf(response);
      expect(body.error).toBe('discount_not_found');
      expect(body.fields?.code?.code).toBe('discount_not_found');
      expect(body.message).toBe('Code niet gevonden.');
    });

    it("answers 'Code reeds gebruikt' for a once-per-user code the member redeemed", async () => {
      const member = await payingMember(server, api, 'NL');
      const started = await startCheckout(api, member.session, { package_id: await firstPackageId(api, member.session), method: 'card', discount_code: 'TIMEBONUS25' });
      await sandboxPress(server, started.payment_id, 'pay');
      const response = await api.get('/api/discountcode.php?code=TIMEBONUS25', { session: member.session });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({ error: 'discount_used', fields: { code: { code: 'discount_used' } } });
    });

    it('welcome=true: the time bonus code while it runs, then the welcome discount, then nothing', async () => {
      const member = await payingMember(server, api, 'NL');
      const welcome = async () => api.get('/api/discountcode.php?welcome=true', { session: member.session });
      const first = discountCodeResponseSchema.parse((await welcome()).json()).discount_code;
      expect(first).toMatchObject({ code: 'TIMEBONUS25', value_percentage: 25, validity: 'once_per_user', expired: false });
      expect(first?.expires).toBe(new Date(Date.parse(member.user.created_at) + 4 * HOUR_MS).toISOString());

      clock.advance(5 * HOUR_MS);
      const second = discountCodeResponseSchema.parse((await welcome()).json()).discount_code;
      expect(second).toMatchObject({ code: 'WELCOME25', value_percentage: 25, expired: false });
      expect(second?.expires).toBe(new Date(Date.parse(member.user.created_at) + 48 * HOUR_MS).toISOString());

      // SPEC §7: none is an answer (200 with null), so the credits pages log no failed call for it.
      clock.advance(44 * HOUR_MS);
      const none = await welcome();
      expect(none.statusCode).toBe(200);
      expect(discountCodeResponseSchema.parse(none.json()).discount_code).toBeNull();
    });

    it('welcome=true for a visitor or a premium member answers none (200, null)', async () => {
      const visitor = await api.get('/api/discountcode.php?welcome=true');
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).toEqual({ discount_code: null });
      const member = await payingMember(server, api, 'NL');
      const started = await startCheckout(api, member.session, { package_id: await firstPackageId(api, member.session), method: 'card' });
      await sandboxPress(server, started.payment_id, 'pay');
      const paid = await api.get('/api/discountcode.php?welcome=true', { session: member.session });
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toEqual({ discount_code: null });
    });

    it('asks for a code when neither code nor welcome is given', async () => {
      const response = await api.get('/api/discountcode.php?foo=bar');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.code?.code).toBe('required');
    });
  });
});
