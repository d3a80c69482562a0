import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditPackage, Payment, PricingResponse } from '../../contract/credits';
import type { User } from '../../contract/entities';
import { type Site, launchBrowser, startSite } from './harness';

// "Money that adds up" in real Chromium against the built site: what a message costs, read where people read it
// (/pricing, the footer, the FAQ, the chat footer), is what one send takes, in three countries, with the signup
// credits alone; the delete-account flow's retention discount reaches the checkout; the premium demo account's
// purchase, saved card and repeat order agree.

const DEMO_PASSWORD = 'flirtlane-demo-2025';
const POLL = { timeout: 15_000 };

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
  return context;
}

function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { 'x-client-type': 'web', accept: 'application/json' } });
    return response.json();
  }, path) as Promise<T>;
}

const viewer = async (page: Page) => (await api<{ user: User }>(page, '/api/user.php')).user;

/** A new member from `country`, signed up and completed through the API the signup forms use. */
async function newMember(country: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(site.url('localhost', '/'));
  const email = `money-${country.toLowerCase()}-${Date.now()}@example.com`;
  const status = await page.evaluate(
    async ({ address, from }) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-client-type': 'web' }, body: JSON.stringify(body) });
      const signup = await post('/api/signup.php', { email: address, name: 'Kim', password: 'velvet-harbour-9173', date_of_birth: '1990-04-02' });
      if (!signup.ok) return signup.status;
      return (await post('/api/complete-signup.php', { gender: 'man', seeking: 'woman', country: from })).status;
    },
    { address: email, from: country },
  );
  expect(status).toBe(200);
  return { context, page };
}

/** The price in a line as people read it: its last number ("1 message = 3 credits" is 3). */
const numberIn = (text: string | null): number => Number((text ?? '').match(/\d+/g)?.at(-1) ?? NaN);

async function robinId(): Promise<number> {
  const row = await site.server.db.selectFrom('users').select('id').where('email', '=', 'premium@demo.localhost').executeTakeFirstOrThrow();
  return row.id;
}

describe('the price of a message, where people read it and what a send takes', () => {
  it.each(['NL', 'PL', 'US'])('for a new member in %s', async (country) => {
    const { context, page } = await newMember(country);
    const pricing = await api<PricingResponse>(page, '/api/pricing.php');
    expect(pricing.country).toBe(country);
    const granted = (await viewer(page)).credits;
    // The signup promise is the grant, and the grant pays for a first message here.
    expect(pricing.signup_credits).toBe(granted);

    await page.goto(site.url('localhost', '/pricing'));
    const onPricing = numberIn(await page.locator('[data-cost="message"]').textContent());
    const inFooter = page.locator('footer [data-message-cost]');
    await inFooter.waitFor();
    const onFooter = numberIn(await inFooter.textContent());

    await page.goto(site.url('localhost', '/pages/faq'));
    await page.getByText('What does a message cost?').click();
    const onFaq = numberIn(await page.locator('[data-question="credits.cost"] p').first().textContent());

    await page.goto(site.url('localhost', `/members/${await robinId()}/chat`));
    const priceLine = page.locator('[data-message-cost]');
    await priceLine.waitFor();
    const onChat = numberIn(await priceLine.textContent());

    expect({ onPricing, onFooter, onFaq, onChat }).toEqual({ onPricing: pricing.message_credits, onFooter: onPricing, onFaq: onPricing, onChat: onPricing });
    expect(granted).toBeGreaterThanOrEqual(onPricing);

    // One send with the signup credits alone takes exactly the price shown.
    await page.getByRole('textbox', { name: 'Message to Robin' }).fill('Hi Robin, nice to meet you!');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(async () => (await viewer(page)).credits, POLL).toBe(granted - onPricing);
    await context.close();
  });
});

describe('the retention discount of the delete-account flow', () => {
  it('claims a personal code once and shows it with the discounted price at checkout', async () => {
    const { context, page } = await newMember('NL');
    await page.goto(site.url('localhost', '/settings?delete=1'));
    await page.getByText(/^Stay with \d+% off$/).waitFor();
    await page.getByRole('button', { name: 'Claim my discount' }).click();
    await page.waitForURL(/\/credits\?code=STAY-\d+$/);
    const code = new URL(page.url()).searchParams.get('code') ?? '';

    const { packages } = await api<{ packages: CreditPackage[] }>(page, '/api/packages.php?kind=credits');
    const chosen = packages[0]!;
    const { company } = await api<{ company: { delete_discount: number } }>(page, '/api/companyinfo.php');
    const percent = company.delete_discount;
    expect(percent).toBeGreaterThan(0);
    // The credits page carries the code to every package; pay by card (the sandbox saves nothing here).
    await page.locator(`a[href^="/credits/${chosen.id}"][href*="code=${code}"]`).first().waitFor();
    await page.goto(site.url('localhost', `/credits/${chosen.id}/card?code=${code}`));
    await page.getByText(`Discount ${code} (−${percent}%)`).waitFor();
    const discounted = Math.round((chosen.price.amount_minor * (100 - percent)) / 100);
    const formatted = new Intl.NumberFormat('en', { style: 'currency', currency: chosen.price.currency }).format(discounted / 100);
    await page.getByText(formatted).first().waitFor();

    // Paid at that amount through the sandbox checkout.
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL('**/sandbox/checkout/**');
    // The sandbox page is in the payer's language: its buttons are pressed by their stable action, not their text.
    await page.locator('button[name="action"][value="pay"]').click();
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
    const { transactions } = await api<{ transactions: Payment[] }>(page, '/api/transactions.php');
    expect(transactions[0]).toMatchObject({ status: 'completed', amount: { amount_minor: discounted }, discount: { code, value_percentage: percent } });

    // A second claim is refused with a translated message.
    await page.goto(site.url('localhost', '/settings?delete=1'));
    await page.getByRole('button', { name: 'Claim my discount' }).click();
    await page.getByRole('alert').filter({ hasText: 'You have already claimed this discount.' }).waitFor();
    await context.close();
  });
});

describe('the premium demo account', () => {
  it('has the purchase that saved its card, and repeat order offers that card', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(site.url('localhost', '/login'));
    await page.getByRole('textbox', { name: 'Email address' }).fill('premium@demo.localhost');
    await page.getByLabel(/^Password\*?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/members');

    await page.goto(site.url('localhost', '/transactions'));
    await page.getByRole('heading', { level: 1, name: 'My purchases' }).waitFor();
    await expect.poll(() => page.getByText('You have not bought anything yet').count(), POLL).toBe(0);
    const { transactions } = await api<{ transactions: Payment[] }>(page, '/api/transactions.php');
    expect(transactions.filter((payment) => payment.status === 'completed' && payment.method === 'card')).toHaveLength(1);

    await page.goto(site.url('localhost', '/credits'));
    await page.getByRole('link', { name: 'Buy again with a saved card' }).click();
    await page.waitForURL('**/credits/repeat-order');
    await page.getByText(/Visa/).first().waitFor();
    await expect(page.getByText('Most popular').count()).resolves.toBe(1);

    // Premium is not sold again to a premium member.
    await page.goto(site.url('localhost', '/premium'));
    await page.getByRole('heading', { level: 1, name: 'You are a premium member' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Premium offers' }).count()).resolves.toBe(0);
    await context.close();
  });
});
