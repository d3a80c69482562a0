import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../locales/languages';
import { type Site, launchBrowser, startSite } from './harness';
import { exactly, translator } from './journey-support/i18n';

// A new member's first hour in real Chromium against the built site: signup from a member's profile with a first
// message (step 5), complete-signup, signup matches that are not empty and say where they are from, the first message
// sent to that member (and visible in the chat), complete-signup not offered again; a signup without a target keeps the
// message as a draft sent from a match's card; and no complete-signup option label broken inside a word, in every
// language, at 576 and 1280 px.
let site: Site;
let browser: Browser;
const t = translator('en');
const POLL = { timeout: 15_000 };
const PASSWORD = 'velvet-harbour-lantern-42!';

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function newPage(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: site.url() }]);
  return { context, page: await context.newPage() };
}

async function choose(radio: Locator): Promise<void> {
  await radio.check({ force: true });
  await expect.poll(() => radio.isChecked(), POLL).toBe(true);
}

/** Signs up through the form (page or modal) with a first message; the name is returned. */
async function signUp(page: Page, path: string, message: string): Promise<string> {
  const run = randomBytes(3).toString('hex');
  const name = `Newbie${run}`;
  await page.goto(site.url('localhost', path));
  const next = page.getByRole('button', { name: t('auth:signup.next'), exact: true });
  await page.getByRole('textbox', { name: t('auth:signup.email.label') }).fill(`first.${run}@example.com`);
  await next.click();
  await page.getByRole('textbox', { name: t('auth:signup.name.label') }).fill(name);
  await next.click();
  await page.getByLabel(new RegExp(`^${exactly(t('auth:signup.password.label')).source.slice(1, -1)}\\*?$`)).fill(PASSWORD);
  await next.click();
  await page.getByLabel(t('auth:signup.date_of_birth.label')).fill('1988-06-02');
  await next.click();
  await page.getByRole('textbox', { name: /./ }).last().fill(message);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('auth:signup.submit') }).click();
  await page.waitForURL('**/complete-signup');
  return name;
}

/** A man seeking women in France (a message costs the site's 1 credit there: no legal minimum price). */
async function completeSignup(page: Page): Promise<void> {
  await choose(page.getByRole('radiogroup', { name: t('auth:complete.gender_legend') }).getByRole('radio', { name: t('auth:complete.gender.man') }));
  await choose(page.getByRole('radiogroup', { name: t('auth:complete.seeking_legend') }).getByRole('radio', { name: t('auth:complete.seeking_option.woman') }));
  await page.getByRole('combobox', { name: t('auth:complete.country') }).selectOption('FR');
  const region = page.getByRole('combobox', { name: t('auth:complete.region') });
  await expect.poll(() => region.locator('option').count(), POLL).toBeGreaterThan(1);
  await region.selectOption({ index: 1 });
  await page.getByRole('button', { name: t('auth:complete.submit') }).click();
  await page.waitForURL('**/signup-matches');
}

/** The labels of the option cards that break inside a word or overflow their box, with the line each broke at. */
function brokenLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const label of document.querySelectorAll<HTMLElement>('[role="radiogroup"] label')) {
      const text = label.textContent ?? '';
      if (label.scrollWidth > label.clientWidth + 1) broken.push(`${text}: overflows (${label.scrollWidth} > ${label.clientWidth})`);
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      let previousTop: number | null = null;
      let spaceSince = false;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? '';
        for (let i = 0; i < value.length; i += 1) {
          if (/\s/.test(value[i] ?? '')) {
            spaceSince = true;
            continue;
          }
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = range.getClientRects()[0]?.top;
          if (top === undefined) continue;
          // A new line may only start after a space (or a hyphen written into the label itself).
          if (previousTop !== null && top > previousTop + 2 && !spaceSince && value[i - 1] !== '-') broken.push(`${text}: broken before "${value.slice(i)}"`);
          previousTop = top;
          spaceSince = false;
        }
      }
    }
    return broken;
  });
}

