import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SSR_DATA_ELEMENT_ID, type Bootstrap, type ServerPageHead } from '../../contract/bootstrap';
import { LANGUAGES } from '../../contract/constants';
import { ROUTES, type RouteDef } from '../../contract/routes';
import { canonicalPath, pageHeadTags } from '../../server/seo/head';
import { languageUrl, queryLanguage } from '../../server/seo/language';
import { NICHE_SLUG_PREFIXES } from '../../server/seo/niche-slugs';
import { privatePaths, robotsTxt } from '../../server/seo/robots';
import { sitemapPaths, sitemapXml } from '../../server/seo/sitemap';
import { htmlEncoding } from '../../server/spa/plugin';
import { modulePreloads, pageModules, type Manifest } from '../../server/spa/preload';
import { renderHtml, templateHasRoot } from '../../server/spa/render';
import { matchRoute } from '../../server/spa/route-match';
import { loadRenderer, rendererPathFor } from '../../server/spa/ssr';
import { DEFAULT_SITE } from '../../server/sites/demo-sites';
import { settingsFor } from '../../server/sites/service';
import { NICHE_IDS, NICHE_SLUGS } from '../../theme/niches';

// The pure parts of server rendering and search-engine readiness (issue 7 part 6, 7): addresses, head tags, robots,
// sitemap, preloads, and finding the built renderer. The pages themselves: tests/server/ssr.test.ts.

const PAGE: ServerPageHead = { title: 'Odalys, 34 – FlirtLane', description: 'Coffee & canals', type: 'profile', image: '/media/photos/7/full', canonicalPath: null };

function head(overrides: Partial<Parameters<typeof pageHeadTags>[0]> = {}) {
  return pageHeadTags({
    origin: 'https://flirt.example',
    path: '/members/7',
    language: 'en',
    domainLanguage: 'en',
    siteName: 'FlirtLane',
    themeColor: '#1d4fd8',
    page: PAGE,
    ...overrides,
  }).join('\n');
}

describe('language addresses (?lang=)', () => {
  it('reads one of the 11 languages, and nothing else', () => {
    expect(queryLanguage({ lang: 'nl' })).toBe('nl');
    for (const query of [{}, { lang: 'xx' }, { lang: ['nl', 'de'] }, { lang: 'NL' }, { lang: '' }, null, 'lang=nl', { ['__proto__']: 'nl' }]) {
      expect(queryLanguage(query)).toBeNull();
    }
  });

  it('gives the domain language the bare URL and every other language ?lang=xx', () => {
    expect(languageUrl('https://flirt.example', '/pages/faq', 'en', 'en')).toBe('https://flirt.example/pages/faq');
    expect(languageUrl('https://flirt.example', '/pages/faq', 'nl', 'en')).toBe('https://flirt.example/pages/faq?lang=nl');
    expect(languageUrl('https://nl.example', '/', 'nl', 'nl')).toBe('https://nl.example/');
    expect(languageUrl('https://nl.example', '/', 'en', 'nl')).toBe('https://nl.example/?lang=en');
  });

  it('knows a page by its lower-case path without a trailing slash', () => {
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('')).toBe('/');
    expect(canonicalPath('/Members/42/')).toBe('/members/42');
    expect(canonicalPath('/landers/gallery//')).toBe('/landers/gallery');
  });
});

