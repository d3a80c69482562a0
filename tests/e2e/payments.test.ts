import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditPackage, Payment } from '../../contract/credits';
import type { User } from '../../contract/entities';
import { type Site, launchBrowser, startSite } from './harness';

// Buying credits in real Chromium against the real server: the built SPA, the real API and the built-in sandbox
// provider (its hosted checkout page posts signed webhooks to our own webhook route). E2E_SHOTS_DIR=<dir> also saves
// screenshots of the credit screens at 375 and 1280 px, in two niches and in Dutch, to look at.
const DEMO_PASSWORD = 'flirtlane-demo-2025';
const SHOTS = process.env.E2E_SHOTS_DIR ?? null;

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function newContext(width: number, options: { host?: string; language?: string } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } });
  // The adult-content entry warning is covered by the site tests; here it would only stand in front of the pages.
  await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
  if (options.language) {
    await context.addCookies([{ name: 'i18n_redirected', value: options.language, url: site.url(options.host ?? 'localhost') }]);
  }
  return context;
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function login(page: Page, email: string): Promise<void> {
  await page.goto(site.url('localhost', '/login'));
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel(/^Password\*?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/members');
}

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { 'x-client-type': 'web', accept: 'application/json' } });
    return response.json();
  }, path) as Promise<T>;
}

const viewer = async (page: Page) => (await api<{ user: User }>(page, '/api/user.php')).user;
const history = async (page: Page) => (await api<{ transactions: Payment[] }>(page, '/api/transactions.php')).transactions;

interface OutboxMail {
  readonly template: string;
  readonly subject: string;
  readonly text: string;
  readonly params: Record<string, string | number>;
}

/** Payment mails of `template` in the development outbox for `to` about payment `reference`. */
async function paymentMails(to: string, template: string, reference: string): Promise<OutboxMail[]> {
  const response = await fetch(site.url('localhost', `/dev/outbox.json?to=${encodeURIComponent(to)}`));
  expect(response.status).toBe(200);
  return ((await response.json()) as OutboxMail[]).filter((mail) => mail.template === template && mail.params.reference === reference);
}

/** The top navigation's money signal: SPEC §2 credits link for paid users, Get Premium for others. */
function navLink(page: Page, path: '/credits' | '/premium') {
  return page.getByRole('navigation').first().locator(`a[href="${path}"]`);
}

/**
 * A button of the sandbox checkout page by its stable `name="action" value=…` hook: the page is in the payer's
 * language, so tests never press it by its (translated) text.
 */
function sandboxButton(page: Page, action: 'pay' | 'fail' | 'cancel' | 'pending' | 'settle' | 'return' | 'reverse') {
  return page.locator(`button[name="action"][value="${action}"]`);
}

