import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID, SSR_DATA_ELEMENT_ID, ssrDataSchema, type ServerRenderer } from '../../contract/bootstrap';
import { AUTH_COOKIE_NAME, LANGUAGES, LOCALE_COOKIE } from '../../contract/constants';
import { DATABASES, useServer, type ServerHandle } from './harness';
import { createMember, sessionOf } from './members-support';

// Server rendering (issue 7 part 6) through inject(): every public page fetched as a crawler fetches it — no
// JavaScript — must carry its title, description, canonical URL, hreflang links, Open Graph tags and its main text.
// The renderer is app/entry-server.tsx itself (the source the SSR build bundles), handed to the server as the build's
// would be; tests/e2e/ssr.test.ts covers the built bundle in Chromium.
const renderer: ServerRenderer = await import('../../app/entry-server');

const HOST = 'localhost:3000';
const ORIGIN = `http://${HOST}`;

function get(server: ServerHandle, url: string, options: { host?: string; cookie?: string; headers?: Record<string, string> } = {}) {
  return server.app.inject({
    url,
    headers: { host: options.host ?? HOST, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
}

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** What a crawler reads from the page: head tags and the server-rendered markup. */
function page(html: string) {
  const meta = (key: string) => {
    const match = new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html);
    return match ? decode(match[1] ?? '') : null;
  };
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="site-bootstrap">/.exec(html)?.[1] ?? '';
  const text = (markup: string) => decode(markup.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
  const ssrData = new RegExp(`<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    meta,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
    alternates: Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1], decode(m[2] ?? '')])),
    h1: text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1] ?? ''),
    main: text(/<main[^>]*>([\s\S]*?)<\/main>/.exec(root)?.[1] ?? ''),
    root,
    styles: (html.match(/<style data-styled[^>]*>[^<]+<\/style>/g) ?? []).length,
    data: ssrData ? ssrDataSchema.parse(JSON.parse(ssrData)) : null,
  };
}

function expectLanguageAlternates(html: string, path: string) {
  const { alternates } = page(html);
  expect(Object.keys(alternates).sort()).toEqual([...LANGUAGES, 'x-default'].sort());
  expect(alternates.en).toBe(`${ORIGIN}${path}`);
  expect(alternates['x-default']).toBe(`${ORIGIN}${path}`);
  for (const language of LANGUAGES.filter((other) => other !== 'en')) expect(alternates[language]).toBe(`${ORIGIN}${path}?lang=${language}`);
}

describe.each(DATABASES)('server-rendered pages on %s', (kind) => {
  const server = useServer(kind, {}, { renderer });
  const members: { id: number; name: string }[] = [];

  it('renders the home page with the site’s head and the members a visitor may see', async () => {
    // The first render loads the renderer and warms the queries; on a busy machine it can miss the data budget
    // (SSR_DATA_BUDGET_MS) and fall back to the shell, which is right for users but not what this test looks at.
    await get(server, '/');
    for (const name of ['Marlowe Vance', 'Juniper Hale', 'Sorrel Quinn']) {
      members.push({ id: (await createMember(server, { name, gender: 'woman', seeking: 'man' })).id, name });
    }
    const settings = (await get(server, '/api/settings.php')).json().settings;
    const response = await get(server, '/');
    expect(response.statusCode).toBe(200);
    const home = page(response.body);
    expect(home.title).toBe(settings.index_title);
    expect(home.meta('description')).toBe(settings.description);
    expect(home.canonical).toBe(`${ORIGIN}/`);
    expectLanguageAlternates(response.body, '/');
    expect(home.meta('og:type')).toBe('website');
    expect(home.meta('og:title')).toBe(settings.index_title);
    expect(home.meta('og:description')).toBe(settings.description);
    expect(home.meta('og:url')).toBe(`${ORIGIN}/`);
    expect(home.meta('og:site_name')).toBe(settings.name);
    expect(home.meta('og:locale')).toBe('en_US');
    expect(home.meta('og:image')).toBeNull();
    // The main text, without any script: the hero's heading and the preview's members (fetched on the server).
    expect(home.h1.length).toBeGreaterThan(5);
    for (const member of members) expect(home.main).toContain(member.name);
    expect(home.styles).toBe(1);
    // The answers it was rendered with go along, keyed as the client's SWR asks for them.
    expect(home.data?.route).toBe('index');
    // The footer's message price (/api/pricing.php, the visitor's country) is rendered on the server too.
    expect(Object.keys(home.data?.fallback ?? {}).sort()).toEqual(['/api/pricing.php', '/api/search.php']);
  });

  it('renders a public profile: title, description from the profile, Open Graph profile and share image', async () => {
    const member = await createMember(server, { name: 'Odalys Brandt', age: 34, city: 'Utrecht' });
    await server.app.db.updateTable('profiles').set({ about: 'Slow Sunday mornings, long walks by the canals and very good coffee.' }).where('user_id', '=', member.id).execute();
    const now = new Date().toISOString();
    const [photo] = await server.app.db
      .insertInto('photos')
      .values([{ user_id: member.id, storage_key: `ssr-test-${member.id}`, status: 'active', visibility: 'public', position: 1, width: 600, height: 800, created_at: now }])
      .returning('id')
      .execute();
    const response = await get(server, `/members/${member.id}`);
    expect(response.statusCode).toBe(200);
    const profile = page(response.body);
    expect(profile.title).toContain('Odalys Brandt, 34');
    expect(profile.title).toContain('FlirtLane');
    expect(profile.meta('description')).toBe('Slow Sunday mornings, long walks by the canals and very good coffee.');
    expect(profile.canonical).toBe(`${ORIGIN}/members/${member.id}`);
    expectLanguageAlternates(response.body, `/members/${member.id}`);
    expect(profile.meta('og:type')).toBe('profile');
    expect(profile.meta('og:title')).toBe(profile.title);
    expect(profile.meta('og:image')).toBe(`${ORIGIN}/media/photos/${photo?.id}/full`);
    expect(profile.meta('twitter:card')).toBe('summary_large_image');
    expect(profile.h1).toContain('Odalys Brandt');
    expect(profile.main).toContain('Slow Sunday mornings');
    expect(profile.data?.route).toBe('members-id');
  });

  it('shares no image of a profile whose photo is not active (SPEC §4)', async () => {
    const member = await createMember(server, { name: 'Pending Picture' });
    await server.app.db
      .insertInto('photos')
      .values({ user_id: member.id, storage_key: `ssr-pending-${member.id}`, status: 'pending', visibility: 'public', position: 1, width: 600, height: 800, created_at: new Date().toISOString() })
      .execute();
    const profile = page((await get(server, `/members/${member.id}`)).body);
    expect(profile.h1).toContain('Pending Picture');
    expect(profile.meta('og:image')).toBeNull();
    expect(profile.meta('twitter:card')).toBe('summary');
  });

  it('answers an unknown or hidden member with 404 and the plain shell, never a rendered page', async () => {
    const hidden = await createMember(server, { name: 'Hidden Person', invisible: true });
    for (const url of ['/members/99999999', `/members/${hidden.id}`, '/members/not-a-number']) {
      const response = await get(server, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain(BOOTSTRAP_ELEMENT_ID);
      expect(page(response.body).data, url).toBeNull();
      expect(page(response.body).root, url).toBe('');
      expect(response.body).not.toContain('Hidden Person');
    }
  });

  it('renders a member lander of an unknown member as a page that invites to others (200), not a 404', async () => {
    const response = await get(server, '/members/99999999/landing2/she');
    expect(response.statusCode).toBe(200);
    const lander = page(response.body);
    expect(lander.data?.route).toBe('members-id-landing2-slug');
    expect(lander.main.length).toBeGreaterThan(20);
    expect(lander.meta('og:image')).toBeNull();
  });

  it.each([
    ['/landers/gallery/bdsm', 'bdsm.localhost:3000'],
    ['/landers/tinderswipe', 'localhost:3000'],
    ['/landers/video', 'gay.localhost:3000'],
  ])('renders the lander %s on %s with its head and main text', async (path, host) => {
    const response = await get(server, path, { host });
    expect(response.statusCode).toBe(200);
    const lander = page(response.body);
    const settings = JSON.parse(/id="site-bootstrap">([^<]*)</.exec(response.body)?.[1] ?? '{}').settings;
    expect(lander.title).toBe(`Meet someone new – ${settings.name}`);
    expect(lander.meta('description')).toBe(settings.description);
    expect(lander.canonical).toBe(`http://${host}${path}`);
    expect(lander.alternates.nl).toBe(`http://${host}${path}?lang=nl`);
    expect(lander.meta('og:url')).toBe(`http://${host}${path}`);
    expect(lander.h1.length).toBeGreaterThan(3);
    expect(lander.main.length).toBeGreaterThan(100);
    expect(lander.data?.route).toMatch(/^landers-/);
  });

  it('renders the info pages with their own title and text, and a token under its page’s canonical URL', async () => {
    const terms = page((await get(server, '/pages/terms')).body);
    expect(terms.h1.length).toBeGreaterThan(3);
    expect(terms.title).toContain(terms.h1);
    expect(terms.title).not.toBe(page((await get(server, '/')).body).title);
    // The page's own text names the site's company (not only the footer does).
    expect(terms.main).toContain('Harbourlight Media B.V.');
    expect(terms.canonical).toBe(`${ORIGIN}/pages/terms`);
    expectLanguageAlternates((await get(server, '/pages/faq')).body, '/pages/faq');

    const alias = await get(server, '/Voorwaarden/');
    expect(alias.statusCode).toBe(200);
    expect(page(alias.body).h1).toBe(terms.h1);
    expect(page(alias.body).canonical).toBe(`${ORIGIN}/pages/terms`);
    expectLanguageAlternates(alias.body, '/pages/terms');

    const unknown = await get(server, '/no-such-info-page');
    expect(unknown.statusCode).toBe(404);
    expect(page(unknown.body).data).toBeNull();
  });

  it('speaks the language of ?lang=xx, keeps it in the cookie, and points the canonical URL at that language', async () => {
    const english = page((await get(server, '/pages/terms')).body);
    const response = await get(server, '/pages/terms?lang=nl&network=ad1');
    expect(response.statusCode).toBe(200);
    const dutch = page(response.body);
    expect(dutch.lang).toBe('nl');
    expect(dutch.h1).not.toBe(english.h1);
    expect(dutch.title).toContain(dutch.h1);
    expect(dutch.canonical).toBe(`${ORIGIN}/pages/terms?lang=nl`);
    expect(dutch.meta('og:locale')).toBe('nl_NL');
    expectLanguageAlternates(response.body, '/pages/terms');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`${LOCALE_COOKIE}=nl`);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    // The cookie's language without ?lang: the same Dutch page, under its ?lang address.
    const byCookie = page((await get(server, '/pages/terms', { cookie: `${LOCALE_COOKIE}=nl` })).body);
    expect(byCookie.h1).toBe(dutch.h1);
    expect(byCookie.canonical).toBe(`${ORIGIN}/pages/terms?lang=nl`);
    // Anything else in ?lang changes nothing.
    for (const junk of ['/pages/terms?lang=xx', '/pages/terms?lang=nl&lang=de', '/pages/terms?lang=%3Cscript%3E']) {
      const other = await get(server, junk);
      expect(other.statusCode, junk).toBe(200);
      expect(page(other.body).lang, junk).toBe('en');
      expect(other.headers['set-cookie'], junk).toBeUndefined();
    }
  });

  it('gives every page its own <title>, rendered or not, in the page’s language (the 404 page too)', async () => {
    const settings = (await get(server, '/api/settings.php')).json().settings;
    const member = await createMember(server, { name: 'Titled Member', age: 41 });
    const titles = new Map<string, string>();
    for (const path of ['/', '/login', '/signup', '/pricing', '/members', `/members/${member.id}`, '/landers/tinderswipe', '/pages/faq', '/faq', '/reset-password', '/no/such/page', '/no-such-info-page']) {
      titles.set(path, page((await get(server, path)).body).title);
    }
    expect(titles.get('/')).toBe(settings.index_title);
    expect(titles.get('/login')).toBe(`Log in – ${settings.name}`);
    expect(titles.get('/signup')).toBe(`Sign up – ${settings.name}`);
    expect(titles.get('/pricing')).toBe(`Prices – ${settings.name}`);
    expect(titles.get('/members')).toBe(`Find members – ${settings.name}`);
    expect(titles.get(`/members/${member.id}`)).toContain('Titled Member');
    expect(titles.get('/landers/tinderswipe')).toBe(`Meet someone new – ${settings.name}`);
    expect(titles.get('/pages/faq')).toBe(`Frequently asked questions – ${settings.name}`);
    expect(titles.get('/faq')).toBe(titles.get('/pages/faq'));
    expect(titles.get('/reset-password')).toBe(`Reset your password – ${settings.name}`);
    expect(titles.get('/no/such/page')).toBe(`Page not found – ${settings.name}`);
    expect(titles.get('/no-such-info-page')).toBe(`Page not found – ${settings.name}`);
    // Distinct pages, distinct titles (the two addresses of the FAQ are one page).
    titles.delete('/faq');
    titles.delete('/no-such-info-page');
    expect(new Set(titles.values()).size).toBe(titles.size);

    // In the language asked for, for a page the server renders and one it does not.
    expect(page((await get(server, '/login?lang=de')).body).title).toBe(`Anmelden – ${settings.name}`);
    expect(page((await get(server, '/landers/tinderswipe?lang=de')).body).title).toBe(`Lerne jemand Neues kennen – ${settings.name}`);
    // A member's pages are the shell, titled all the same.
    const session = await sessionOf(server, member);
    expect(page((await get(server, '/chats', { cookie: `${AUTH_COOKIE_NAME}=${session}` })).body).title).toBe(`Messages – ${settings.name}`);
  });

  it('sends members the plain shell (their pages show their own data)', async () => {
    const member = await createMember(server, { name: 'Logged In' });
    const session = await sessionOf(server, member);
    const response = await get(server, '/', { cookie: `${AUTH_COOKIE_NAME}=${session}` });
    expect(response.statusCode).toBe(200);
    expect(page(response.body).data).toBeNull();
    expect(page(response.body).root).toBe('');
  });

  it('escapes member text in the head and the page, so it can never run as markup', async () => {
    const hostile = '</title><script>alert(1)</script><meta name="x" content="';
    const member = await createMember(server, { name: 'Mallory' });
    await server.app.db.updateTable('profiles').set({ about: `${hostile} & more` }).where('user_id', '=', member.id).execute();
    const response = await get(server, `/members/${member.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(page(response.body).meta('description')).toBe(`${hostile} & more`);
    expect(page(response.body).main).toContain(hostile);
  });

  it('leaves the members out of the home page when the site refuses visitors their search', async () => {
    await server.app.db.updateTable('sites').set({ logged_out_search: 0 }).where('domain', '=', 'she.localhost').execute();
    server.app.sites.invalidate();
    const response = await get(server, '/', { host: 'she.localhost' });
    expect(response.statusCode).toBe(200);
    const home = page(response.body);
    for (const member of members) expect(home.main).not.toContain(member.name);
    expect(home.h1.length).toBeGreaterThan(5);
  });

  it('compresses the page for browsers that accept it', async () => {
    const plain = await get(server, '/pages/faq');
    const compressed = await get(server, '/pages/faq', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(page(brotliDecompressSync(compressed.rawPayload).toString('utf8')).h1).toBe(page(plain.body).h1);
  });
});

describe.each(DATABASES)('robots.txt and sitemap.xml on %s', (kind) => {
  const server = useServer(kind, {}, { renderer: null });

  it('answers robots.txt per site: private areas kept out, the sitemap on the site’s own host', async () => {
    for (const host of ['localhost:3000', 'bdsm.localhost:3000']) {
      const response = await get(server, '/robots.txt', { host });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = response.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      for (const path of ['/api/', '/chats', '/credits', '/likes', '/profile', '/settings', '/members/*/chat']) expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).not.toContain('Disallow: /members');
      expect(lines).toContain(`Sitemap: http://${host}/sitemap.xml`);
    }
  });

  it('lists the public pages of each site with absolute URLs, landers with the niche slug, profiles only when visitors may see members', async () => {
    const she = await createMember(server, { name: 'Listed Member', gender: 'woman', seeking: 'man', host: 'she.localhost' });
    const invisible = await createMember(server, { name: 'Unlisted', gender: 'woman', seeking: 'man', invisible: true });
    const sitemap = async (host: string) => {
      const response = await get(server, '/sitemap.xml', { host });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    };

    const bdsm = await sitemap('bdsm.localhost:3000');
    expect(bdsm).toContain('http://bdsm.localhost:3000/');
    expect(bdsm).toContain('http://bdsm.localhost:3000/pages/terms');
    expect(bdsm).toContain('http://bdsm.localhost:3000/pages/return-policy');
    expect(bdsm).toContain('http://bdsm.localhost:3000/landers/tinderswipe');
    expect(bdsm).toContain('http://bdsm.localhost:3000/landers/gallery/bdsm');
    expect(bdsm).toContain('http://bdsm.localhost:3000/landers/transitionsvideolanding/bdsm');
    expect(bdsm.every((url) => url?.startsWith('http://bdsm.localhost:3000/'))).toBe(true);

    const general = await sitemap('localhost:3000');
    expect(general).toContain('http://localhost:3000/landers/gallery');
    expect(general).toContain(`http://localhost:3000/members/${she.id}`);
    expect(general).not.toContain(`http://localhost:3000/members/${invisible.id}`);

    await server.app.db.updateTable('sites').set({ logged_out_search: 0 }).where('domain', '=', 'localhost').execute();
    server.app.sites.invalidate();
    const closed = await sitemap('localhost:3000');
    expect(closed.some((url) => url?.includes('/members/'))).toBe(false);
    expect(closed).toContain('http://localhost:3000/pages/faq');
  });

  it('does not take a forged Host for the site’s address', async () => {
    const response = await get(server, '/robots.txt', { host: 'evil.example' });
    expect(response.body).not.toContain('evil.example');
  });
});

