import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INFO_PAGES, type InfoPage } from '../../contract/infoPages';
import type { Language } from '../../locales/languages';
import { type Site, launchBrowser, startSite } from './harness';

// Info pages, complaints, the language picker and the installed app in real Chromium against the real server.
let site: Site;
let browser: Browser;
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'info-pages-shots');

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

type Messages = Record<string, Record<string, unknown>>;
const messages = (language: Language): Messages => JSON.parse(readFileSync(new URL(`../../locales/${language}/pages.json`, import.meta.url), 'utf8')) as Messages;
const title = (language: Language, page: InfoPage | 'complaints' | 'language'): string =>
  String((messages(language)[page.replace('-', '_')] as { title: string }).title);

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function open(host: string, language: Language, width = 1280): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } });
  await context.addCookies([{ name: 'i18n_redirected', value: language, url: site.url(host) }]);
  // The adult-content entry warning is covered by the site tests; here it would only stand in front of the pages.
  await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The site's settings as the server answers them for a host (node's fetch cannot resolve *.localhost names). */
async function settingsOf(host: string): Promise<{ name: string; refund_days: number }> {
  const response = await site.server.inject({ url: '/api/settings.php', headers: { host } });
  return response.json<{ settings: { name: string; refund_days: number } }>().settings;
}

async function h1(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  return (await heading.textContent())?.trim() ?? '';
}

describe('info pages in the browser', () => {
  describe.each([
    ['localhost', 'en'],
    ['localhost', 'de'],
    ['bdsm.localhost', 'en'],
    ['bdsm.localhost', 'nl'],
  ] as const)('on %s in %s', (host, language) => {
    it('shows every info page in the language with the site and company facts', async () => {
      const { context, page, errors } = await open(host, language);
      const settings = await settingsOf(host);
      for (const info of INFO_PAGES) {
        await page.goto(site.url(host, `/pages/${info}`));
        expect(await h1(page)).toBe(title(language, info));
        await expect.poll(() => page.title()).toContain(settings.name);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      }
      // The terms name the operating company and carry the version date (the demo company was added 2024-03-01).
      await page.goto(site.url(host, '/pages/terms'));
      await page.getByText('Harbourlight Media B.V.').first().waitFor();
      const version = await page.locator('time').getAttribute('datetime');
      expect(version).toBe('2024-03-01T12:00:00.000Z');
      // The return policy counts the site's own refund days.
      await page.goto(site.url(host, '/pages/return-policy'));
      await page.getByText(new RegExp(`\\b${settings.refund_days}\\b`)).first().waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  it('opens an info page by its token and shows 404 for other single segments', async () => {
    const { context, page, errors } = await open('localhost', 'de');
    await page.goto(site.url('localhost', '/impressum'));
    expect(await h1(page)).toBe(title('de', 'service'));
    await page.goto(site.url('localhost', '/datenschutz'));
    expect(await h1(page)).toBe(title('de', 'privacy'));
    await page.goto(site.url('localhost', '/no-such-page'));
    await page.getByText('404').first().waitFor();
    expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
    await context.close();
  });

  it('answers FAQ questions in place and links the footer support to customer service', async () => {
    const { context, page } = await open('bdsm.localhost', 'en', 375);
    await page.goto(site.url('bdsm.localhost', '/pages/faq'));
    const answer = page.getByText(/For 14 days after deleting/);
    await expect(answer.isVisible()).resolves.toBe(false);
    await page.getByText('Can I undo the deletion?').click();
    await answer.waitFor();
    await page.screenshot({ path: join(SHOTS, 'faq-bdsm-en-375.png'), fullPage: true });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact support' }).click();
    await page.waitForURL('**/pages/service');
    // The address changes before the next page's module has loaded: wait for its heading.
    await expect.poll(() => h1(page), { timeout: 15_000 }).toBe('Customer service');
    await context.close();
  });

  it('sends a complaint and mails a confirmation with its reference', async () => {
    const email = `complainant.${Date.now()}@example.com`;
    const { context, page, errors } = await open('localhost', 'en');
    await page.goto(site.url('localhost', '/complaints'));
    expect(await h1(page)).toBe('Complaints');
    // Checked before sending: nothing goes out with empty fields.
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await page.getByText('This field is required.').first().waitFor();
    await page.getByRole('textbox', { name: /Your name/ }).fill('Ann Jansen');
    await page.getByRole('textbox', { name: /Email address/ }).fill(email);
    await page.getByRole('combobox', { name: /What is it about/ }).selectOption('billing');
    await page.getByRole('textbox', { name: /Member, payment or page concerned/ }).fill('Payment of 12 March');
    await page.getByRole('textbox', { name: /Your complaint/ }).fill('I was charged twice for the same credit package. Please refund one payment.');
    await page.screenshot({ path: join(SHOTS, 'complaints-form-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await page.getByRole('heading', { name: 'Thank you, we have received your complaint' }).waitFor();
    const reference = (await page.locator('strong').filter({ hasText: /^[A-Z2-9]{4}-[A-Z2-9]{4}$/ }).textContent())?.trim() ?? '';
    expect(reference).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    await page.getByText(email).waitFor();
    await page.screenshot({ path: join(SHOTS, 'complaints-sent-1280.png'), fullPage: true });

    const outbox = (await (await fetch(site.url('localhost', `/dev/outbox.json?to=${encodeURIComponent(email)}`))).json()) as Array<{ subject: string; text: string }>;
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.subject).toMatch(/We have received your complaint/);
    expect(outbox[0]?.text).toContain(reference);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('picks a language on /lang-config: the page, the cookie and the next visit follow', async () => {
    const { context, page, errors } = await open('localhost', 'en', 375);
    await page.goto(site.url('localhost', '/lang-config'));
    expect(await h1(page)).toBe(title('en', 'language'));
    await page.screenshot({ path: join(SHOTS, 'lang-config-en-375.png'), fullPage: true });
    await page.getByRole('button', { name: /Deutsch/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Wähle deine Sprache' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'auf Deutsch' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_redirected');
    expect(cookie?.value).toBe('de');
    await page.getByRole('button', { name: /Deutsch/, pressed: true }).waitFor();
    await page.goto(site.url('localhost', '/pages/terms'));
    expect(await h1(page)).toBe(title('de', 'terms'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is installable: the page links its site manifest, whose icons load', async () => {
    const { context, page } = await open('milf.localhost', 'en');
    await page.goto(site.url('milf.localhost', '/pages/service'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await page.evaluate(async (path) => (await fetch(path)).json(), href ?? '');
    const settings = await settingsOf('milf.localhost');
    expect(manifest).toMatchObject({ name: settings.name, display: 'standalone', start_url: '/' });
    for (const icon of (manifest as { icons: Array<{ src: string }> }).icons) {
      const status = await page.evaluate(async (src) => (await fetch(src)).status, icon.src);
      expect(status).toBe(200);
    }
    await context.close();
  });

  it.each([375, 1280])('renders the terms at %i px (screenshots in SCREENSHOT_DIR)', async (width) => {
    for (const [host, language] of [
      ['localhost', 'en'],
      ['bdsm.localhost', 'de'],
    ] as const) {
      const { context, page } = await open(host, language, width);
      await page.goto(site.url(host, '/pages/terms'));
      await h1(page);
      await page.screenshot({ path: join(SHOTS, `terms-${host}-${language}-${width}.png`) });
      // Nothing wider than the viewport: no sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    }
  });
});
