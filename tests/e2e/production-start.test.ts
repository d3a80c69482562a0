import { readFileSync, statSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { spaHeaders } from '../server/harness';
import { launchBrowser } from './harness';
import { type ProductionSite, startProductionSite } from './production';

// The site as a person who cloned the project gets it: `npm start`'s own process (tests/e2e/production.ts), asked as
// a browser without JavaScript and a crawler would ask. The public pages must come with their content from the
// server, unknown addresses must say 404 (status and title), and no address may answer 500.

let site: ProductionSite;
let member: { id: number; name: string };

beforeAll(async () => {
  site = await startProductionSite();
  const search = await site.request({ path: '/api/search.php', headers: { 'x-client-type': 'web' } });
  expect(search.statusCode, search.body).toBe(200);
  member = search.json().results[0];
});
afterAll(async () => {
  await site?.close();
});

/** The free demo member's session cookie (`name=value`). */
async function logIn(): Promise<string> {
  const login = await site.request({
    method: 'POST',
    path: '/api/user.php',
    headers: spaHeaders(`localhost:${site.port}`),
    payload: { email: 'free@demo.localhost', password: 'flirtlane-demo-2025' },
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = [login.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith(`${AUTH_COOKIE_NAME}=`))?.split(';')[0] ?? '';
  expect(cookie).not.toBe('');
  return cookie;
}

/** What is inside `<div id="root">` of a page, with its tags taken out. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  if (start < 0) return '';
  const end = html.indexOf('<script', start);
  return html
    .slice(start + '<div id="root">'.length, end < 0 ? undefined : end)
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

describe('the production start (npm start)', () => {
  it('keeps the seeded staff passwords out of its output: an owner-only file holds them, and they sign in to a forced change (SEC-26)', async () => {
    expect(statSync(site.staffPasswordsFile).mode & 0o777).toBe(0o600);
    const lines = readFileSync(site.staffPasswordsFile, 'utf8').split('\n');
    const seeded = ['admin', 'moderator', 'operator', 'partner'].map((role) => {
      const line = lines.find((text) => text.includes(`${role}@staff.localhost`)) ?? '';
      return { email: `${role}@staff.localhost`, password: line.trim().split(/\s+/)[2] ?? '' };
    });
    for (const staff of seeded) {
      expect(staff.password).toMatch(/^[\w-]{16}$/);
      expect(site.log()).not.toContain(staff.password);
    }
    expect(site.log()).toContain(site.staffPasswordsFile);
    const operator = seeded[2] ?? { email: '', password: '' };
    const login = await site.request({ method: 'POST', path: '/api/staff/login', headers: spaHeaders(`localhost:${site.port}`), payload: operator });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ password_change_required: true });
  });

  it('loads the server renderer, as its log says', () => {
    expect(site.log()).toContain('server renderer loaded');
    expect(site.log()).not.toMatch(/server renderer failed to load|server rendering is off/);
  });

  it.each([
    ['the home page', 'localhost', () => '/', () => member.name],
    ['a public profile', 'localhost', () => `/members/${member.id}`, () => member.name],
    ['a lander', 'bdsm.localhost', () => '/landers/gallery/bdsm', null],
    ['an info page', 'localhost', () => '/pages/faq', null],
    ['an info page by its short address', 'localhost', () => '/terms', null],
    ['the Dutch home page', 'nl.localhost', () => '/', null],
  ])('renders %s on the server, with its content and its own title', async (_label, host, pathOf, textOf) => {
    const answer = await site.request({ path: pathOf(), host, headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(200);
    const text = rootText(answer.body);
    // A page, not the empty shell the browser would have to fill.
    expect(text.length, `${host}${pathOf()}: ${answer.body.slice(0, 400)}`).toBeGreaterThan(200);
    expect(answer.body).toMatch(/<main[\s>]/);
    if (textOf) expect(text).toContain(textOf());
    expect(titleOf(answer.body)).not.toBe('');
  });

  it('gives each server-rendered page its own title', async () => {
    const titles = await Promise.all(
      ['/', `/members/${member.id}`, '/pages/faq', '/pages/terms'].map(async (path) => titleOf((await site.request({ path })).body)),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  const notFound = ['/this-page-does-not-exist', '/members/999999', '/members/not-a-number', '/pages/nope', '/landers/gallery/a/b', '/chats/1/2/3'];

  it.each(notFound)('answers %s with 404 and a 404 title, to visitors', async (path) => {
    const answer = await site.request({ path, headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(titleOf(answer.body)).toMatch(/^Page not found – /);
    expect(answer.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers a missing member with 404 to a signed-in member too (whose pages the browser renders)', async () => {
    const cookie = await logIn();
    const missing = await site.request({ path: '/members/999999', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    const present = await site.request({ path: `/members/${member.id}`, headers: { cookie } });
    expect(present.statusCode).toBe(200);
  });

  it('never answers 500, whatever the address', async () => {
    const paths = [
      '/assets/no-such-file',
      '/assets/',
      '/assets',
      '/assets/route-x.js',
      '/favicon.ico',
      '/no-such-file.png',
      '/%',
      '/%E0%A4%A',
      '/members/%00',
      '/members/99999999999999999999999',
      '/members/-1',
      '/..%2f..%2fetc%2fpasswd',
      '/api/no-such-call.php',
      '/api/',
      '/?lang=xx',
      '/?lang=de',
      `/${'a'.repeat(3000)}`,
      '/staff/no-such-page',
      '/robots.txt',
      '/sitemap.xml',
      '/dev/outbox',
      '/landers/video/%F0%9F%92%96',
      '/members?page=-5&min_age=abc',
    ];
    const statuses = await Promise.all(paths.map(async (path) => [path, (await site.request({ path })).statusCode] as const));
    expect(statuses.filter(([, status]) => status >= 500)).toEqual([]);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await site.request({ method, path: '/members', payload: { a: 1 } });
      expect(answer.statusCode, method).toBeLessThan(500);
    }
  });
});

describe('the page-hidden beacon (SPEC §7)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("is sent when a member's page becomes hidden, and the server takes it", async () => {
    const [name, value] = (await logIn()).split('=') as [string, string];
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    await context.addCookies([{ name, value, url: site.url('localhost') }]);
    const page = await context.newPage();
    const beacons: { method: string; type: string | undefined; clientType: string | undefined }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/page-hidden.php') {
        beacons.push({ method: request.method(), type: request.headers()['content-type'], clientType: request.headers()['x-client-type'] });
      }
    });
    await page.goto(site.url('localhost', '/members'), { waitUntil: 'networkidle' });
    expect(beacons).toEqual([]);
    // The page becomes hidden, as when the member switches tabs (headless Chromium has no other tab to show).
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/page-hidden.php');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // 200: the server parsed its body as the empty JSON object the contract asks for (an empty body is a 400).
    expect((await answered).status()).toBe(200);
    expect(beacons).toEqual([{ method: 'POST', type: 'application/json', clientType: undefined }]);
    await context.close();
  });
});