/** A build as `npm run build` leaves it: dist/client (template, assets with .br copies, manifest) beside dist/server. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'ssr-build-'));
  const client = path.join(dist, 'client');
  mkdirSync(path.join(client, 'assets'), { recursive: true });
  mkdirSync(path.join(client, '.vite'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(
    path.join(client, 'index.html'),
    '<!doctype html><html lang="en"><head><!--ssr-head--><script type="module" src="/assets/site-1.js"></script></head><body><div id="root"></div><!--ssr-bootstrap--></body></html>',
  );
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(client, 'assets', 'route-pages-faq-1.js'), script);
  writeFileSync(path.join(client, 'assets', 'route-pages-faq-1.js.br'), brotliCompressSync(script));
  writeFileSync(
    path.join(client, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/site-1.js', isEntry: true },
      'routes/pages-faq.tsx': { file: 'assets/route-pages-faq-1.js', imports: ['index.html'] },
      '../locales/en/common.json': { file: 'assets/locale-en-common-1.js' },
    }),
  );
  // The built renderer: answers /pages/faq with a page, everything else with the shell.
  writeFileSync(
    path.join(dist, 'server', 'entry-server.js'),
    `export async function render({ url }) {
      if (!url.endsWith('/pages/faq')) return { kind: 'shell', reason: 'test' };
      return { kind: 'page', route: 'pages-faq', html: '<main><h1>Built renderer</h1></main>', styles: '', data: { route: 'pages-faq', fallback: {} },
        head: { title: 'FAQ from the build', description: 'Built', type: 'website', image: null, canonicalPath: null } };
    }`,
  );
  return client;
}

describe.each(DATABASES)('a built site on %s', (kind) => {
  const client = fakeBuild();
  const server = useServer(kind, { CLIENT_DIST: client });

  it('renders with the renderer built beside the client, and preloads the route’s chunk and messages', async () => {
    const response = await get(server, '/pages/faq');
    expect(response.statusCode).toBe(200);
    expect(page(response.body).title).toBe('FAQ from the build');
    expect(page(response.body).h1).toBe('Built renderer');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/route-pages-faq-1.js" />');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/locale-en-common-1.js" />');
    expect(page((await get(server, '/pages/terms')).body).root).toBe('');
  });

  it('sends the build’s brotli copy to browsers that accept it, and never the manifest', async () => {
    const compressed = await get(server, '/assets/route-pages-faq-1.js', { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('xxxx');
    expect((await get(server, '/assets/route-pages-faq-1.js')).headers['content-encoding']).toBeUndefined();
    expect((await get(server, '/.vite/manifest.json')).statusCode).toBe(404);
  });
});
