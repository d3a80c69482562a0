import { describe, expect, it } from 'vitest';
import {
  staffSiteResponseSchema,
  staffSitesResponseSchema,
  type StaffSiteResponse,
} from '../../contract/backoffice';
import { BOOTSTRAP_ELEMENT_ID, bootstrapSchema } from '../../contract/bootstrap';
import { settingsResponseSchema } from '../../contract/settings';
import { auditCount, auditRows, staffCall, staffWithSession, type TestStaff } from './backoffice-sites-support';
import { DATABASES, spaHeaders, useServer, type ServerHandle } from './harness';
import { createMember, errorOf, sessionOf, siteIdOf } from './members-support';

/**
 * The white-label sites editor (issue 8, part 3): who may see and change which site, validation that changes nothing,
 * the audit row of every change, and changes that the very next settings and HTML answers carry although the site
 * cache is long (SITE_CACHE_TTL_MS of ten minutes here, so only the invalidation can explain a fresh answer).
 */

function bootstrapOf(html: string) {
  const match = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  if (!match?.[1]) throw new Error('no bootstrap script in the HTML');
  return bootstrapSchema.parse(JSON.parse(match[1]));
}

async function settingsOf(server: ServerHandle, host: string) {
  const response = await server.app.inject({ url: '/api/settings.php', headers: spaHeaders(host) });
  expect(response.statusCode, response.body).toBe(200);
  return settingsResponseSchema.parse(response.json()).settings;
}

async function siteOf(server: ServerHandle, staff: TestStaff, id: number): Promise<StaffSiteResponse> {
  const response = await staffCall(server).get(`/api/staff/sites/${id}`, { staff });
  expect(response.statusCode, response.body).toBe(200);
  return staffSiteResponseSchema.parse(response.json());
}

