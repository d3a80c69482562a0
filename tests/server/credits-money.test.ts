import { describe, expect, it } from 'vitest';
import { pricingResponseSchema, type PricingResponse } from '../../contract/credits';
import { costsFor, isCheaperPerCredit, selectCreditDiscounts } from '../../server/credits/actionCosts';
import { creditsDb } from '../../server/credits/tables';
import { client, errorOf } from './accounts-support';
import { sendMessageResponseSchema } from '../../contract/chat';
import { retentionDiscountResponseSchema } from '../../contract/credits';
import {
  balanceOf,
  createPayment,
  dbOf,
  expectLedgerConsistent,
  idem,
  packagesFor,
  paymentOf,
  payingMember,
  sandboxPress,
  startCheckout,
} from './credits-support';
import { DATABASES, useServer } from './harness';
import { createMember } from './members-support';

/**
 * "Money that adds up": what the pricing answer says a message costs is what one send debits, in every country with a
 * minimum; the signup credits pay for a first message there; one "most popular" per page; premium is sold once.
 */
describe.each(DATABASES)('money that adds up on %s', (kind) => {
  const server = useServer(kind);
  const api = client(server);

  async function pricingOf(session: string): Promise<PricingResponse> {
    const response = await api.get('/api/pricing.php', { session });
    expect(response.statusCode, response.body).toBe(200);
    return pricingResponseSchema.parse(response.json());
  }

  describe('a new member can send one first message with the signup credits, charged as shown', () => {
    // NL: euro minimum; PL, US: minimums that need a credit more at the cheapest pack price.
    it.each(['NL', 'PL', 'US', 'DK'])('in %s', async (country) => {
      const member = await payingMember(server, api, country);
      const granted = await balanceOf(server, member.id);
      const pricing = await pricingOf(member.session);
      expect(pricing.country).toBe(country);
      expect(pricing.minimum_message_cost).not.toBeNull();
      // The promise shown at signup is the grant, and it pays for a message here.
      expect(pricing.signup_credits).toBe(granted);
      expect(granted).toBeGreaterThanOrEqual(pricing.message_credits);

      const other = await createMember(server, { country: 'NL' });
      const response = await api.post(
        '/api/message.php',
        { idempotency_key: idem('send'), kind: 'text', member_id: other.id, text: 'Hi, nice profile!' },
        { session: member.session },
      );
      expect(response.statusCode, response.body).toBe(200);
      const sent = sendMessageResponseSchema.parse(response.json());
      expect(sent.cost).toBe(pricing.message_credits);
      expect(await balanceOf(server, member.id)).toBe(granted - pricing.message_credits);
      await expectLedgerConsistent(server, member.id);
    });

    it('shows the country minimum in credits, not the site setting alone', async () => {
      const settings = await server.app.db.selectFrom('sites').select('message_credits').where('domain', '=', 'localhost').executeTakeFirstOrThrow();
      const member = await payingMember(server, api, 'PL');
      const pricing = await pricingOf(member.session);
      // 3.49 PLN at the cheapest credit in złoty is more than the site's 1 credit.
      expect(pricing.message_credits).toBeGreaterThan(settings.message_credits);
    });
  });

  it('charges a message at least the country minimum at the cheapest price a member can pay, discounts included', async () => {
    // A new NL member: the time bonus runs, and the retention offer of the company can be claimed.
    const member = await payingMember(server, api, 'NL');
    const pricing = await pricingOf(member.session);
    const minimum = pricing.minimum_message_cost;
    expect(minimum).not.toBeNull();
    const minimumMinor = Math.round((minimum?.costs ?? 0) * 100);
    const claimed = await api.post('/api/retention-discount.php', {}, { session: member.session });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const { discount_code: retention } = retentionDiscountResponseSchema.parse(claimed.json());

    // Every price the member can pay for credits: each package as the page shows it with the time bonus, and each
    // with the largest code of the site, charged as a real checkout charges it.
    const packages = [...(await packagesFor(api, member.session, 'credits')).packages, ...(await packagesFor(api, member.session, 'premium')).packages];
    const codes = await dbOf(server).selectFrom('discount_codes').select('value_percentage').where('status', '=', 'active').execute();
    const largest = Math.max(retention.value_percentage, ...codes.map((code) => code.value_percentage));
    expect(largest).toBe(retention.value_percentage);
    const paid: { amountMinor: number; credits: number }[] = [];
    for (const pack of packages) {
      expect(pack.price.currency).toBe(minimum?.currency);
      paid.push({ amountMinor: pack.price.amount_minor, credits: pack.total_credits });
      if (pack.discounted_price) paid.push({ amountMinor: pack.discounted_price.amount_minor, credits: pack.total_credits });
      paid.push({ amountMinor: Math.round((pack.price.amount_minor * (100 - largest)) / 100), credits: pack.total_credits });
    }
    const cheapest = paid.reduce((best, price) => (isCheaperPerCredit({ ...price, currency: 'EUR' }, { ...best, currency: 'EUR' }) ? price : best));
    // The checkout charges the cheapest one exactly so (the retention code on that package).
    const cheapestPack = packages.find((pack) => pack.total_credits === cheapest.credits);
    const started = await startCheckout(api, member.session, { package_id: cheapestPack?.id, method: 'card', discount_code: retention.code });
    expect(started.payment.amount.amount_minor).toBe(cheapest.amountMinor);

    const other = await createMember(server, { country: 'NL' });
    const response = await api.post(
      '/api/message.php',
      { idempotency_key: idem('send'), kind: 'text', member_id: other.id, text: 'Hi, nice profile!' },
      { session: member.session },
    );
    expect(response.statusCode, response.body).toBe(200);
    const sent = sendMessageResponseSchema.parse(response.json());
    expect(sent.cost).toBe(pricing.message_credits);
    // credits × cheapest price per credit ≥ minimum (exact integers), and not a credit more than it takes.
    expect(sent.cost * cheapest.amountMinor).toBeGreaterThanOrEqual(minimumMinor * cheapest.credits);
    expect((sent.cost - 1) * cheapest.amountMinor).toBeLessThan(minimumMinor * cheapest.credits);
  });

  it('counts the active discounts a member can use in the currency, not expired or foreign-currency codes', async () => {
    const db = dbOf(server);
    const site = await db.selectFrom('sites').select('id').where('domain', '=', 'localhost').executeTakeFirstOrThrow();
    const now = new Date();
    const code = (name: string, values: { value_percentage: number; currency?: string; expires?: string; status?: 'active' | 'inactive'; minimum_order_value_minor?: number }) => ({
      site_id: site.id,
      code: name,
      kind: 'standard' as const,
      country: null,
      currency: values.currency ?? null,
      value_percentage: values.value_percentage,
      minimum_order_value_minor: values.minimum_order_value_minor ?? null,
      expires: values.expires ?? null,
      status: values.status ?? ('active' as const),
      validity: 'multi' as const,
      paymentmethods: null,
      user_id: null,
      created_at: now.toISOString(),
    });
    await db
      .insertInto('discount_codes')
      .values([
        code('RULE-EXPIRED', { value_percentage: 91, expires: new Date(now.getTime() - 1000).toISOString() }),
        code('RULE-USD', { value_percentage: 92, currency: 'USD' }),
        code('RULE-OFF', { value_percentage: 93, status: 'inactive' }),
        code('RULE-BIG-ORDER', { value_percentage: 94, currency: 'EUR', minimum_order_value_minor: 10_000 }),
        code('RULE-LATER', { value_percentage: 35, expires: new Date(now.getTime() + 60_000).toISOString() }),
      ])
      .execute();
    const percentages = (await selectCreditDiscounts(db, site.id, 'EUR', 50, now)).map((discount) => [discount.percentage, discount.minimumOrderMinor]);
    expect(percentages).toEqual(expect.arrayContaining([[94, 10_000], [35, null], [50, null]]));
    for (const left of [91, 92, 93]) expect(percentages.map(([percentage]) => percentage)).not.toContain(left);
    expect((await selectCreditDiscounts(db, site.id, 'USD', 0, now)).map((discount) => discount.percentage)).toContain(92);
    await db.deleteFrom('discount_codes').where('code', 'like', 'RULE-%').execute();
  });

  describe('packages', () => {
    it('shows exactly one most popular package per kind', async () => {
      for (const kindOfPage of ['credits', 'premium'] as const) {
        const { packages } = await packagesFor(api, undefined, kindOfPage);
        expect(packages.filter((pkg) => pkg.popular)).toHaveLength(1);
      }
      // A staff member flagging a second package does not put two badges on a page.
      const db = dbOf(server);
      const site = await db.selectFrom('sites').select('id').where('domain', '=', 'localhost').executeTakeFirstOrThrow();
      await db.updateTable('credit_packages').set({ popular: 1 }).where('site_id', '=', site.id).where('kind', '=', 'credits').execute();
      const { packages } = await packagesFor(api, undefined, 'credits');
      expect(packages.filter((pkg) => pkg.popular)).toHaveLength(1);
    });

    it('has no premium offer that buys a credit for less than every credit pack', async () => {
      for (const country of ['NL', 'GB', 'PL', 'DK', 'SE', 'NO', 'CH', 'US']) {
        const member = await payingMember(server, api, country);
        const { packages } = await packagesFor(api, member.session);
        const price = (pkg: (typeof packages)[number]) => ({ amountMinor: pkg.price.amount_minor, credits: pkg.total_credits, currency: pkg.price.currency });
        const packs = packages.filter((pkg) => pkg.kind === 'credits').map(price);
        for (const offer of packages.filter((pkg) => pkg.kind === 'premium').map(price)) {
          expect(packs.every((pack) => isCheaperPerCredit(offer, pack)), `${country}: ${JSON.stringify(offer)}`).toBe(false);
        }
      }
    });
  });

  describe('premium is sold once', () => {
    it('refuses a premium offer to a premium member, with a translated message, and opens no payment', async () => {
      const member = await payingMember(server, api, 'NL');
      await server.app.db.updateTable('users').set({ paid_user: 1 }).where('id', '=', member.id).execute();
      const { packages } = await packagesFor(api, member.session, 'premium');
      const offer = packages[0];
      expect(offer).toBeDefined();
      const response = await createPayment(api, member.session, { package_id: offer?.id, method: 'card' });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({ error: 'already_premium' });
      expect(errorOf(response).message).toMatch(/premium/i);
      const payments = await dbOf(server).selectFrom('payments').select('id').where('user_id', '=', member.id).execute();
      expect(payments).toHaveLength(0);
    });

    it('still sells premium to a free member', async () => {
      const member = await payingMember(server, api, 'NL');
      const { packages } = await packagesFor(api, member.session, 'premium');
      const response = await createPayment(api, member.session, { package_id: packages[0]?.id, method: 'card' });
      expect(response.statusCode, response.body).toBe(200);
    });
  });

  describe('the retention offer of the delete-account flow', () => {
    async function companyDiscount(): Promise<number> {
      return (await server.app.sites.resolve('localhost')).company?.delete_discount ?? 0;
    }

    it("gives a personal code worth the company's delete_discount, charged at the discounted amount", async () => {
      const percentage = await companyDiscount();
      expect(percentage).toBeGreaterThan(0);
      const member = await payingMember(server, api, 'NL');
      const claimed = await api.post('/api/retention-discount.php', {}, { session: member.session });
      expect(claimed.statusCode, claimed.body).toBe(200);
      const { discount_code: code } = retentionDiscountResponseSchema.parse(claimed.json());
      expect(code).toMatchObject({ value_percentage: percentage, user_id: member.id, validity: 'once_per_user', expired: false });

      // Nobody else can use it.
      const other = await payingMember(server, api, 'NL');
      const { packages } = await packagesFor(api, member.session, 'credits');
      const pack = packages[0];
      expect(pack).toBeDefined();
      const foreign = await createPayment(api, other.session, { package_id: pack?.id, method: 'card', discount_code: code.code });
      expect(foreign.statusCode).toBe(404);

      const before = await balanceOf(server, member.id);
      const started = await startCheckout(api, member.session, { package_id: pack?.id, method: 'card', discount_code: code.code });
      const full = pack?.price.amount_minor ?? 0;
      expect(started.payment.amount.amount_minor).toBe(Math.round((full * (100 - percentage)) / 100));
      expect(started.payment.discount).toEqual({ code: code.code, value_percentage: percentage });
      expect((await sandboxPress(server, started.payment_id, 'pay')).statusCode).toBe(303);
      const paid = await paymentOf(api, member.session, started.payment_id);
      expect(paid).toMatchObject({ status: 'completed', amount: { amount_minor: started.payment.amount.amount_minor } });
      expect(await balanceOf(server, member.id)).toBe(before + paid.credits);
      await expectLedgerConsistent(server, member.id);

      // Used once: the next order pays full price or is refused with the code.
      const again = await createPayment(api, member.session, { package_id: pack?.id, method: 'card', discount_code: code.code });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).error).toBe('discount_used');
    });

    it('is claimed once per member: a second claim is refused with a translated message', async () => {
      const member = await payingMember(server, api, 'NL');
      expect((await api.post('/api/retention-discount.php', {}, { session: member.session })).statusCode).toBe(200);
      const second = await api.post('/api/retention-discount.php', {}, { session: member.session, headers: { 'accept-language': 'nl' } });
      expect(second.statusCode).toBe(409);
      expect(errorOf(second)).toMatchObject({ error: 'retention_discount_claimed' });
      expect(errorOf(second).message).not.toBe('retention_discount_claimed');
      const codes = await dbOf(server).selectFrom('discount_codes').select('id').where('user_id', '=', member.id).execute();
      expect(codes).toHaveLength(1);
    });

    it('asks visitors to log in', async () => {
      expect((await api.post('/api/retention-discount.php', {})).statusCode).toBe(403);
    });
  });
});

