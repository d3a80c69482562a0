import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, launchBrowser, startSite } from './harness';

// Account flows in real Chromium against the real server: the built SPA, the real API, mails read from the dev outbox.
// Few signups on purpose: the server allows 5 per address per hour.
let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

async function newPage(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } });
  // The adult-content entry warning is covered by the site tests; here it would only stand in front of the forms.
  await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
  return { context, page: await context.newPage() };
}

/** The newest mailed link to `path` for `to`, as a path on the test site. */
async function mailedLink(to: string, path: string, after = 0): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, (c) => `\\${c}`)}\\?token=[^\\s"<>]+`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(site.url('localhost', `/dev/outbox.json?to=${encodeURIComponent(to)}`));
    const mails = (await response.json()) as OutboxMail[];
    const link = mails.slice(0, Math.max(0, mails.length - after)).map((mail) => pattern.exec(mail.text)?.[0]).find(Boolean);
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} with a ${path} link`);
}

async function mailCount(to: string): Promise<number> {
  const response = await fetch(site.url('localhost', `/dev/outbox.json?to=${encodeURIComponent(to)}`));
  return ((await response.json()) as OutboxMail[]).length;
}

async function fillSignup(scope: Page, email: string, name: string, password: string) {
  const next = scope.getByRole('button', { name: 'Next' });
  await scope.getByRole('textbox', { name: 'Email address' }).fill(email);
  await next.click();
  await scope.getByRole('textbox', { name: 'Profile name' }).fill(name);
  await next.click();
  await scope.getByLabel(/^Password\*?$/).fill(password);
  await next.click();
  await scope.getByLabel('Date of birth').fill('1990-05-17');
  await next.click();
  await scope.getByRole('checkbox').check();
  await scope.getByRole('button', { name: 'Create my free account' }).click();
}

async function login(page: Page, email: string, password: string) {
  await page.goto(site.url('localhost', '/login'));
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('accounts in the browser', () => {
  it('signs up as a smartphone page (375 px): the draft survives a reload and the new member lands on /complete-signup', async () => {
    const { context, page } = await newPage(375);
    await page.goto(site.url('localhost', '/signup?network=aff1&sub1=x'));
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.getByRole('textbox', { name: 'Email address' }).fill('bram@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Profile name' }).fill('Bram');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Profile name' }).inputValue()).resolves.toBe('Bram');
    await page.getByRole('button', { name: 'Back' }).click();
    await fillSignup(page, 'bram@example.com', 'Bram', 'a long enough passphrase');
    await page.waitForURL('**/complete-signup');
    await context.close();
  });

  it('runs the desktop modal signup, activation, language, reset, deletion and reactivation', async () => {
    const email = 'anna@example.com';
    let password = 'correct horse battery';
    const { context, page } = await newPage(1280);
    const puts: string[] = [];
    page.on('request', (request) => request.method() === 'PUT' && request.url().endsWith('/api/user.php') && puts.push(request.postData() ?? ''));

    // Signup opens as a modal over the current page on desktop.
    await page.goto(site.url('localhost', '/signup'));
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get('signup')).toBe('1');
    await fillSignup(page, email, 'Anna', password);
    await page.waitForURL('**/complete-signup');

    // The mailed activation link confirms the account and shows the cards.
    await page.goto(site.url('localhost', await mailedLink(email, '/activate/done')));
    await page.getByRole('heading', { name: /Your account is active/ }).waitFor();
    await page.getByRole('link', { name: 'Discover premium' }).waitFor();

    // Language: the switch is saved on the account and the document language follows.
    await page.goto(site.url('localhost', '/settings'));
    const language = page.locator('select[name="language"]');
    await language.selectOption('nl');
    await page.locator('form:has(select[name="language"]) button[type="submit"]').click();
    await page.waitForFunction(() => document.documentElement.lang === 'nl');
    await expect.poll(() => puts.some((body) => body.includes('"nl"'))).toBe(true);
    // Another browser (English for a visitor) shows the member's own language once they sign in, settings included.
    const other = await newPage(1280);
    await login(other.page, email, password);
    await other.page.waitForURL('**/members');
    await other.page.waitForFunction(() => document.documentElement.lang === 'nl');
    await other.page.goto(site.url('localhost', '/settings'));
    await expect.poll(() => other.page.locator('select[name="language"]').inputValue()).toBe('nl');
    await other.context.close();
    await language.selectOption('en');
    await page.locator('form:has(select[name="language"]) button[type="submit"]').click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');

    await logout(page);
    await login(page, email, password);
    await page.waitForURL('**/members');
    await logout(page);

    // Password reset through the mailed link, then login with the new password.
    await page.goto(site.url('localhost', '/reset-password'));
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    const resetLink = await mailedLink(email, '/reset-password/do');
    await page.goto(site.url('localhost', resetLink));
    // A common password is refused in the browser with the server's message, without a request.
    const resetPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/password-reset-do.php')) resetPosts.push(request.url());
    });
    await page.getByLabel(/^New password\*?$/).fill('password');
    await page.getByLabel(/^Repeat new password\*?$/).fill('password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('This password is too common. Please choose a stronger one.').waitFor();
    expect(resetPosts).toEqual([]);
    password = 'a brand new passphrase';
    await page.getByLabel(/^New password\*?$/).fill(password);
    await page.getByLabel(/^Repeat new password\*?$/).fill(password);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { name: 'Your password has been changed' }).waitFor();
    expect(resetPosts).toHaveLength(1);
    // The used link says so on opening, with the way to a new one, and no form to fill in vain.
    await page.goto(site.url('localhost', resetLink));
    await page.getByRole('heading', { name: 'This link has already been used or has expired' }).waitFor();
    await expect(page.getByRole('link', { name: 'Request a new email' }).getAttribute('href')).resolves.toBe('/reset-password');
    await expect(page.getByLabel(/^New password\*?$/).count()).resolves.toBe(0);
    await login(page, email, password);
    await page.waitForURL('**/members');

    // Delete (solutions, reason, password), then login is refused.
    const before = await mailCount(email);
    await page.goto(site.url('localhost', '/settings?delete=1'));
    await page.getByRole('button', { name: 'No thanks, continue' }).click();
    // The radio cards hide the native input behind the card; a person clicks the card's text.
    await page.getByText("I've found a partner").click();
    await expect(page.getByRole('radio', { name: "I've found a partner" }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Your password').fill(password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL('**/account-deleted');
    await login(page, email, password);
    await page.getByRole('alert').filter({ hasText: /deleted/ }).waitFor();

    // The mailed reactivation link logs the member in again.
    await expect.poll(() => mailCount(email)).toBeGreaterThan(before);
    await page.goto(site.url('localhost', await mailedLink(email, '/account-deleted')));
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    const answer = await page.evaluate(async () => (await fetch('/api/user.php', { headers: { 'x-client-type': 'web' } })).status);
    expect(answer).toBe(200);
    await context.close();
  });
});
