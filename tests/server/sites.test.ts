import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../contract/api';
import { errorBodySchema } from '../../contract/errors';
import { INTERESTS, interestsResponseSchema, regionsResponseSchema } from '../../contract/interests';
import { companyInfoResponseSchema, settingsResponseSchema } from '../../contract/settings';
import { DATABASES, useServer } from './harness';

const NICHE_HOSTS = [
  ['localhost', 1],
  ['default.localhost', 1],
  ['she.localhost', 2],
  ['bdsm.localhost', 3],
  ['bbw.localhost', 4],
  ['gilf.localhost', 5],
  ['milf.localhost', 6],
  ['gay.localhost', 7],
] as const;

describe.each(DATABASES)('sites on %s', (kind) => {
  const server = useServer(kind);

  async function settingsFor(host: string, query = '') {
    const response = await server.app.inject({ method: 'GET', url: `/api/settings.php${query}`, headers: { host } });
    expect(response.statusCode).toBe(200);
    return settingsResponseSchema.parse(response.json());
  }

  describe('GET /api/settings.php', () => {
    it.each(NICHE_HOSTS)('answers the site of host %s (niche %i)', async (host, niche) => {
      const { settings, domain_language } = await settingsFor(`${host}:3000`);
      expect(settings.domain).toBe(host);
      expect(settings.niche).toBe(niche);
      expect(domain_language).toBe('en');
      expect(settings.index_title.length).toBeGreaterThan(10);
    });

    it('answers a strict contract body with the seeded settings', async () => {
      const response = await server.app.inject({ url: '/api/settings.php', headers: { host: 'milf.localhost' } });
      const body = settingsResponseSchema.parse(response.json());
      expect(body.settings).toMatchObject({
        refund_days: 14,
        signups: 'all',
        logged_out_search: true,
        geoip_country: null,
        geoip_selected_country: null,
        region_data: null,
      });
      expect(body.settings.countries).toEqual(expect.arrayContaining(['NL', 'BE', 'DE', 'GB', 'US', 'SE']));
      expect(body.settings.countries).toHaveLength(19);
      expect(body.settings.interests).toEqual(INTERESTS.map((interest) => interest.key));
      expect(body.settings.minimum_message_costs.NL).toEqual({ costs: 0.79, currency: 'EUR' });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });

    it('matches the host case-insensitively, without port and without a leading www.', async () => {
      expect((await settingsFor('WWW.BDSM.LocalHost:8080')).settings.niche).toBe(3);
      expect((await settingsFor('gay.localhost.')).settings.niche).toBe(7);
    });

    it('answers the default site (localhost) for an unknown or missing host', async () => {
      expect((await settingsFor('partner.example.com')).settings.domain).toBe('localhost');
      expect((await settingsFor('not a host!')).settings.domain).toBe('localhost');
      const response = await server.app.inject({ url: '/api/settings.php', headers: { host: '' } });
      expect(settingsResponseSchema.parse(response.json()).settings.domain).toBe('localhost');
    });

    it('answers the forced domain given in the query, whatever the host', async () => {
      const { settings } = await settingsFor('localhost', '?domain=bbw.localhost&route=%2Fmembers&utm_source=mail');
      expect(settings.niche).toBe(4);
      expect((await settingsFor('bbw.localhost', '?domain=SHE.localhost')).settings.niche).toBe(2);
      expect((await settingsFor('bbw.localhost', '?domain=unknown.example')).settings.domain).toBe('localhost');
    });

    it('answers nl.localhost in Dutch', async () => {
      const { settings, domain_language } = await settingsFor('nl.localhost');
      expect(domain_language).toBe('nl');
      expect(settings.niche).toBe(1);
      expect(settings.countries).toEqual(['NL', 'BE']);
      expect(settings.index_title).toMatch(/daten/);
    });

    it('refuses a malformed query with 400 validation_failed and field errors', async () => {
      const repeated = await server.app.inject({ url: '/api/settings.php?domain=a.localhost&domain=b.localhost', headers: { host: 'localhost' } });
      expect(repeated.statusCode).toBe(400);
      const body = errorBodySchema.parse(repeated.json());
      expect(body.error).toBe('validation_failed');
      expect(body.fields?.domain?.code).toBe('invalid_value');

      const tooLong = await server.app.inject({ url: `/api/settings.php?domain=${'a'.repeat(300)}`, headers: { host: 'localhost' } });
      expect(errorBodySchema.parse(tooLong.json()).fields?.domain).toEqual({ code: 'too_long', params: { count: 253 } });
    });

    it('ignores geo-IP headers when not behind a trusted proxy', async () => {
      const response = await server.app.inject({ url: '/api/settings.php', headers: { host: 'localhost', 'cf-ipcountry': 'NL' } });
      expect(settingsResponseSchema.parse(response.json()).settings.geoip_country).toBeNull();
    });
  });

  describe('GET /api/companyinfo.php', () => {
    it('answers the company of the site', async () => {
      const response = await server.app.inject({ url: '/api/companyinfo.php', headers: { host: 'gilf.localhost' } });
      expect(response.statusCode).toBe(200);
      const { company } = companyInfoResponseSchema.parse(response.json());
      expect(company.name).toBe('Harbourlight Media B.V.');
      expect(company.tradenames).toContain('SilverSpark');
      expect(company.support_phone.replace(/[\s-]/g, '')).toBe('+31201234567');
    });
  });

  describe('GET /api/interests.php', () => {
    it('answers every contract interest with its icon', async () => {
      const response = await server.app.inject({ url: '/api/interests.php?v=2', headers: { host: 'localhost' } });
      const { interests } = interestsResponseSchema.parse(response.json());
      expect(interests).toEqual(INTERESTS);
    });
  });

  describe('GET /api/regions.php', () => {
    it('answers the regions of every site country', async () => {
      const response = await server.app.inject({ url: '/api/regions.php', headers: { host: 'localhost' } });
      const { regions } = regionsResponseSchema.parse(response.json());
      expect(Object.keys(regions)).toHaveLength(19);
      expect(regions.NL).toContainEqual({ id: 'NL-NH', name: 'Noord-Holland' });
      expect(regions.NL).toHaveLength(12);
      expect(regions.DE).toHaveLength(16);
      expect(regions.US).toHaveLength(51);
      expect(regions.CH).toHaveLength(26);
    });

    it('answers only the countries of the site', async () => {
      const response = await server.app.inject({ url: '/api/regions.php', headers: { host: 'nl.localhost' } });
      const { regions } = regionsResponseSchema.parse(response.json());
      expect(Object.keys(regions).sort()).toEqual(['BE', 'NL']);
    });
  });

  describe('GET /api/health', () => {
    it('answers ok with the database kind', async () => {
      const response = await server.app.inject({ url: ENDPOINTS.health.path });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true, db: kind });
    });
  });
});

