import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootstrapSchema, BOOTSTRAP_ELEMENT_ID } from '../../contract/bootstrap';
import { DATABASES, useServer } from './harness';

function bootstrapOf(html: string) {
  const match = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  if (!match?.[1]) throw new Error('no bootstrap script in the HTML');
  return bootstrapSchema.parse(JSON.parse(match[1]));
}

const HOSTILE = '</script><script>alert(1)</script><!-- & "quotes" $& $1';

describe.each(DATABASES)('serving the SPA HTML on %s', (kind) => {
  const server = useServer(kind);

  it('inlines the site of the request host: lang, title, description, theme colour and bootstrap', async () => {
    const response = await server.app.inject({ url: '/', headers: { host: 'bdsm.localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<title>KinkCircle – BDSM and kink dating</title>');
    expect(html).toContain('<meta name="description" content="Explore your kinks with like-minded people.');
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" \/>/);
    expect(html).not.toContain('<!--ssr-head-->');
    expect(html).not.toContain('<!--ssr-bootstrap-->');
    const bootstrap = bootstrapOf(html);
    expect(bootstrap.settings.niche).toBe(3);
    expect(bootstrap.settings.domain).toBe('bdsm.localhost');
    expect(bootstrap.company?.name).toBe('Harbourlight Media B.V.');
    expect(bootstrap.language).toBe('en');
  });

  it('uses the domain language, and the i18n_redirected cookie over it', async () => {
    const dutch = await server.app.inject({ url: '/members', headers: { host: 'nl.localhost' } });
    expect(dutch.body).toMatch(/<html lang="nl">/);
    expect(bootstrapOf(dutch.body).language).toBe('nl');
    const german = await server.app.inject({ url: '/members', headers: { host: 'nl.localhost', cookie: 'i18n_redirected=de' } });
    expect(german.body).toMatch(/<html lang="de">/);
    expect(bootstrapOf(german.body).language).toBe('de');
    const junk = await server.app.inject({ url: '/', headers: { host: 'localhost', cookie: 'i18n_redirected="><script>' } });
    expect(junk.body).toMatch(/<html lang="en">/);
  });

  it('escapes site text so it can never close the script or break the head', async () => {
    await server.app.db.updateTable('sites').set({ description: HOSTILE, index_title: HOSTILE }).where('domain', '=', 'gay.localhost').execute();
    server.app.sites.invalidate();
    const html = (await server.app.inject({ url: '/', headers: { host: 'gay.localhost' } })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the bootstrap block and the app entry, nothing else
    expect(html).toContain('\\u003c/script\\u003e');
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &amp; &quot;quotes&quot; $&amp; $1</title>');
    const bootstrap = bootstrapOf(html);
    expect(bootstrap.settings.description).toBe(HOSTILE);
    expect(bootstrap.settings.index_title).toBe(HOSTILE);
  });

  it.each(['/', '/login', '/members/42/landing2', '/members/42/landing2/summer', '/credits/7/ideal', '/landers/gallery', '/pages/faq', '/reset-password/do', '/terms', '/impressum', '/MEMBERS/', '/likes/m/3?x=1'])(
    'answers the SPA route %s with 200',
    async (url) => {
      const response = await server.app.inject({ url, headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(BOOTSTRAP_ELEMENT_ID);
    },
  );

  // An unknown info-page token (`/{token}` matches any single segment) and a member the profile call does not show are
  // 404 too, whoever renders the page.
  it.each(['/members/42/unknown', '/no/such/page', '/pages/faq/extra', '/landers/unknown/slug/more', '/some-info-token', '/members/42', '/members/abc'])(
    'answers the unknown path %s with the HTML and status 404',
    async (url) => {
      const response = await server.app.inject({ url, headers: { host: 'she.localhost' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(bootstrapOf(response.body).settings.niche).toBe(2);
    },
  );

  it('answers a missing file with a 404 error body, not HTML', async () => {
    for (const url of ['/assets/index-deadbeef.js', '/favicon.ico', '/index.html']) {
      const response = await server.app.inject({ url, headers: { host: 'localhost' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await server.app.inject({ method: 'HEAD', url: '/members', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-test-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><!--ssr-head--><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div><!--ssr-bootstrap--></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

describe.each(DATABASES)('serving a built SPA on %s', (kind) => {
  const server = useServer(kind, { CLIENT_DIST: fakeBuild() });

  it('fills in the built template', async () => {
    const response = await server.app.inject({ url: '/chats', headers: { host: 'milf.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('src="/assets/index-abc123.js"');
    expect(response.body).toMatch(/<title>Messages – CougarCove[^<]*<\/title>/);
    expect(bootstrapOf(response.body).settings.niche).toBe(6);
  });

  it('serves hashed assets with a one-year immutable cache and other files revalidated', async () => {
    const asset = await server.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const robots = await server.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('never serves the raw template, and refuses path traversal', async () => {
    const raw = await server.app.inject({ url: '/index.html' });
    expect(raw.statusCode).toBe(404);
    expect(raw.body).not.toContain('<!--ssr-head-->');
    for (const url of ['/assets/../index.html', '/assets/..%2findex.html', '/assets/%2e%2e/%2e%2e/package.json']) {
      const response = await server.app.inject({ url });
      expect(response.body, url).not.toContain('<!--ssr-');
      expect(response.body, url).not.toContain('"dependencies"');
    }
  });
});