describe('the first hour', () => {
  it('signs up from a profile: matches that are not empty, the first message sent to that member, complete-signup not offered again', async () => {
    const target = await site.server.db
      .selectFrom('profiles as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.user_id', 'p.name'])
      .where('p.gender', '=', 'woman')
      .where('p.status', '=', 'active')
      .where('p.invisible', '=', 0)
      .where('u.status', '=', 'confirmed')
      .where('u.site_id', '=', (await site.server.sites.resolve('localhost')).id)
      .executeTakeFirstOrThrow();
    const { context, page } = await newPage(1280);
    try {
      const message = `Hello ${target.name}, your profile made me smile`;
      await signUp(page, `/members/${target.user_id}/signup`, message);
      await completeSignup(page);

      // The heading names where the matches come from, once they are in (the complete-signup page's heading may still
      // show for a moment after the address changed, on a busy machine).
      const heading = page.getByRole('heading', { level: 1 });
      const scoped = new RegExp(`^(${exactly(t('auth:matches.title_region', { place: 'XXX' })).source.slice(1, -1).replace('XXX', '.+')}|${exactly(t('auth:matches.title_site')).source.slice(1, -1)})$`);
      await expect.poll(() => heading.textContent(), POLL).toMatch(scoped);
      const cards = page.getByRole('button', { name: new RegExp(`^${exactly(t('auth:matches.like_label', { name: 'XXX' })).source.slice(1, -1).replace('XXX', '.+')}$`) });
      await expect.poll(() => cards.count(), POLL).toBeGreaterThan(0);
      await expect.poll(() => page.getByText(t('auth:matches.empty')).count()).toBe(0);

      // The first message went to the member signup started from, and is there in the chat.
      const sent = page.getByText(t('auth:matches.first_message.sent', { name: target.name }));
      await sent.waitFor(POLL);
      await page.getByRole('link', { name: t('auth:matches.first_message.open_chat') }).click();
      await page.waitForURL(/\/chats\/\d+$/);
      await page.getByText(message).first().waitFor(POLL);

      // Done once: back on /complete-signup, the member is sent on to the members page.
      await page.goto(site.url('localhost', '/complete-signup'));
      await page.waitForURL('**/members');
    } finally {
      await context.close();
    }
  });

  it('keeps the first message of a signup without a target as a draft, sent from a match card; no option label breaks inside a word', async () => {
    const { context, page } = await newPage(1280);
    try {
      const message = 'Hi there, fancy a coffee this weekend?';
      await signUp(page, '/signup', message);

      // Every language, at 576 and 1280 px: labels wrap between words only.
      for (const language of LANGUAGES as readonly Language[]) {
        await page.goto(site.url('localhost', `/complete-signup?lang=${language}`));
        const lt = translator(language);
        await page.getByRole('radiogroup', { name: lt('auth:complete.seeking_legend') }).waitFor(POLL);
        for (const width of [576, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await expect.poll(() => brokenLabels(page), POLL).toEqual([]);
        }
      }
      await page.goto(site.url('localhost', '/complete-signup?lang=en'));
      await completeSignup(page);

      const draft = page.getByRole('region', { name: t('auth:matches.first_message.title') });
      await draft.getByText(message).waitFor(POLL);
      await draft.getByText(t('auth:matches.first_message.cost', { count: 1 }), { exact: false }).waitFor();
      const send = page.getByRole('button', { name: new RegExp(`^${exactly(t('auth:matches.first_message.send_label', { name: 'XXX' })).source.slice(1, -1).replace('XXX', '(.+)')}$`) }).first();
      const label = (await send.getAttribute('aria-label')) ?? '';
      const name = /^Send my message to (.+)$/.exec(label)?.[1] ?? '';
      expect(name).not.toBe('');
      await send.click();
      await page.getByText(t('auth:matches.first_message.sent', { name })).waitFor(POLL);
      await expect.poll(() => draft.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
