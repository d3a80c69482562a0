import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendererPathFor } from '../../server/spa/ssr';
import { getTheme } from '../../theme';
import { launchBrowser } from './harness';
import { type ProductionSite, startProductionSite } from './production';

// Server rendering in real Chromium (issue 7 part 6): the site as `npm start` runs it (tests/e2e/production.ts), with
// its built renderer (dist/server beside dist/client, or beside CLIENT_DIST=<dir>/client). A page must show its
// content before any script runs, and the client must take that markup over — hydrate it, not replace it — with no
// console error or hydration warning.

let site: ProductionSite;
let browser: Browser;
let memberId: number;
let memberName: string;

beforeAll(async () => {
  const renderer = rendererPathFor(process.env.CLIENT_DIST ?? path.resolve('dist/client'));
  if (!renderer || !existsSync(renderer)) {
    throw new Error('No server renderer beside the client build: build both (`npm run build`, or `vite build --ssr --outDir <dir>/server` next to <dir>/client)');
  }
  // These tests look at pages rendered with their data: on a loaded CI machine the default budget (1.5 s) can run out,
  // and the page then rightly renders that part as loading, which is not what they check.
  [site, browser] = await Promise.all([startProductionSite({ env: { SSR_DATA_BUDGET_MS: '30000' } }), launchBrowser()]);
  const search = await site.request({ path: '/api/search.php', headers: { 'x-client-type': 'web' } });
  const first = search.json().results[0];
  memberId = first.id;
  memberName = first.name;
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Records, before the page's scripts run, whether anything removed the server's markup from #root. */
function watchRoot() {
  const state = window as unknown as { __rootReplaced?: boolean };
  state.__rootReplaced = false;
  new MutationObserver((records) => {
    if (records.some((record) => (record.target as Element).id === 'root' && record.removedNodes.length > 0)) state.__rootReplaced = true;
  }).observe(document, { childList: true, subtree: true });
}

interface Opened {
  page: Page;
  context: BrowserContext;
  errors: string[];
  apiCalls: string[];
}

async function open(url: string, options: { javaScript?: boolean; context?: BrowserContext; width?: number } = {}): Promise<Opened> {
  const context =
    options.context ??
    (await browser.newContext({ javaScriptEnabled: options.javaScript ?? true, viewport: { width: options.width ?? 1280, height: 900 } }));
  await context.addInitScript(watchRoot);
  const page = await context.newPage();
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => (message.type() === 'error' || message.type() === 'warning') && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(`${pathname}${search}`);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, context, errors, apiCalls };
}

const h1 = (page: Page) => page.locator('main h1').first().innerText();
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('server-rendered pages in Chromium', () => {
  it('shows the content, title and theme of each public page with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const pages = [
      { url: site.url('localhost', '/'), text: memberName },
      { url: site.url('localhost', `/members/${memberId}`), text: memberName },
      { url: site.url('bdsm.localhost', '/landers/gallery/bdsm'), text: null },
      { url: site.url('localhost', '/pages/faq'), text: null },
    ];
    for (const { url, text } of pages) {
      const { page } = await open(url, { context });
      expect((await h1(page)).length, url).toBeGreaterThan(3);
      if (text) expect(await page.locator('main').innerText(), url).toContain(text);
      expect(await page.title(), url).not.toBe('');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), url).toBe(url);
      const niche = new URL(url).hostname.startsWith('bdsm.') ? 3 : 1;
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), url).toBe(rgb(getTheme(niche).color.background));
      await page.close();
    }
    await context.close();
  });

  it.each([
    ['the home page', 'localhost', () => '/', '/api/search.php'],
    ['a profile', 'localhost', () => `/members/${memberId}`, '/api/profile.php'],
    ['a lander', 'she.localhost', () => '/landers/collagelanding/she', '/api/search.php'],
    ['an info page', 'localhost', () => '/pages/terms', null],
  ])('takes over %s without replacing it, without errors and without asking again for its data', async (_label, host, pathOf, preloaded) => {
    const withoutScript = await open(site.url(host, pathOf()), { javaScript: false });
    const heading = await h1(withoutScript.page);
    await withoutScript.context.close();

    const { page, context, errors, apiCalls } = await open(site.url(host, pathOf()));
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __rootReplaced?: boolean }).__rootReplaced)).toBe(false);
    expect(await h1(page)).toBe(heading);
    if (preloaded) expect(apiCalls.filter((call) => call.startsWith(preloaded))).toEqual([]);
    // The page is live: a footer link navigates inside the app, without loading a new document.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: /privacy/i }).first().click();
    await page.waitForURL('**/pages/privacy');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates a returning visitor’s page whose stored traffic source the server cannot see, then asks with it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const first = await open(site.url('localhost', '/landers/gallery?network=ssr-net&ref=ssr-ref'), { context });
    expect(first.errors).toEqual([]);
    await first.page.close();
    const { page, errors, apiCalls } = await open(site.url('localhost', '/'), { context });
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __rootReplaced?: boolean }).__rootReplaced)).toBe(false);
    // Asked once the page is hydrated, which can come after the network fell quiet on a loaded machine.
    await expect.poll(() => apiCalls).toContain('/api/search.php?network=ssr-net&ref=ssr-ref');
    await context.close();
  });

  it('opens signup over a server-rendered page on a desktop, and as its own page on a phone', async () => {
    const desktop = await open(site.url('localhost', '/?signup=1'));
    await desktop.page.getByRole('dialog').waitFor();
    expect(desktop.errors).toEqual([]);
    await desktop.context.close();
    const phone = await open(site.url('localhost', '/?signup=1'), { width: 375 });
    await phone.page.waitForURL('**/signup');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
