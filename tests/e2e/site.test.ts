import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTheme } from '../../theme';
import { type Site, launchBrowser, startSite } from './harness';

// The assembled site in real Chromium: the built SPA served by the real server on a fresh database.
let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(path: string, options: { host?: string; width?: number; cookies?: Record<string, string> } = {}) {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
  const host = options.host ?? 'localhost';
  if (options.cookies) {
    await context.addCookies(Object.entries(options.cookies).map(([name, value]) => ({ name, value, url: site.url(host) })));
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  const response = await page.goto(site.url(host, path), { waitUntil: 'networkidle' });
  return { page, response, errors, close: () => context.close() };
}

function rgb(hex: string): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

describe('the assembled site', () => {
  it('serves the home page of the default site with its title, language and theme, without errors', async () => {
    const { page, response, errors, close } = await open('/');
    expect(response?.status()).toBe(200);
    const settings = await page.evaluate(() => JSON.parse(document.getElementById('site-bootstrap')?.textContent ?? '{}').settings);
    expect(await page.title()).toContain(settings.index_title);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await bodyBackground(page)).toBe(rgb(getTheme(settings.niche).color.background));
    await page.getByRole('navigation').first().waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ['bdsm.localhost', 3],
    ['gay.localhost', 7],
  ])('themes %s as niche %i from the first paint', async (host, niche) => {
    const { page, errors, close } = await open('/members', { host });
    const inlined = await page.evaluate(() => JSON.parse(document.getElementById('site-bootstrap')?.textContent ?? '{}').settings.niche);
    expect(inlined).toBe(niche);
    expect(await bodyBackground(page)).toBe(rgb(getTheme(niche).color.background));
    expect(errors).toEqual([]);
    await close();
  });

  it('speaks the language of the i18n_redirected cookie and loads no other language', async () => {
    const { page, close } = await open('/', { cookies: { i18n_redirected: 'nl' }, width: 375 });
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    const localeChunks = loaded.filter((name) => /\/assets\/locale-/.test(name));
    expect(localeChunks.length).toBeGreaterThan(0);
    expect(localeChunks.every((name) => /\/locale-nl-/.test(name))).toBe(true);
    await close();
  });

  it('switches language from the navigation and keeps the choice in a cookie for 365 days', async () => {
    const { page, close } = await open('/pages/terms');
    await page.getByRole('button', { name: /language|taal|English/i }).first().click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'i18n_redirected');
    expect(cookie?.value).toBe('de');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await close();
  });

  it('answers an unknown path with the 404 page', async () => {
    const { page, response, close } = await open('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByText('This page could not be found').waitFor({ state: 'visible' });
    await page.getByRole('link', { name: 'Back to the home page' }).waitFor({ state: 'visible' });
    await close();
  });
});