describe.each(DATABASES)('sites behind a trusted proxy on %s', (kind) => {
  const server = useServer(kind, { TRUST_PROXY: 'true' });

  it('takes the visitor country from CF-IPCountry or X-Country-Code', async () => {
    const inSite = await server.app.inject({ url: '/api/settings.php', headers: { host: 'nl.localhost', 'cf-ipcountry': 'be' } });
    expect(settingsResponseSchema.parse(inSite.json()).settings).toMatchObject({
      geoip_country: 'BE',
      geoip_selected_country: 'BE',
      region_data: { country: 'BE', region: null },
    });

    const outside = await server.app.inject({ url: '/api/settings.php', headers: { host: 'nl.localhost', 'x-country-code': 'US' } });
    expect(settingsResponseSchema.parse(outside.json()).settings).toMatchObject({ geoip_country: 'US', geoip_selected_country: null });

    const unknown = await server.app.inject({ url: '/api/settings.php', headers: { host: 'nl.localhost', 'cf-ipcountry': 'XX' } });
    expect(settingsResponseSchema.parse(unknown.json()).settings.geoip_country).toBeNull();
  });

  it('resolves the site from X-Forwarded-Host', async () => {
    const response = await server.app.inject({ url: '/api/settings.php', headers: { host: 'internal:3000', 'x-forwarded-host': 'gay.localhost' } });
    expect(settingsResponseSchema.parse(response.json()).settings.niche).toBe(7);
  });
});