describe('the head of a server-rendered page', () => {
  it('has the canonical URL in the shown language, 11 alternates plus x-default, and Open Graph tags', () => {
    const html = head({ language: 'de' });
    expect(html).toContain('<link rel="canonical" href="https://flirt.example/members/7?lang=de" />');
    for (const language of LANGUAGES) expect(html).toContain(`hreflang="${language}"`);
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://flirt.example/members/7" />');
    expect(html).toContain('<meta property="og:url" content="https://flirt.example/members/7?lang=de" />');
    expect(html).toContain('<meta property="og:locale" content="de_DE" />');
    expect(html).not.toContain('og:locale:alternate" content="de_DE"');
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain('<meta property="og:image" content="https://flirt.example/media/photos/7/full" />');
  });

  it('has no share image when the page has none', () => {
    const html = head({ page: { ...PAGE, image: null } });
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('escapes every value', () => {
    const hostile = '"><script>alert(1)</script>';
    const html = head({ siteName: hostile, page: { ...PAGE, title: hostile, description: hostile, image: `/x${hostile}` } });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of every members-only route and the API, and nowhere else', () => {
    const paths = privatePaths();
    expect(paths).toEqual(expect.arrayContaining(['/api/', '/dev/', '/chats', '/credits', '/likes', '/members/*/chat', '/transactions', '/complete-signup']));
    expect(paths).not.toContain('/likes/m');
    for (const route of (ROUTES as readonly RouteDef[]).filter((candidate) => !candidate.auth)) {
      const sample = route.path.replace(/:[^/]+\?/g, '').replace(/:[^/]+/g, '42').replace(/\/+$/, '') || '/';
      const blocked = paths.some((rule) => new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}(/|$)`).test(sample));
      expect(blocked, `${route.name} (${sample}) must stay crawlable`).toBe(false);
    }
    expect(robotsTxt('https://flirt.example')).toContain('Sitemap: https://flirt.example/sitemap.xml');
  });
});

describe('sitemap', () => {
  it('keeps the niche slug prefixes of SPEC §9 as the theme has them', () => {
    for (const niche of NICHE_IDS) expect(NICHE_SLUG_PREFIXES[niche]).toBe(NICHE_SLUGS[niche]);
  });

  it('lists home, info pages and landers with the site’s slug, and profiles only when visitors may see members', () => {
    const open = sitemapPaths({ niche: 4, loggedOutSearch: true }, [3, 9]);
    expect(open).toEqual(expect.arrayContaining(['/', '/pages/terms', '/pages/return-policy', '/landers/tinderswipe', '/landers/video/bbw', '/landers/maplanding/bbw', '/members/3', '/members/9']));
    expect(open.filter((path) => path.startsWith('/landers/'))).toHaveLength(9);
    expect(sitemapPaths({ niche: 1, loggedOutSearch: false }, [3])).not.toContain('/members/3');
    expect(sitemapPaths({ niche: 1, loggedOutSearch: false }, [])).toContain('/landers/gallery');
    const xml = sitemapXml('https://a.example', ['/', '/pages/faq?x=1&y=2']);
    expect(xml).toContain('<loc>https://a.example/pages/faq?x=1&amp;y=2</loc>');
  });
});

describe('preloads from the client manifest', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/site-1.js', isEntry: true, imports: ['_vendor-1.js'] },
    '_vendor-1.js': { file: 'assets/vendor-1.js' },
    '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_vendor-1.js'] },
    'routes/index.tsx': { file: 'assets/route-index-1.js', imports: ['_vendor-1.js', 'index.html', '_shared-1.js'] },
    '../locales/nl/common.json': { file: 'assets/locale-nl-common-1.js' },
    '../locales/nl/layout.json': { file: 'assets/locale-nl-layout-1.js' },
    '../locales/nl/mail.json': { file: 'assets/locale-nl-mail-1.js' },
    '../locales/de/common.json': { file: 'assets/locale-de-common-1.js' },
  };

  it('preloads the route’s chunks and the language’s messages, not what the entry loads or the server’s messages', () => {
    expect(modulePreloads(manifest, pageModules('index', 'nl'))).toEqual([
      '/assets/route-index-1.js',
      '/assets/shared-1.js',
      '/assets/locale-nl-common-1.js',
      '/assets/locale-nl-layout-1.js',
    ]);
    expect(modulePreloads(manifest, pageModules(null, 'de'))).toEqual(['/assets/locale-de-common-1.js']);
  });

  it('matches a path to its SPEC §2 route like the client router', () => {
    expect(matchRoute('/')?.name).toBe('index');
    expect(matchRoute('/credits/repeat-order')?.name).toBe('credits-repeat-order');
    expect(matchRoute('/credits/7/ideal')?.name).toBe('credits-id-paymentmethod');
    expect(matchRoute('/voorwaarden')?.name).toBe('token');
    expect(matchRoute('/members/1/unknown')).toBeNull();
  });
});

describe('the HTML of a server-rendered page', () => {
  const bootstrap: Bootstrap = {
    settings: settingsFor({ id: 1, settings: { ...DEFAULT_SITE, company_id: 1 }, company: null }, null),
    company: null,
    language: 'en',
  };
  const template = '<!doctype html><html lang="en"><head><!--ssr-head--></head><body><div id="root"></div><!--ssr-bootstrap--></body></html>';

  it('puts the markup in #root, the styles and preloads in the head, and escapes the page data', () => {
    const html = renderHtml(template, bootstrap, {
      head: ['<title>Page</title>'],
      preloads: ['/assets/route-index-1.js'],
      page: { html: '<main>Hello</main>', styles: '<style data-styled="true">a{}</style>', data: { route: 'index', fallback: { '/api/x': { text: '</script><script>alert(1)</script>' } } } },
    });
    expect(html).toContain('<div id="root"><main>Hello</main></div>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/route-index-1.js" />');
    expect(html).toContain('<style data-styled="true">a{}</style>');
    expect(html).toContain(`<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.indexOf('<title>Page</title>')).toBeLessThan(html.indexOf('</head>'));
    expect(templateHasRoot(template)).toBe(true);
    expect(templateHasRoot('<div id="app"></div>')).toBe(false);
  });

  it('compresses only for browsers that accept it, brotli first', () => {
    expect(htmlEncoding('gzip, deflate, br')).toBe('br');
    expect(htmlEncoding('gzip')).toBe('gzip');
    expect(htmlEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(htmlEncoding(undefined)).toBeNull();
    expect(htmlEncoding('identity')).toBeNull();
  });
});

describe('finding the built renderer', () => {
  const log = Fastify({ logger: false }).log;

  function build(withRenderer: string | null) {
    const dist = mkdtempSync(path.join(tmpdir(), 'ssr-dist-'));
    mkdirSync(path.join(dist, 'client'));
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'client', 'index.html'), '<div id="root"></div>');
    if (withRenderer !== null) writeFileSync(path.join(dist, 'server', 'entry-server.js'), withRenderer);
    return path.join(dist, 'client');
  }

  it('looks beside a `client` build only', () => {
    expect(rendererPathFor('/srv/dist/client')).toBe(path.join('/srv/dist/server/entry-server.js'));
    expect(rendererPathFor('/tmp/someone-dist')).toBeNull();
  });

  it('loads a fresh renderer, and refuses a missing, stale or broken one', async () => {
    const fresh = build('export async function render() { return { kind: "shell", reason: "test" }; }');
    expect(await loadRenderer(fresh, log)).not.toBeNull();
    expect(await loadRenderer(build(null), log)).toBeNull();
    expect(await loadRenderer(build('export const nothing = 1;'), log)).toBeNull();
    expect(await loadRenderer(build('throw new Error("broken");'), log)).toBeNull();
    const stale = build('export async function render() { return { kind: "shell", reason: "old" }; }');
    const old = new Date(Date.now() - 60_000);
    utimesSync(path.join(stale, '..', 'server', 'entry-server.js'), old, old);
    expect(await loadRenderer(stale, log)).toBeNull();
  });
});