describe.each(DATABASES)('white-label sites editor on %s', (kind) => {
  const server = useServer(kind, { SITE_CACHE_TTL_MS: '600000' });
  const call = () => staffCall(server);

  describe('authorisation', () => {
    it('refuses visitors and members (401) and staff roles other than admin and partner (403) on every route', async () => {
      const localhost = await siteIdOf(server, 'localhost');
      const member = await createMember(server);
      const memberSession = await sessionOf(server, member);
      const moderator = await staffWithSession(server, 'moderator');
      const operator = await staffWithSession(server, 'operator');
      const before = await auditCount(server);
      const routes: [string, (options: { staff?: TestStaff; member?: string }) => ReturnType<ReturnType<typeof call>['get']>][] = [
        ['list', (o) => call().get('/api/staff/sites', o)],
        ['one', (o) => call().get(`/api/staff/sites/${localhost}`, o)],
        ['create', (o) => call().post('/api/staff/sites', { domain: 'x.example', niche: 1, languages: ['en'] }, o)],
        ['update', (o) => call().patch(`/api/staff/sites/${localhost}`, { name: 'Hijacked' }, o)],
        ['package', (o) => call().post(`/api/staff/sites/${localhost}/packages`, { kind: 'credits', credits: 5, prices: [{ currency: 'EUR', amount_minor: 100 }] }, o)],
        ['package update', (o) => call().patch(`/api/staff/sites/${localhost}/packages/1`, { credits: 5 }, o)],
        ['package delete', (o) => call().delete(`/api/staff/sites/${localhost}/packages/1`, o)],
        ['code', (o) => call().post(`/api/staff/sites/${localhost}/discount-codes`, { code: 'NOPE', value_percentage: 5, validity: 'multi' }, o)],
        ['code update', (o) => call().patch(`/api/staff/sites/${localhost}/discount-codes/1`, { value_percentage: 5 }, o)],
        ['code delete', (o) => call().delete(`/api/staff/sites/${localhost}/discount-codes/1`, o)],
      ];
      for (const [name, route] of routes) {
        const visitor = await route({});
        expect([name, visitor.statusCode, errorOf(visitor).error]).toEqual([name, 401, 'staff_authentication_required']);
        const asMember = await route({ member: memberSession });
        expect([name, asMember.statusCode, errorOf(asMember).error]).toEqual([name, 401, 'staff_authentication_required']);
        for (const staff of [moderator, operator]) {
          const refused = await route({ staff });
          expect([name, refused.statusCode, errorOf(refused).error]).toEqual([name, 403, 'staff_forbidden']);
        }
      }
      expect(await auditCount(server)).toBe(before);
      expect((await settingsOf(server, 'localhost:3000')).name).not.toBe('Hijacked');
    });

    it('shows a partner only its own sites; another site is 404 like a missing one; partners cannot create sites or change domains', async () => {
      const own = await siteIdOf(server, 'she.localhost');
      const other = await siteIdOf(server, 'bdsm.localhost');
      const partner = await staffWithSession(server, 'partner', { siteIds: [own] });

      const list = staffSitesResponseSchema.parse((await call().get('/api/staff/sites', { staff: partner })).json());
      expect(list.sites.map((site) => site.id)).toEqual([own]);
      expect(list.sites[0]).toMatchObject({ domain: 'she.localhost', niche: 2, active: true });

      const missing = await call().get('/api/staff/sites/999999', { staff: partner });
      const foreign = await call().get(`/api/staff/sites/${other}`, { staff: partner });
      expect([foreign.statusCode, errorOf(foreign).error]).toEqual([404, 'not_found']);
      expect(foreign.body).toBe(missing.body);
      for (const response of [
        await call().patch(`/api/staff/sites/${other}`, { name: 'Taken over' }, { staff: partner }),
        await call().post(`/api/staff/sites/${other}/packages`, { kind: 'credits', credits: 5, prices: [{ currency: 'EUR', amount_minor: 100 }] }, { staff: partner }),
        await call().post(`/api/staff/sites/${other}/discount-codes`, { code: 'MINE', value_percentage: 5, validity: 'multi' }, { staff: partner }),
      ]) {
        expect([response.statusCode, errorOf(response).error]).toEqual([404, 'not_found']);
      }
      expect((await settingsOf(server, 'bdsm.localhost')).name).toBe('KinkCircle');

      const create = await call().post('/api/staff/sites', { domain: 'partner.example', niche: 1, languages: ['en'] }, { staff: partner });
      expect([create.statusCode, errorOf(create).error]).toEqual([403, 'staff_forbidden']);
      const domain = await call().patch(`/api/staff/sites/${own}`, { domain: 'mine.example' }, { staff: partner });
      expect([domain.statusCode, errorOf(domain).error]).toEqual([403, 'staff_forbidden']);
      // The demo company runs every demo site: a partner's edit of it would reach other partners' sites.
      const company = await call().patch(`/api/staff/sites/${own}`, { company: { city: 'Utrecht' } }, { staff: partner });
      expect([company.statusCode, errorOf(company).error]).toEqual([403, 'staff_forbidden']);
      expect((await settingsOf(server, 'she.localhost')).domain).toBe('she.localhost');

      // Its own site's settings it may change.
      const ok = await call().patch(`/api/staff/sites/${own}`, { index_title: 'SheFlirts – new title' }, { staff: partner });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await settingsOf(server, 'she.localhost')).index_title).toBe('SheFlirts – new title');
    });
  });

  describe('reading', () => {
    it('answers every stored settings field, the company, packages with exact prices and discount codes', async () => {
      const admin = await staffWithSession(server, 'admin');
      const list = staffSitesResponseSchema.parse((await call().get('/api/staff/sites', { staff: admin })).json());
      expect(list.sites.map((site) => site.domain)).toEqual(expect.arrayContaining(['localhost', 'she.localhost', 'gay.localhost']));
      const localhost = list.sites.find((site) => site.domain === 'localhost');
      expect(localhost?.languages).toHaveLength(11);

      const detail = await siteOf(server, admin, await siteIdOf(server, 'localhost'));
      const settings = await settingsOf(server, 'localhost:3000');
      for (const [field, value] of Object.entries(settings)) {
        if (['geoip_country', 'geoip_selected_country', 'region_data', 'push_public_key'].includes(field)) continue;
        expect([field, detail.site[field as keyof typeof detail.site]]).toEqual([field, value]);
      }
      expect(detail.company).toMatchObject({ id: settings.company_id, name: 'Harbourlight Media B.V.' });
      expect(detail.company.site_count).toBeGreaterThan(1);
      const twenty = detail.packages.find((pkg) => pkg.kind === 'credits' && pkg.credits === 20);
      expect(twenty?.prices).toContainEqual({ currency: 'EUR', amount_minor: 999 });
      expect(detail.discount_codes.map((code) => code.code)).toEqual(expect.arrayContaining(['WELCOME25', 'FLIRT10']));
    });
  });

  describe('changing a site', () => {
    it('takes effect at the next settings and HTML answer, with one audit row holding before and after', async () => {
      const admin = await staffWithSession(server, 'admin');
      const id = await siteIdOf(server, 'gilf.localhost');
      // Warm the cache: without the invalidation these stay for ten minutes.
      expect((await settingsOf(server, 'gilf.localhost')).message_credits).toBe(1);
      const beforeHtml = bootstrapOf((await server.app.inject({ url: '/', headers: { host: 'gilf.localhost' } })).body);
      expect(beforeHtml.settings.index_title).toBe('SilverSpark – Flirt with experienced older women');

      const response = await call().patch(
        `/api/staff/sites/${id}`,
        // SPEC §3: the partner's texts per language; an empty language is dropped (it falls back to the domain language).
        { message_credits: 4, index_title: 'SilverSpark – Fresh', fictional_warning: { ...{ en: 'Some profiles are run by us.', nl: 'Sommige profielen beheren wij.' }, de: ' ' }, logged_out_search: false, countries: ['NL', 'DE'] },
        { staff: admin },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(staffSiteResponseSchema.parse(response.json()).site).toMatchObject({ message_credits: 4, logged_out_search: false, countries: ['NL', 'DE'] });

      const settings = await settingsOf(server, 'gilf.localhost');
      expect(settings).toMatchObject({ message_credits: 4, index_title: 'SilverSpark – Fresh', fictional_warning: { en: 'Some profiles are run by us.', nl: 'Sommige profielen beheren wij.' }, logged_out_search: false });
      const html = (await server.app.inject({ url: '/', headers: { host: 'gilf.localhost' } })).body;
      expect(html).toContain('<title>SilverSpark – Fresh</title>');
      expect(bootstrapOf(html).settings.message_credits).toBe(4);

      const rows = await auditRows(server, { targetType: 'site', targetId: id });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'site.update', staff_id: admin.id, site_id: id });
      expect(rows[0]?.before).toEqual({
        message_credits: 1,
        index_title: 'SilverSpark – Flirt with experienced older women',
        fictional_warning: expect.objectContaining({ en: expect.stringContaining('fictional') }) as unknown,
        logged_out_search: true,
        countries: expect.arrayContaining(['NL', 'DE', 'GB']) as unknown,
      });
      expect(rows[0]?.after).toEqual({ message_credits: 4, index_title: 'SilverSpark – Fresh', fictional_warning: { en: 'Some profiles are run by us.', nl: 'Sommige profielen beheren wij.' }, logged_out_search: false, countries: ['NL', 'DE'] });

      // Sending the same values again changes nothing and writes nothing.
      const again = await call().patch(`/api/staff/sites/${id}`, { message_credits: 4 }, { staff: admin });
      expect(again.statusCode).toBe(200);
      expect(await auditRows(server, { targetType: 'site', targetId: id })).toHaveLength(1);

      // An older client's single string is kept, and answered as the domain language's text.
      const single = await call().patch(`/api/staff/sites/${id}`, { fictional_plural: 'hosts' }, { staff: admin });
      expect(single.statusCode, single.body).toBe(200);
      expect((await settingsOf(server, 'gilf.localhost')).fictional_plural).toEqual({ en: 'hosts' });
    });

    it('drops only the changed site from the cache when nothing moves between hosts', async () => {
      const admin = await staffWithSession(server, 'admin');
      const id = await siteIdOf(server, 'gay.localhost');
      expect((await settingsOf(server, 'gay.localhost')).gift_credits).toBe(5);
      expect((await settingsOf(server, 'nl.localhost')).gift_credits).toBe(5);
      // Behind the cache's back: only an expiry (ten minutes) would show this.
      await server.app.db.updateTable('sites').set({ gift_credits: 9 }).where('domain', '=', 'nl.localhost').execute();
      expect((await call().patch(`/api/staff/sites/${id}`, { gift_credits: 6 }, { staff: admin })).statusCode).toBe(200);
      expect((await settingsOf(server, 'gay.localhost')).gift_credits).toBe(6);
      expect((await settingsOf(server, 'nl.localhost')).gift_credits).toBe(5);
      await server.app.db.updateTable('sites').set({ gift_credits: 5 }).where('domain', '=', 'nl.localhost').execute();
      server.app.sites.invalidate();
    });

    it('refuses bad input with field errors and changes nothing', async () => {
      const admin = await staffWithSession(server, 'admin');
      const id = await siteIdOf(server, 'milf.localhost');
      const before = await siteOf(server, admin, id);
      const auditBefore = await auditCount(server);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ niche: 8 }, 'niche', 'too_large'],
        [{ languages: ['en', 'xx'] }, 'languages.1', 'invalid_value'],
        [{ languages: [] }, 'languages', 'too_few'],
        [{ domain_language: 'de', languages: ['en', 'nl'] }, 'domain_language', 'domain_language_not_offered'],
        [{ support_email: 'not-an-address' }, 'support_email', 'invalid_value'],
        [{ message_credits: -1 }, 'message_credits', 'too_small'],
        [{ message_credits: 1.5 }, 'message_credits', 'invalid_value'],
        [{ minimum_message_costs: { NL: { costs: 1, currency: 'euro' } } }, 'minimum_message_costs.NL.currency', 'invalid_value'],
        [{ name: '' }, 'name', 'too_short'],
        [{ signups: 'some' }, 'signups', 'invalid_value'],
        [{ interests: ['no-such-interest'] }, 'interests.0', 'invalid_value'],
        [{ company_id: 999999 }, 'company_id', 'invalid_value'],
        [{ surprise: 1 }, 'surprise', 'unknown_field'],
        [{ name: 'Fine', company: { delete_discount: 101 } }, 'company.delete_discount', 'too_large'],
      ];
      for (const [body, field, code] of cases) {
        const response = await call().patch(`/api/staff/sites/${id}`, body, { staff: admin });
        expect([JSON.stringify(body), response.statusCode, errorOf(response).error]).toEqual([JSON.stringify(body), 400, 'validation_failed']);
        expect([JSON.stringify(body), errorOf(response).fields?.[field]?.code]).toEqual([JSON.stringify(body), code]);
      }
      expect(await siteOf(server, admin, id)).toEqual(before);
      expect(await auditCount(server)).toBe(auditBefore);
    });

    it('moves a domain: the new host answers with the site, the old one falls back to the default site; a taken domain is 409', async () => {
      const admin = await staffWithSession(server, 'admin');
      const id = await siteIdOf(server, 'bbw.localhost');
      expect((await settingsOf(server, 'curvy.example')).domain).toBe('localhost');
      const taken = await call().patch(`/api/staff/sites/${id}`, { domain: 'WWW.Gay.Localhost.' }, { staff: admin });
      expect([taken.statusCode, errorOf(taken).error]).toEqual([409, 'site_domain_taken']);

      const moved = await call().patch(`/api/staff/sites/${id}`, { domain: ' WWW.Curvy.Example. ' }, { staff: admin });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(staffSiteResponseSchema.parse(moved.json()).site.domain).toBe('curvy.example');
      expect(await settingsOf(server, 'curvy.example')).toMatchObject({ domain: 'curvy.example', niche: 4 });
      expect((await settingsOf(server, 'bbw.localhost')).domain).toBe('localhost');

      // Off the air: the host is answered by the default site until it is switched on again.
      expect((await call().patch(`/api/staff/sites/${id}`, { active: false }, { staff: admin })).statusCode).toBe(200);
      expect((await settingsOf(server, 'curvy.example')).domain).toBe('localhost');
      expect((await call().patch(`/api/staff/sites/${id}`, { active: true, domain: 'bbw.localhost' }, { staff: admin })).statusCode).toBe(200);
      expect((await settingsOf(server, 'bbw.localhost')).niche).toBe(4);
    });

    it('edits the company (every site of it shows the change) in the same audit row', async () => {
      const admin = await staffWithSession(server, 'admin');
      const id = await siteIdOf(server, 'default.localhost');
      const response = await call().patch(`/api/staff/sites/${id}`, { mail_name: 'FlirtLane Mail', company: { city: 'Rotterdam', vat_numbers: ['NL004495445B02'] } }, { staff: admin });
      expect(response.statusCode, response.body).toBe(200);
      const company = await server.app.inject({ url: '/api/companyinfo.php', headers: spaHeaders('gay.localhost') });
      expect(company.json()).toMatchObject({ company: { city: 'Rotterdam', vat_numbers: ['NL004495445B02'] } });
      const [row] = await auditRows(server, { targetType: 'site', targetId: id });
      expect(row?.after).toEqual({ mail_name: 'FlirtLane Mail', company: { id: expect.any(Number) as unknown, city: 'Rotterdam', vat_numbers: ['NL004495445B02'] } });
      expect(row?.before).toMatchObject({ company: { city: 'Amsterdam' } });
    });
  });

  describe('creating a site', () => {
    it('normalises the domain, copies the template, and serves the new host at once', async () => {
      const admin = await staffWithSession(server, 'admin');
      // Resolved (and cached) as the default site before the site exists.
      expect((await settingsOf(server, 'new-site.example')).domain).toBe('localhost');
      const response = await call().post('/api/staff/sites', { domain: ' WWW.New-Site.Example. ', niche: 6, languages: ['de', 'en'], name: 'Neue Seite' }, { staff: admin });
      expect(response.statusCode, response.body).toBe(200);
      const created = staffSiteResponseSchema.parse(response.json());
      const template = await siteOf(server, admin, await siteIdOf(server, 'localhost'));
      expect(created.site).toMatchObject({ domain: 'new-site.example', niche: 6, languages: ['de', 'en'], domain_language: 'en', name: 'Neue Seite', active: true });
      expect(created.site.message_credits).toBe(template.site.message_credits);
      expect(created.site.fictional_warning).toEqual(template.site.fictional_warning);
      expect(created.packages.map(({ id: _id, ...pkg }) => pkg)).toEqual(template.packages.map(({ id: _id, ...pkg }) => pkg));
      expect(created.discount_codes.map((code) => code.code).sort()).toEqual(template.discount_codes.filter((code) => code.user_id === null).map((code) => code.code).sort());

      expect(await settingsOf(server, 'new-site.example')).toMatchObject({ domain: 'new-site.example', niche: 6, name: 'Neue Seite' });
      const [row] = await auditRows(server, { targetType: 'site', targetId: created.site.id });
      expect(row).toMatchObject({ action: 'site.create', staff_id: admin.id, before: null });

      const again = await call().post('/api/staff/sites', { domain: 'new-site.example', niche: 1, languages: ['en'] }, { staff: admin });
      expect([again.statusCode, errorOf(again).error]).toEqual([409, 'site_domain_taken']);
      for (const [body, field] of [
        [{ domain: 'bad domain', niche: 1, languages: ['en'] }, 'domain'],
        [{ domain: 'ok.example', niche: 0, languages: ['en'] }, 'niche'],
        [{ domain: 'ok.example', niche: 1, languages: ['en', 'en'] }, 'languages'],
        [{ domain: 'ok.example', niche: 1, languages: ['en'], domain_language: 'nl' }, 'domain_language'],
      ] as const) {
        const bad = await call().post('/api/staff/sites', body, { staff: admin });
        expect([field, bad.statusCode, Object.keys(errorOf(bad).fields ?? {})]).toEqual([field, 400, [field]]);
      }
      expect((await settingsOf(server, 'ok.example')).domain).toBe('localhost');
    });
  });

  describe('packages and discount codes', () => {
    it('adds, changes and removes packages with exact integer prices, each change audited', async () => {
      const admin = await staffWithSession(server, 'admin');
      const id = await siteIdOf(server, 'nl.localhost');
      const created = await call().post(
        `/api/staff/sites/${id}/packages`,
        { kind: 'credits', credits: 500, bonus_credits: 100, popular: true, prices: [{ currency: 'EUR', amount_minor: 14999 }, { currency: 'SEK', amount_minor: 169900 }] },
        { staff: admin },
      );
      expect(created.statusCode, created.body).toBe(200);
      const pkg = (created.json() as { package: { id: number; position: number; prices: unknown } }).package;
      expect(pkg).toMatchObject({ credits: 500, bonus_credits: 100, popular: true, active: true, position: 5 });
      expect(pkg.prices).toEqual([{ currency: 'EUR', amount_minor: 14999 }, { currency: 'SEK', amount_minor: 169900 }]);

      // The member-facing packages list sells it at once, for its exact price.
      const member = await createMember(server, { host: 'nl.localhost', country: 'NL' });
      const session = await sessionOf(server, member);
      const offered = await server.app.inject({ url: '/api/packages.php', headers: { ...spaHeaders('nl.localhost'), cookie: `auth.session=${session}` } });
      expect(JSON.stringify(offered.json())).toContain('"amount_minor":14999');

      for (const [body, field] of [
        [{ kind: 'credits', credits: 5, prices: [{ currency: 'EUR', amount_minor: 9.99 }] }, 'prices.0.amount_minor'],
        [{ kind: 'credits', credits: 5, prices: [{ currency: 'EUR', amount_minor: 100 }, { currency: 'EUR', amount_minor: 200 }] }, 'prices'],
        [{ kind: 'credits', credits: 5, prices: [] }, 'prices'],
        [{ kind: 'credits', credits: 5, prices: [{ currency: 'XYZ', amount_minor: 100 }] }, 'prices.0.currency'],
        [{ kind: 'credits', credits: 5, position: 1, prices: [{ currency: 'EUR', amount_minor: 100 }] }, 'position'],
      ] as const) {
        const bad = await call().post(`/api/staff/sites/${id}/packages`, body, { staff: admin });
        expect([field, bad.statusCode, Object.keys(errorOf(bad).fields ?? {})]).toEqual([field, 400, [field]]);
      }

      const updated = await call().patch(`/api/staff/sites/${id}/packages/${pkg.id}`, { prices: [{ currency: 'EUR', amount_minor: 12999 }], popular: false }, { staff: admin });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((updated.json() as { package: unknown }).package).toMatchObject({ popular: false, prices: [{ currency: 'EUR', amount_minor: 12999 }] });

      const foreign = await call().patch(`/api/staff/sites/${await siteIdOf(server, 'localhost')}/packages/${pkg.id}`, { credits: 1 }, { staff: admin });
      expect(foreign.statusCode).toBe(404);

      const removed = await call().delete(`/api/staff/sites/${id}/packages/${pkg.id}`, { staff: admin });
      expect(removed.json()).toEqual({ id: pkg.id, deleted: true, deactivated: false });
      expect((await siteOf(server, admin, id)).packages.map((p) => p.id)).not.toContain(pkg.id);

      const actions = (await auditRows(server, { targetType: 'package', targetId: pkg.id })).map((row) => row.action);
      expect(actions).toEqual(['package.create', 'package.update', 'package.delete']);
      const [, update] = await auditRows(server, { targetType: 'package', targetId: pkg.id });
      expect(update?.before).toEqual({ popular: true, prices: [{ currency: 'EUR', amount_minor: 14999 }, { currency: 'SEK', amount_minor: 169900 }] });
      expect(update?.after).toEqual({ popular: false, prices: [{ currency: 'EUR', amount_minor: 12999 }] });
    });

    it('deactivates a package that was paid for instead of deleting it', async () => {
      const admin = await staffWithSession(server, 'admin');
      const id = await siteIdOf(server, 'localhost');
      const created = await call().post(`/api/staff/sites/${id}/packages`, { kind: 'premium', credits: 7, prices: [{ currency: 'EUR', amount_minor: 499 }] }, { staff: admin });
      const pkg = (created.json() as { package: { id: number } }).package;
      const member = await createMember(server);
      const now = new Date().toISOString();
      await server.app.db
        .withTables<{ payments: Record<string, unknown> }>()
        .insertInto('payments')
        .values({
          public_id: `pay_${'a'.repeat(22)}`, user_id: member.id, site_id: id, package_id: pkg.id, kind: 'checkout', credits: 7, amount_minor: 499, currency: 'EUR',
          method: 'card', status: 'completed', provider: 'sandbox', idempotency_key: 'test-payment-key', created_at: now, updated_at: now,
        })
        .execute();
      const removed = await call().delete(`/api/staff/sites/${id}/packages/${pkg.id}`, { staff: admin });
      expect(removed.json()).toEqual({ id: pkg.id, deleted: false, deactivated: true });
      expect((await siteOf(server, admin, id)).packages.find((p) => p.id === pkg.id)?.active).toBe(false);
    });

    it('adds, changes and removes discount codes', async () => {
      const admin = await staffWithSession(server, 'admin');
      const id = await siteIdOf(server, 'she.localhost');
      const created = await call().post(
        `/api/staff/sites/${id}/discount-codes`,
        { code: ' spring-24 ', value_percentage: 20, validity: 'once_per_user', country: 'NL', currency: 'EUR', minimum_order_value_minor: 2000, expires: '2030-04-01T12:00:00+02:00', paymentmethods: ['ideal', 'card'] },
        { staff: admin },
      );
      expect(created.statusCode, created.body).toBe(200);
      const code = (created.json() as { discount_code: { id: number } }).discount_code;
      expect(code).toMatchObject({ code: 'SPRING-24', kind: 'standard', status: 'active', expires: '2030-04-01T10:00:00.000Z', paymentmethods: ['ideal', 'card'], minimum_order_value_minor: 2000 });

      const duplicate = await call().post(`/api/staff/sites/${id}/discount-codes`, { code: 'Spring-24', value_percentage: 5, validity: 'multi' }, { staff: admin });
      expect([duplicate.statusCode, errorOf(duplicate).fields?.code?.code]).toEqual([400, 'value_taken']);
      const noCurrency = await call().patch(`/api/staff/sites/${id}/discount-codes/${code.id}`, { currency: null }, { staff: admin });
      expect([noCurrency.statusCode, errorOf(noCurrency).fields?.currency?.code]).toEqual([400, 'minimum_needs_currency']);
      const tooMuch = await call().patch(`/api/staff/sites/${id}/discount-codes/${code.id}`, { value_percentage: 101 }, { staff: admin });
      expect(tooMuch.statusCode).toBe(400);

      const updated = await call().patch(`/api/staff/sites/${id}/discount-codes/${code.id}`, { status: 'inactive', minimum_order_value_minor: null, currency: null }, { staff: admin });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((updated.json() as { discount_code: unknown }).discount_code).toMatchObject({ status: 'inactive', currency: null, minimum_order_value_minor: null });

      const removed = await call().delete(`/api/staff/sites/${id}/discount-codes/${code.id}`, { staff: admin });
      expect(removed.json()).toEqual({ id: code.id, deleted: true, deactivated: false });
      const actions = (await auditRows(server, { targetType: 'discount_code', targetId: code.id })).map((row) => row.action);
      expect(actions).toEqual(['discount_code.create', 'discount_code.update', 'discount_code.delete']);
    });
  });
});