describe.each(DATABASES)('what visitors are shown on %s', (kind) => {
  // Behind a trusted proxy the geo-IP header is the visitor's country (the same one settings.geoip_country answers).
  const server = useServer(kind, { TRUST_PROXY: 'true' });
  const api = client(server);

  it("prices a message for the visitor's country, as it would be charged there", async () => {
    const price = async (country: string) => {
      const response = await api.get('/api/pricing.php', { headers: { 'cf-ipcountry': country } });
      expect(response.statusCode, response.body).toBe(200);
      return pricingResponseSchema.parse(response.json());
    };
    const polish = await price('PL');
    const irish = await price('IE');
    expect(polish.country).toBe('PL');
    const site = await server.app.sites.resolve('localhost');
    expect(polish.message_credits).toBe((await costsFor(creditsDb(server.app.db), site, 'PL')).text);
    expect(polish.message_credits).toBeGreaterThan(site.settings.message_credits);
    // No minimum in Ireland: the site's own setting.
    expect(irish).toMatchObject({ country: 'IE', message_credits: site.settings.message_credits, minimum_message_cost: null });
    // The promise is the same wherever the visitor is: it covers the dearest country.
    expect(irish.signup_credits).toBe(polish.signup_credits);
    expect(polish.signup_credits).toBeGreaterThanOrEqual(polish.message_credits);
  });
});
