import { describe, expect, it } from 'vitest';
import { COUNTRY_LANGUAGES } from '../../locales/languages';
import { getTheme, NICHE_IDS } from '../../theme';
import { ConfigError, loadConfig, parseDatabaseUrl } from '../../server/config';
import { fieldsFromIssues } from '../../server/errors/validation';
import { z } from 'zod';
import { isSameOriginRequest, hasClientTypeHeader } from '../../server/security/same-origin';
import { normalizeHost } from '../../server/sites/host';
import { REGIONS } from '../../server/sites/regions';
import { escapeHtml, jsonForScript } from '../../server/spa/render';
import { isFileRequest, isSpaRoute } from '../../server/spa/route-match';
import { NICHE_THEME_COLORS } from '../../server/spa/theme-color';
import { DEMO_COUNTRIES } from '../../server/sites/demo-sites';

describe('loadConfig', () => {
  it('has safe defaults for a fresh clone', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'sqlite', file: '/srv/site/data/site.db', synchronous: 'NORMAL' },
      publicUrl: null,
      mediaDir: '/srv/site/data/media',
      seed: 'demo',
      logLevel: 'info',
      nodeEnv: 'development',
      clientDist: '/srv/site/dist/client',
      trustProxy: false,
    });
  });

  it('selects the database from DATABASE_URL', () => {
    expect(parseDatabaseUrl('postgres://u@db:5432/site')).toMatchObject({ kind: 'postgres', url: 'postgres://u@db:5432/site', poolSize: 10 });
    expect(parseDatabaseUrl('postgresql://u@db/site')).toMatchObject({ kind: 'postgres' });
    expect(parseDatabaseUrl('sqlite::memory:')).toMatchObject({ kind: 'sqlite', file: ':memory:' });
    expect(parseDatabaseUrl(':memory:')).toMatchObject({ kind: 'sqlite', file: ':memory:' });
    expect(parseDatabaseUrl('sqlite:var/x.db', {}, '/srv')).toMatchObject({ kind: 'sqlite', file: '/srv/var/x.db' });
    expect(parseDatabaseUrl('/abs/site.db', { SQLITE_SYNCHRONOUS: 'full' })).toMatchObject({ file: '/abs/site.db', synchronous: 'FULL' });
    expect(() => parseDatabaseUrl('mysql://db/site')).toThrow(ConfigError);
  });

  it('reads every variable and refuses nonsense', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://flirtlane.example',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      CLIENT_DIST: '/opt/dist',
    });
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', seed: 'none', logLevel: 'warn', nodeEnv: 'production', trustProxy: true, clientDist: '/opt/dist' });
    expect(config.publicUrl?.origin).toBe('https://flirtlane.example');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ SEED: 'lots' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(ConfigError);
  });
});

describe('normalizeHost', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['BDSM.LocalHost', 'bdsm.localhost'],
    ['www.she.localhost:80', 'she.localhost'],
    ['gay.localhost.', 'gay.localhost'],
    ['[::1]:3000', '[::1]'],
    ['127.0.0.1:3000', '127.0.0.1'],
  ])('%s → %s', (raw, expected) => expect(normalizeHost(raw)).toBe(expected));

  it.each([undefined, '', 'a b', 'evil.com/path', '-x.localhost', `${'a'.repeat(254)}`, "x'.localhost", '[::1'])('refuses %s', (raw) =>
    expect(normalizeHost(raw)).toBeNull(),
  );
});

describe('SPA route matching', () => {
  it.each(['/', '/members', '/members/', '/Members/42/Chat', '/members/1/landing3', '/members/1/landing3/x', '/transactions', '/transactions/9', '/landers/tinderswipe', '/landers/video/abc', '/anything'])(
    '%s is a route',
    (path) => expect(isSpaRoute(path)).toBe(true),
  );
  it.each(['/members/1/chat/x', '/a/b', '/landers/tinderswipe/x', '/pages/nope', '/credits/1/2/3'])('%s is not a route', (path) =>
    expect(isSpaRoute(path)).toBe(false),
  );
  it('tells file requests apart', () => {
    expect(isFileRequest('/assets/index-abc.js')).toBe(true);
    expect(isFileRequest('/favicon.ico')).toBe(true);
    expect(isFileRequest('/members/42')).toBe(false);
    expect(isFileRequest('/pages/faq')).toBe(false);
  });
});