/** From the payment-method page through the sandbox checkout's `action` button, back on the result page. */
async function checkout(page: Page, action: 'pay' | 'fail' | 'pending', options: { saveCard?: boolean } = {}): Promise<string> {
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL('**/sandbox/checkout/**');
  if (options.saveCard) await page.locator('input[name="save_card"]').check();
  await sandboxButton(page, action).click();
  await page.waitForURL('**/transactions/pay_*');
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

describe('payments in the browser', () => {
  it('buys credits through the sandbox checkout: failed and retried, cancelled, completed (premium), pending then completed, and a repeat order', async () => {
    const context = await newContext(1280);
    const page = await context.newPage();
    await login(page, 'free@demo.localhost');
    const before = await viewer(page);
    expect(before.paid_user).toBe(false);
    await expect(navLink(page, '/premium').count()).resolves.toBe(1);
    await expect(navLink(page, '/credits').count()).resolves.toBe(0);

    // The credits page: packages priced for the payer (NL: euros), the time bonus applied to them.
    await page.goto(site.url('localhost', '/credits'));
    await page.getByRole('heading', { level: 1, name: 'Buy credits' }).waitFor();
    const { packages, payment_methods } = await api<{ packages: CreditPackage[]; payment_methods: string[] }>(page, '/api/packages.php?kind=credits');
    expect(payment_methods).toEqual(['ideal', 'card', 'paypal', 'sepa_dd']);
    const chosen = packages.find((item) => item.popular) ?? packages[0]!;
    await page.locator(`a[href="/credits/${chosen.id}"]`).first().click();
    await page.waitForURL(`**/credits/${chosen.id}`);

    // The methods of the payer's country; choosing one shows at once (check() fails if the radio is not checked
    // when the click returns) and puts it in the URL.
    const ideal = page.getByRole('radio', { name: /iDEAL/ });
    await ideal.check({ force: true });
    await page.waitForURL(`**/credits/${chosen.id}/ideal`);
    expect(await ideal.isChecked()).toBe(true);
    await shot(page, 'checkout-1280');

    // Failed: 'Payment failed.' with a retry that opens a new checkout at once.
    const failedId = await checkout(page, 'fail');
    await page.getByRole('heading', { level: 1, name: 'Payment failed.' }).waitFor();
    await shot(page, 'result-failed-1280');
    await page.getByRole('button', { name: 'Retry payment' }).click();
    await page.waitForURL('**/sandbox/checkout/**');
    expect(page.url()).not.toContain(failedId);

    // Cancelled on the provider's page.
    await sandboxButton(page, 'cancel').click();
    await page.waitForURL('**/transactions/pay_*');
    await page.getByRole('heading', { level: 1, name: 'Payment cancelled' }).waitFor();
    expect((await viewer(page)).credits).toBe(before.credits);

    // Completed by card (saved for repeat orders): credits added, premium unlocked, the nav shows credits.
    await page.goto(site.url('localhost', `/credits/${chosen.id}/card`));
    const paidId = await checkout(page, 'pay', { saveCard: true });
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
    await page.getByText(`${chosen.total_credits} credits have been added to your account.`).waitFor();
    await page.getByText(/You are now a premium member/).waitFor();
    await page.getByText(`Your new balance: ${before.credits + chosen.total_credits} credits`).waitFor();
    await navLink(page, '/credits').waitFor();
    await expect(navLink(page, '/premium').count()).resolves.toBe(0);
    await shot(page, 'result-completed-1280');
    const afterFirst = await viewer(page);
    expect(afterFirst).toMatchObject({ paid_user: true, credits: before.credits + chosen.total_credits });
    // One receipt for the completed payment in the development outbox, none for the failed one.
    await expect.poll(async () => (await paymentMails('free@demo.localhost', 'payment.receipt', paidId)).length, { timeout: 10_000 }).toBe(1);
    const [receipt] = await paymentMails('free@demo.localhost', 'payment.receipt', paidId);
    expect(receipt?.text).toContain(`Purchase: ${chosen.total_credits} credits\n`);
    expect(receipt?.text).toContain(`Payment reference: ${paidId}`);
    expect(await paymentMails('free@demo.localhost', 'payment.receipt', failedId)).toEqual([]);

    // Pending, then completed on the provider's side while the result page keeps asking.
    await page.goto(site.url('localhost', `/credits/${chosen.id}/ideal`));
    const pendingId = await checkout(page, 'pending');
    expect(pendingId).not.toBe(paidId);
    await page.getByRole('heading', { level: 1, name: "We're waiting for your bank" }).waitFor();
    await shot(page, 'result-pending-1280');
    const provider = await context.newPage();
    await provider.goto(site.url('localhost', `/sandbox/checkout/${pendingId}`));
    await sandboxButton(provider, 'pay').click();
    await provider.waitForURL('**/transactions/pay_*');
    // Left open (the context closes it): closing a page in Chromium's headless shell right after it navigated
    // sometimes never returns.
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await viewer(page)).credits).toBe(afterFirst.credits + chosen.total_credits);
    const beforeRepeat = await viewer(page);

    // Repeat order with the saved card: a double click charges once.
    await page.goto(site.url('localhost', '/credits'));
    await page.getByRole('link', { name: 'Buy again with a saved card' }).click();
    await page.waitForURL('**/credits/repeat-order');
    await page.getByRole('radio', { name: /Visa/ }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    const repeatRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/api/repeat-order.php') && repeatRequests.push(request.postData() ?? ''));
    await page.getByRole('button', { name: /^Confirm and pay / }).dblclick();
    await page.waitForURL('**/transactions/pay_*');
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
    const repeats = (await history(page)).filter((payment) => payment.kind === 'repeat');
    expect(repeats).toHaveLength(1);
    expect(repeats[0]).toMatchObject({ status: 'completed', package_id: chosen.id });
    expect(new Set(repeatRequests.map((body) => JSON.parse(body).idempotency_key)).size).toBe(1);
    expect((await viewer(page)).credits).toBe(beforeRepeat.credits + chosen.total_credits);

    // The history: every attempt with its status, newest first.
    await page.goto(site.url('localhost', '/transactions'));
    await page.getByRole('heading', { level: 1, name: 'My purchases' }).waitFor();
    const statuses = (await history(page)).map((payment) => payment.status);
    expect(statuses).toEqual(['completed', 'completed', 'completed', 'cancelled', 'failed']);
    await shot(page, 'transactions-1280');
    await context.close();
  });

  it("pays by direct debit in Dutch: 'Code ongeldig' for a wrong SDD code, then confirmed; credits follow when the bank settles", async () => {
    const context = await newContext(375, { language: 'nl' });
    const page = await context.newPage();
    await page.goto(site.url('localhost', '/login'));
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill('premium@demo.localhost');
    await page.getByLabel(/^Wachtwoord\*?$/).fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/members');
    const before = await viewer(page);
    const { packages } = await api<{ packages: CreditPackage[] }>(page, '/api/packages.php?kind=credits');
    const chosen = packages[0]!;

    // Signed in, the site speaks the member's own language (English for the demo member): this member picks Dutch.
    await page.goto(site.url('localhost', `/credits/${chosen.id}/sepa_dd?lang=nl`));
    await page.getByRole('button', { name: /incasso/i }).click();
    await page.waitForURL(`**/directdebit?package=${chosen.id}`);
    const iban = page.getByLabel(/IBAN/);
    // Checked here before anything is sent: a wrong check digit (mod-97) and a landline number.
    await iban.fill('NL91ABNA0417164301');
    await page.getByLabel(/Telefoonnummer/).fill('020 123 4567');
    await page.locator('form button[type="submit"]').click();
    await expect(iban.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel(/Telefoonnummer/).getAttribute('aria-invalid')).resolves.toBe('true');
    await iban.fill('NL91ABNA0417164300');
    await page.getByLabel(/Telefoonnummer/).fill('06 1234 5678');
    await page.locator('form button[type="submit"]').click();

    // No text-message service in the embedded default: the demo page shows the code.
    const code = page.getByLabel(/^Code/);
    await code.waitFor();
    const demoCode = (await page.getByRole('status').filter({ hasText: 'Demo' }).locator('span').last().textContent())?.trim() ?? '';
    expect(demoCode).toMatch(/^\d{6}$/);
    await shot(page, 'directdebit-code-nl-375');
    await code.fill(demoCode === '000000' ? '111111' : '000000');
    await page.locator('form button[type="submit"]').click();
    await page.getByText('Code ongeldig').waitFor();
    await shot(page, 'directdebit-invalid-nl-375');
    await code.fill(demoCode);
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('heading', { name: 'Incasso bevestigd' }).waitFor();
    expect((await viewer(page)).credits).toBe(before.credits);

    // The bank settles the debit (the sandbox's page stands in for it): now the credits come.
    const debit = (await history(page)).find((payment) => payment.method === 'sepa_dd')!;
    expect(debit.status).toBe('pending');
    await page.goto(site.url('localhost', `/sandbox/checkout/${debit.payment_id}`));
    await sandboxButton(page, 'settle').click();
    await page.waitForURL(`**/transactions/${debit.payment_id}`);
    await page.getByRole('heading', { level: 1, name: 'Betaling gelukt' }).waitFor();
    expect((await viewer(page)).credits).toBe(before.credits + chosen.total_credits);
    await context.close();
  });

  it('offers a retry and PayPal when a saved card is declined on a repeat order (SPEC §8)', async () => {
    const context = await newContext(1280);
    const page = await context.newPage();
    await login(page, 'premium@demo.localhost');
    const { packages } = await api<{ packages: CreditPackage[] }>(page, '/api/packages.php?kind=credits');
    const chosen = packages[0]!;

    // Save the sandbox card whose repeat charges are declined.
    await page.goto(site.url('localhost', `/credits/${chosen.id}/card`));
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL('**/sandbox/checkout/**');
    await page.locator('input[name="card"][value="mastercard"]').check();
    await page.locator('input[name="save_card"]').check();
    await sandboxButton(page, 'pay').click();
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
    const credits = (await viewer(page)).credits;

    await page.goto(site.url('localhost', `/credits/repeat-order?package=${chosen.id}`));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: /^Confirm and pay / }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Payment failed.' });
    await alert.getByText('Your saved card could not be charged').waitFor();
    await shot(page, 'repeat-declined-1280');
    expect((await viewer(page)).credits).toBe(credits);

    // Retrying is a new attempt (a new idempotency key): declined again, nothing charged.
    const keys: string[] = [];
    page.on('request', (request) => request.url().includes('/api/repeat-order.php') && keys.push(JSON.parse(request.postData() ?? '{}').idempotency_key));
    await page.getByRole('button', { name: 'Retry payment' }).click();
    await expect.poll(() => keys.length).toBe(1);
    await alert.waitFor();
    const declined = (await history(page)).filter((payment) => payment.kind === 'repeat');
    expect(declined.map((payment) => payment.status)).toEqual(['failed', 'failed']);

    // PayPal instead: the provider's checkout for the same package.
    await page.getByRole('button', { name: 'Pay with PayPal instead' }).click();
    await page.waitForURL('**/sandbox/checkout/**');
    await page.getByText('PayPal', { exact: true }).waitFor();
    await context.close();
  });

  it('shows the credit screens at 375 and 1280 px in two niches without errors', async () => {
    for (const width of [375, 1280]) {
      for (const host of ['localhost', 'bdsm.localhost']) {
        const context = await newContext(width, { host });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(String(error)));
        for (const path of ['/premium', '/pricing']) {
          await page.goto(site.url(host, path), { waitUntil: 'networkidle' });
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await expect(page.locator('a[href^="/credits/"]').count()).resolves.toBeGreaterThan(0);
          await shot(page, `${host.split('.')[0]}${path.replace('/', '-')}-${width}`);
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    }
    const context = await newContext(375);
    const page = await context.newPage();
    await login(page, 'premium@demo.localhost');
    await page.goto(site.url('localhost', '/credits?code=NOSUCHCODE'));
    await page.getByText('Code not found').waitFor();
    await page.goto(site.url('localhost', '/credits?code=FLIRT10'));
    await page.getByText(/FLIRT10/).first().waitFor();
    await shot(page, 'credits-code-375');
    // The typed code travels to the payment page and is part of the order there.
    await page.locator('a[href^="/credits/"][href*="code=FLIRT10"]').first().click();
    await page.getByText('Discount FLIRT10 (−10%)').waitFor();
    await context.close();
  });
});
