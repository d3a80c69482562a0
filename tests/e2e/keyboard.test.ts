import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { applyCredits } from '../../server/credits/ledger';
import { creditsDb } from '../../server/credits/tables';
import { startSession } from '../../server/sessions/service';
import { launchBrowser } from './harness';
import { ANY, matching, translator } from './journey-support/i18n';
import { secondMember, viewer } from './journey-support/journey';
import { type JourneySite, startJourneySite } from './journey-support/site';
import { describeFocus, expectFocusRestored, expectFocusTrapped, expectVisibleFocus, focusInside, hasFocus, selectWithArrows, tabTo } from './journey-support/keyboard';

// Issue 9 part 3: signup, search, a profile (like, message), chat and checkout with the keyboard alone — Tab,
// Shift+Tab, Enter, Space and the arrow keys; no mouse and no element.focus() — with visible focus where it matters,
// and every modal on the way (signup, match, photo lightbox, gift picker, confirmation) trapping the focus while open
// and giving it back to its opener on close, by Escape and by its close button.
const t = translator('en');
// The journeys' site (PHOTO_AUTO_APPROVE=1): the second member's photos are visible to others at once.
let site: JourneySite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startJourneySite('sqlite'), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
  return context;
}

const press = (page: Page, key: string) => page.keyboard.press(key);

