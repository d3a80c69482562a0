import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import type { Language } from '../../locales/languages';
import { spaHeaders } from '../server/harness';
import { launchBrowser } from './harness';
import { ANY, matching, translator } from './journey-support/i18n';
import { secondMember } from './journey-support/journey';
import { type JourneySite, startJourneySite } from './journey-support/site';

// Issue 9 part 3: zero axe violations (WCAG 2.1 A and AA) on the assembled site's main pages, in real Chromium against
// the real server on a fresh database: a visitor's pages (home, a lander, login, the signup page and the signup modal,
// pricing, an info page, the 404 page) and a member's (search, a profile
// and its photo lightbox, likes, chats, a conversation, credits, checkout, premium, the settings pages).
// Two niches (1 and 3: different themes), two languages and both widths, each of them once (CI time): the markup of a
// page is the same in every niche and language, and the colours of every niche are checked on every story (the
// storybook, matrix and visual projects).
const CASES: ReadonlyArray<{ host: string; lander: string; language: Language; width: 375 | 1280 }> = [
  { host: 'localhost', lander: 'gallery', language: 'en', width: 1280 },
  { host: 'bdsm.localhost', lander: 'collagelanding', language: 'de', width: 375 },
];

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let site: JourneySite;
let browser: Browser;

beforeAll(async () => {
  // The journeys' site: photos are approved at once, so a member's gallery (and its lightbox) is there to check.
  [site, browser] = await Promise.all([startJourneySite('sqlite'), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function newContext(host: string, language: Language, width: number, token?: string): Promise<BrowserContext> {
  // Reduced motion: no check runs against a page half-way through a fade (its colours are not the page's).
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 }, reducedMotion: 'reduce' });
  // The adult-content entry warning (its own dialog, checked in its stories) would stand in front of the pages.
  await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
  await context.addCookies([
    { name: 'i18n_redirected', value: language, url: site.url(host) },
    ...(token ? [{ name: AUTH_COOKIE_NAME, value: token, url: site.url(host) }] : []),
  ]);
  return context;
}

/** The page has settled: its heading is there, nothing is loading, the fonts are in. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Runs axe (WCAG 2.1 A and AA) on the page as it is and returns its violations, one line each, prefixed with `label`. */
async function violations(page: Page, label: string): Promise<string[]> {
  // Evaluated over the DevTools protocol, so the site's content security policy (no inline scripts) does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_21_AA,
  );
  // A run that checked nothing would pass too: it must have applied a good number of rules to this page.
  expect(results.passes.length, `axe checked ${label}`).toBeGreaterThan(10);
  return results.violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.impact ?? '?'}) ${violation.help}\n${violation.nodes
        .slice(0, 6)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n')}`,
  );
}

/** Checks the page in `language` and adds its violations to `found`. */
async function checkPage(page: Page, language: Language, label: string, found: string[]): Promise<void> {
  expect(await page.locator('html').getAttribute('lang'), `${label} is in ${language}`).toBe(language);
  found.push(...(await violations(page, label)));
}

describe('axe on the assembled site', () => {
  for (const { host, lander, language, width } of CASES) {
    const t = translator(language);

    it(`${host}, ${language}, ${width} px: a visitor's pages`, async () => {
      const found: string[] = [];
      const check = (page: Page, label: string) => checkPage(page, language, `${host} ${language} ${width}px ${label}`, found);
      const errors: string[] = [];

      const context = await newContext(host, language, width);
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      // Signup is a page on a phone and a modal over the page from the md breakpoint up (checked over the lander below).
      const signupPage = width < 768 ? ([['signup page', '/signup']] as const) : [];
      for (const [label, path] of [
        ['home', '/'],
        ['login', '/login'],
        ...signupPage,
        ['pricing', '/pricing'],
        ['info page', '/pages/terms'],
        ['404 page', '/no-such-page'],
        ['lander', `/landers/${lander}`],
      ] as const) {
        await page.goto(site.url(host, path));
        await settled(page);
        await check(page, label);
      }
      if (width >= 768) {
        await page.locator('a[data-signup-cta]').first().click();
        await page.getByRole('dialog', { name: t('auth:signup.title') }).getByRole('textbox', { name: t('auth:signup.email.label') }).waitFor();
        await check(page, 'signup modal');
      }
      await context.close();

      expect(errors).toEqual([]);
      expect(found.join('\n')).toBe('');
    }, 180_000);

    it(`${host}, ${language}, ${width} px: a member's pages`, async () => {
      // The member (a man looking for women) and a woman who likes him and wrote to him, with a public and a private photo.
      const viewer = await secondMember(site, host, 'Axel', 41, 'man', false);
      const other = await secondMember(site, host, 'Kira', 38, 'woman', host.startsWith('bdsm.'));
      const headers = { ...spaHeaders(`${host}:${site.port}`), cookie: `${AUTH_COOKIE_NAME}=${other.token}` };
      const liked = await site.request({ method: 'POST', path: '/api/like.php', headers, payload: { id: viewer.id } });
      expect(liked.statusCode, liked.body).toBe(200);
      const sent = await site.request({
        method: 'POST',
        path: '/api/message.php',
        headers,
        payload: { member_id: viewer.id, kind: 'text', text: 'Hello Axel, how are you?', idempotency_key: `a11y-${viewer.id}` },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const conversationId = (sent.json() as { message: { conversation_id: number } }).message.conversation_id;

      const found: string[] = [];
      const check = (page: Page, label: string) => checkPage(page, language, `${host} ${language} ${width}px ${label}`, found);
      const errors: string[] = [];
      const context = await newContext(host, language, width, viewer.token);
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));

      for (const [label, path] of [
        ['search', '/members'],
        ['likes', '/likes'],
        ['chats', '/chats'],
        ['conversation', `/chats/${conversationId}`],
        ['credits', '/credits'],
        ['premium', '/premium'],
        ['account settings', '/settings'],
        ['profile settings', '/profile'],
        ['notification settings', '/notifications'],
      ] as const) {
        await page.goto(site.url(host, path));
        await settled(page);
        await check(page, label);
      }

      // Checkout: a package's payment methods.
      await page.goto(site.url(host, '/credits'));
      await settled(page);
      await page.locator('a[href^="/credits/"]:not([href^="/credits/repeat-order"])').first().click();
      await page.waitForURL(/\/credits\/\d+/);
      await settled(page);
      await check(page, 'checkout');

      // A profile, then its photo lightbox.
      await page.goto(site.url(host, `/members/${other.id}`));
      await settled(page);
      await check(page, 'profile');
      await page.getByRole('button', { name: matching(t('profile:gallery.open_label', { name: 'Kira', current: ANY, total: ANY })) }).first().click();
      const lightbox = page.getByRole('dialog', { name: t('profile:gallery.lightbox_title', { name: 'Kira' }) });
      await lightbox.waitFor();
      await expect.poll(() => lightbox.locator('img').first().evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
      await check(page, 'photo lightbox');
      await context.close();

      expect(errors).toEqual([]);
      expect(found.join('\n')).toBe('');
    }, 180_000);
  }
});