describe('theme colour map', () => {
  it.each(NICHE_IDS)('niche %i equals the theme primary colour', (niche) => {
    expect(NICHE_THEME_COLORS[niche]?.toLowerCase(), 'update server/spa/theme-color.ts to the theme').toBe(getTheme(niche).color.primary.toLowerCase());
  });
});

describe('HTML escaping', () => {
  it('escapes text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
  it('keeps JSON for a script block free of <, > and & but equal once parsed', () => {
    const value = { text: '</script><!-- & \u2028 >' };
    const encoded = jsonForScript(value);
    expect(encoded).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(encoded)).toEqual(value);
  });
});

describe('same-origin check (SEC-11)', () => {
  const host = 'bdsm.localhost:3000';
  it('trusts Sec-Fetch-Site first', () => {
    expect(isSameOriginRequest({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }, host, null)).toBe(true);
    expect(isSameOriginRequest({ 'sec-fetch-site': 'none' }, host, null)).toBe(true);
    expect(isSameOriginRequest({ 'sec-fetch-site': 'same-site', origin: `http://${host}` }, host, null)).toBe(false);
    expect(isSameOriginRequest({ 'sec-fetch-site': 'cross-site' }, host, null)).toBe(false);
  });
  it('falls back to Origin, then to "not a browser"', () => {
    expect(isSameOriginRequest({ origin: `https://${host}` }, host, null)).toBe(true);
    expect(isSameOriginRequest({ origin: 'http://bdsm.localhost:3001' }, host, null)).toBe(false);
    expect(isSameOriginRequest({ origin: 'https://flirtlane.example' }, 'internal:3000', new URL('https://flirtlane.example'))).toBe(true);
    expect(isSameOriginRequest({ origin: 'null' }, host, null)).toBe(false);
    expect(isSameOriginRequest({}, host, null)).toBe(true);
  });
  it('wants a short client-type label', () => {
    expect(hasClientTypeHeader({ 'x-client-type': 'web' })).toBe(true);
    expect(hasClientTypeHeader({ 'x-client-type': '' })).toBe(false);
    expect(hasClientTypeHeader({ 'x-client-type': 'a b' })).toBe(false);
    expect(hasClientTypeHeader({})).toBe(false);
  });
});

describe('field errors from zod issues', () => {
  it('reports nested paths, unknown keys and a harmless __proto__ key', () => {
    const schema = z.strictObject({ profile: z.strictObject({ name: z.string() }) });
    const result = schema.safeParse(JSON.parse('{"profile":{"name":5,"__proto__":1}}'), { reportInput: true });
    expect(result.success).toBe(false);
    const fields = fieldsFromIssues(result.error?.issues ?? []);
    expect(fields['profile.name']).toEqual({ code: 'invalid_value' });
    expect(fields['profile.__proto__']).toEqual({ code: 'unknown_field' });
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });
});

describe('regions', () => {
  it('cover the 19 countries of the SPEC §9 map with unique, country-prefixed ids', () => {
    expect(Object.keys(REGIONS).sort()).toEqual(Object.keys(COUNTRY_LANGUAGES).sort());
    expect([...DEMO_COUNTRIES].sort()).toEqual(Object.keys(COUNTRY_LANGUAGES).sort());
    for (const [country, regions] of Object.entries(REGIONS)) {
      expect(regions.length, country).toBeGreaterThan(3);
      const ids = regions.map((region) => region.id);
      expect(new Set(ids).size, country).toBe(ids.length);
      for (const region of regions) {
        expect(region.id.startsWith(`${country}-`), region.id).toBe(true);
        expect(region.name.trim()).toBe(region.name);
      }
    }
  });
});