describe('keyboard only', () => {
  it('signs up from a lander: the signup modal traps and restores the focus, every step by keyboard', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(site.url('localhost', '/landers/gallery'));
    await page.getByRole('heading', { level: 1 }).waitFor();

    const cta = page.locator('a[data-signup-cta]').first();
    await tabTo(page, cta);
    await expectVisibleFocus(page, 'the signup button');
    await press(page, 'Enter');
    const dialog = page.getByRole('dialog', { name: t('auth:signup.title') });
    await dialog.waitFor();
    const email = dialog.getByRole('textbox', { name: t('auth:signup.email.label') });
    await expect.poll(() => hasFocus(email)).toBe(true);
    await expectFocusTrapped(page, dialog);
    // Escape closes it and the focus goes back to the button that opened it.
    await press(page, 'Escape');
    await expectFocusRestored(dialog, cta);
    // So does the close button.
    await press(page, 'Enter');
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: t('common:close') }));
    await expectVisibleFocus(page, 'the close button');
    await press(page, 'Enter');
    await expectFocusRestored(dialog, cta);

    // The steps: type, Enter goes on.
    await press(page, 'Enter');
    await dialog.waitFor();
    await expect.poll(() => hasFocus(email)).toBe(true);
    await page.keyboard.type('keys@example.com');
    await press(page, 'Enter');
    const name = dialog.getByRole('textbox', { name: t('auth:signup.name.label') });
    await name.waitFor();
    await expect.poll(() => focusInside(dialog)).toBe(true);
    await tabTo(page, name);
    await page.keyboard.type('Kees');
    await press(page, 'Enter');
    const password = dialog.getByLabel(new RegExp(`^${t('auth:signup.password.label')}\\*?$`));
    await password.waitFor();
    await expect.poll(() => focusInside(dialog)).toBe(true);
    await tabTo(page, password);
    await page.keyboard.type('a long enough passphrase');
    await press(page, 'Enter');
    const birth = dialog.getByLabel(t('auth:signup.date_of_birth.label'));
    await birth.waitFor();
    await expect.poll(() => focusInside(dialog)).toBe(true);
    await tabTo(page, birth);
    // A date field in an en-US browser: month, day, year.
    await page.keyboard.type('05171990');
    await press(page, 'Enter');
    const consent = dialog.getByRole('checkbox');
    await tabTo(page, consent);
    await expectVisibleFocus(page, 'the consent checkbox');
    await press(page, 'Space');
    await expect.poll(() => consent.isChecked()).toBe(true);
    await tabTo(page, dialog.getByRole('button', { name: t('auth:signup.submit') }));
    await press(page, 'Enter');
    await page.waitForURL('**/complete-signup');

    // The details: radio groups with the arrow keys, selects with the arrow keys, Enter submits.
    const gender = page.getByRole('radiogroup', { name: t('auth:complete.gender_legend') });
    await tabTo(page, gender.getByRole('radio').first());
    await expectVisibleFocus(page, 'the first gender radio');
    await press(page, 'Space');
    await expect.poll(() => gender.getByRole('radio', { name: t('auth:complete.gender.man') }).isChecked()).toBe(true);
    const seeking = page.getByRole('radiogroup', { name: t('auth:complete.seeking_legend') });
    await tabTo(page, seeking.getByRole('radio').first());
    await press(page, 'ArrowDown');
    await expect.poll(() => seeking.getByRole('radio', { name: t('auth:complete.seeking_option.woman') }).isChecked()).toBe(true);
    const region = page.getByRole('combobox', { name: t('auth:complete.region') });
    await tabTo(page, region);
    await press(page, 'ArrowDown');
    await expect.poll(() => region.inputValue()).not.toBe('');
    await tabTo(page, page.getByRole('button', { name: t('auth:complete.submit') }));
    await expectVisibleFocus(page, 'the submit button');
    await press(page, 'Enter');
    await page.waitForURL('**/signup-matches');
    await context.close();
  }, 180_000);

  it('searches with the filters, opens a profile and likes back (the match modal traps the focus), by keyboard', async () => {
    const host = 'localhost';
    const member = await site.db.selectFrom('users').select(['id', 'site_id']).where('email_normalized', '=', 'free@demo.localhost').executeTakeFirstOrThrow();
    await applyCredits(creditsDb(site.db), { userId: member.id, amount: 30, reason: 'adjustment', reference: 'keyboard', idempotencyKey: 'keyboard:free' });
    // A member who already likes the viewer, with a public and a private photo: liking back is a match.
    const other = await secondMember(site, host, 'Kira', 44, 'woman', false);
    // Kira lives where the viewer does: a member's search starts in their own region.
    const home = await site.db.selectFrom('profiles').select(['country', 'region']).where('user_id', '=', member.id).executeTakeFirstOrThrow();
    await site.db.updateTable('profiles').set({ country: home.country, region: home.region }).where('user_id', '=', other.id).execute();
    const liked = await site.request({
      method: 'POST',
      path: '/api/like.php',
      headers: { host: `${host}:${site.port}`, origin: site.url(host).replace(/\/$/, ''), 'sec-fetch-site': 'same-origin', 'x-client-type': 'web', cookie: `${AUTH_COOKIE_NAME}=${other.token}` },
      payload: { id: member.id },
    });
    expect(liked.statusCode, liked.body).toBe(200);

    const context = await newContext();
    const { token } = await startSession(site.db, { userId: member.id, siteId: member.site_id, now: new Date(), userAgent: 'keyboard' });
    await context.addCookies([{ name: AUTH_COOKIE_NAME, value: token, url: site.url(host) }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // Search: the filters by keyboard.
    await page.goto(site.url(host, '/members'));
    await page.getByRole('list', { name: t('members:results.label') }).locator('[data-member-card]').first().waitFor();
    // Rendered on the server first: wait until the app has taken over.
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    const minAge = page.getByRole('combobox', { name: t('members:filters.min_age') });
    const maxAge = page.getByRole('combobox', { name: t('members:filters.max_age') });
    // The upper bound first: the lower one never passes above it then (the form keeps min ≤ max).
    await tabTo(page, maxAge);
    await expectVisibleFocus(page, 'the age filter');
    await selectWithArrows(page, maxAge, '44');
    await tabTo(page, minAge, { back: true });
    await selectWithArrows(page, minAge, '44');
    await tabTo(page, page.getByRole('button', { name: t('members:filters.submit') }));
    await press(page, 'Enter');
    // A limit for a search that never comes, not a budget: the machine is loaded by the other test groups.
    await page
      .waitForURL((url) => url.searchParams.get('min_age') === '44' && url.searchParams.get('max_age') === '44', { timeout: 90_000 })
      .catch(async (error: Error) => {
        const shown = await Promise.all([minAge.inputValue(), maxAge.inputValue(), describeFocus(page)]);
        throw new Error(`${error.message}; the address is ${page.url()}, the form shows ${shown[0]}–${shown[1]}, the focus is on ${shown[2]}`);
      });
    const card = page.getByRole('link', { name: t('members:card.label', { name: 'Kira', age: 44 }) }).first();
    await tabTo(page, card);
    await expectVisibleFocus(page, 'a member card');
    await press(page, 'Enter');
    await page.waitForURL(`**/members/${other.id}`);

    // The profile: like back with Enter; the match modal traps the focus and gives it back on Escape.
    const like = page.getByRole('button', { name: t('profile:actions.like'), exact: true });
    await tabTo(page, like);
    await expectVisibleFocus(page, 'the like button');
    await press(page, 'Enter');
    const match = page.getByRole('dialog', { name: t('likes:match.title') });
    await match.waitFor();
    await expectFocusTrapped(page, match);
    await press(page, 'Escape');
    // Back on the like button, which now says "Liked" (a loading Button is aria-disabled, not disabled: it kept the
    // focus while the like was sent, so the modal knows where to give it back).
    await expectFocusRestored(match, page.getByRole('button', { name: t('profile:actions.liked'), exact: true }));

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('opens the lightbox, writes, sends, uses the gift picker and a confirmation, and pays, by keyboard', async () => {
    const host = 'localhost';
    const member = await site.db.selectFrom('users').select(['id', 'site_id']).where('email_normalized', '=', 'free@demo.localhost').executeTakeFirstOrThrow();
    await applyCredits(creditsDb(site.db), { userId: member.id, amount: 30, reason: 'adjustment', reference: 'keyboard', idempotencyKey: 'keyboard:free' });
    // A member who already likes the viewer, with a public and a private photo: liking back is a match.
    const other = await secondMember(site, host, 'Kira', 44, 'woman', false);
    const liked = await site.request({
      method: 'POST',
      path: '/api/like.php',
      headers: { host: `${host}:${site.port}`, origin: site.url(host).replace(/\/$/, ''), 'sec-fetch-site': 'same-origin', 'x-client-type': 'web', cookie: `${AUTH_COOKIE_NAME}=${other.token}` },
      payload: { id: member.id },
    });
    expect(liked.statusCode, liked.body).toBe(200);

    const context = await newContext();
    const { token } = await startSession(site.db, { userId: member.id, siteId: member.site_id, now: new Date(), userAgent: 'keyboard' });
    await context.addCookies([{ name: AUTH_COOKIE_NAME, value: token, url: site.url(host) }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(site.url(host, `/members/${other.id}`));
    // The photo lightbox: Enter opens it, arrows page, Escape and the close button give the focus back.
    const photo = page.getByRole('button', { name: matching(t('profile:gallery.open_label', { name: 'Kira', current: ANY, total: ANY })) }).first();
    await tabTo(page, photo);
    await expectVisibleFocus(page, 'a gallery photo');
    await press(page, 'Enter');
    const lightbox = page.getByRole('dialog', { name: t('profile:gallery.lightbox_title', { name: 'Kira' }) });
    await lightbox.waitFor();
    await expectFocusTrapped(page, lightbox);
    await press(page, 'Escape');
    await expectFocusRestored(lightbox, photo);
    await press(page, 'Enter');
    await lightbox.waitFor();
    await tabTo(page, lightbox.getByRole('button', { name: t('common:close') }));
    await press(page, 'Enter');
    await expectFocusRestored(lightbox, photo);

    // Message: to the chat, write, Enter sends.
    await tabTo(page, page.getByRole('link', { name: t('profile:actions.message') }).or(page.getByRole('button', { name: t('profile:actions.message') })));
    await expectVisibleFocus(page, 'the message button');
    await press(page, 'Enter');
    await page.waitForURL(/\/(members\/\d+\/chat|chats\/\d+)$/);
    const field = page.getByRole('textbox', { name: t('chat:composer.field', { name: 'Kira' }) });
    await tabTo(page, field);
    await page.keyboard.type('Typed without a mouse');
    await press(page, 'Enter');
    await page.getByText('Typed without a mouse', { exact: true }).waitFor();
    await page.waitForURL(/\/chats\/\d+$/);

    // The gift picker: a dialog that traps the focus and gives it back.
    const giftButton = page.getByRole('button', { name: new RegExp(`^${t('chat:composer.gift')}`) });
    await tabTo(page, giftButton);
    await expectVisibleFocus(page, 'the gift button');
    await press(page, 'Enter');
    const gifts = page.getByRole('dialog', { name: t('chat:gifts.title', { name: 'Kira' }) });
    await gifts.waitFor();
    await expectFocusTrapped(page, gifts);
    await press(page, 'Escape');
    await expectFocusRestored(gifts, giftButton);
    await press(page, 'Enter');
    await gifts.waitFor();
    await tabTo(page, gifts.getByRole('button', { name: t('common:close') }));
    await press(page, 'Enter');
    await expectFocusRestored(gifts, giftButton);

    // A confirmation dialog: delete the conversation from its options, then keep it (Escape), focus restored.
    const options = page.getByRole('button', { name: t('chat:top_bar.menu') });
    await tabTo(page, options, { back: true });
    await expectVisibleFocus(page, 'the conversation options');
    await press(page, 'Enter');
    const deleteItem = page.getByRole('menuitem', { name: t('chat:top_bar.delete') });
    await deleteItem.waitFor();
    await expect.poll(() => page.getByRole('menu').evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
    while (!(await hasFocus(deleteItem))) await press(page, 'ArrowDown');
    await press(page, 'Enter');
    const confirm = page.getByRole('dialog', { name: t('chat:delete.title', { name: 'Kira' }) });
    await confirm.waitFor();
    await expectFocusTrapped(page, confirm);
    await press(page, 'Escape');
    await expectFocusRestored(confirm, options);

    // Checkout: a package, a payment method with the arrow keys, pay, and pay in the sandbox.
    await page.goto(site.url(host, '/credits'));
    await page.getByRole('heading', { level: 1, name: t('credits:credits.title') }).waitFor();
    const firstPackage = page.locator('a[href^="/credits/"]:not([href^="/credits/repeat-order"])').first();
    await tabTo(page, firstPackage);
    await expectVisibleFocus(page, 'a credit package');
    await press(page, 'Enter');
    await page.waitForURL(/\/credits\/\d+/);
    const firstMethod = page.getByRole('radio').first();
    await tabTo(page, firstMethod);
    await expectVisibleFocus(page, 'a payment method');
    await press(page, 'Space');
    await expect.poll(() => firstMethod.isChecked()).toBe(true);
    // Each arrow press chooses the next method: it goes into the address and the radio follows. One press at a time,
    // each after the radios have settled on what the address says (no method in it: the first), until it is the card.
    const settledChoice = async () => {
      const named = /\/credits\/\d+\/(\w+)$/.exec(new URL(page.url()).pathname)?.[1];
      const checked = await page.getByRole('radio').evaluateAll((radios) => (radios as HTMLInputElement[]).find((radio) => radio.checked)?.value ?? null);
      return named === undefined || checked === named ? checked : null;
    };
    for (let step = 0; ; step += 1) {
      await expect.poll(settledChoice).not.toBeNull();
      if ((await settledChoice()) === 'card') break;
      expect(step, 'the card is among the first methods').toBeLessThan(10);
      await press(page, 'ArrowDown');
    }
    await page.waitForURL(/\/credits\/\d+\/card$/);
    const pay = page.getByRole('button', { name: matching(t('payments:checkout.pay', { price: ANY })) });
    await tabTo(page, pay);
    await expectVisibleFocus(page, 'the pay button');
    await press(page, 'Enter');
    await page.waitForURL('**/sandbox/checkout/**');
    await tabTo(page, page.locator('button[name="action"][value="pay"]'));
    await press(page, 'Enter');
    await page.waitForURL('**/transactions/pay_*');
    await page.getByRole('heading', { level: 1, name: t('payments:result.completed_title') }).waitFor();
    expect((await viewer(page)).paid_user).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
