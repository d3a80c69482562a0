import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH } from '../../contract/members';
import { type Site, launchBrowser, startSite } from './harness';

// The member search and profile view in real Chromium against the real server and its demo members (SPEC §2, §3 search
// store, §6): the search state surviving a profile and the way back, the visitor's limited search, blocks.
let site: Site;
let browser: Browser;

const DEMO_PASSWORD = 'flirtlane-demo-2025';

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function newPage(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } });
  // The adult-content entry warning is covered by the site tests; here it would only stand in front of the pages.
  await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
  return { context, page: await context.newPage() };
}

async function login(page: Page, email: string) {
  await page.goto(site.url('localhost', '/login'));
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel(/^Password\*?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/members');
}

const cards = (page: Page) => page.getByRole('list', { name: 'Search results' }).locator('[data-member-card]');

async function cardIds(page: Page): Promise<number[]> {
  return (await cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-member-card')))).map(Number);
}

/** Counts the search calls the page makes, to see what the way back costs. */
function countSearches(page: Page): { readonly count: number; readonly urls: string[] } {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search.php') urls.push(request.url());
  });
  return {
    get count() {
      return urls.length;
    },
    urls,
  };
}

describe('members search and profiles in the browser', () => {
  it('keeps filters, loaded pages and scroll position across a profile and the way back', async () => {
    const { context, page } = await newPage(1280);
    await login(page, 'free@demo.localhost');
    await cards(page).first().waitFor();
    await expect(page.title()).resolves.toMatch(/^Find members – /);

    // The search starts in the member's own country and region; widened to every country, ages 30 to 50 (66 demo
    // members, three pages).
    const country = page.getByRole('combobox', { name: 'Country', exact: true });
    await expect.poll(() => country.inputValue()).toBe('NL');
    await country.selectOption('');
    await page.getByLabel('Age from').selectOption('30');
    await page.getByLabel('Age to').selectOption('50');
    const searches = countSearches(page);
    await page.getByRole('button', { name: 'Show members' }).click();
    await page.waitForURL((url) => url.searchParams.get('min_age') === '30' && url.searchParams.get('max_age') === '50');
    await expect.poll(() => searches.count).toBe(1);
    await page.getByText(/^\d+ members found$/).waitFor();
    await expect.poll(() => cards(page).count()).toBe(SEARCH.pageSize);

    // Load more: the next keyset page is appended as the end of the list comes into view ("show more" does the same).
    await page.getByRole('button', { name: 'Show more members' }).scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(SEARCH.pageSize);
    const pageTwo = cards(page).nth(SEARCH.pageSize + 2);
    await pageTwo.scrollIntoViewIfNeeded();
    // Scrolling may have brought the third page's turn too: let the pages settle before noting what is shown.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const ids = await cardIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(1000);
    const searchesBefore = searches.count;

    // Open a member of the second page: their profile.
    const name = (await pageTwo.getByRole('heading').textContent())?.split(',')[0]?.trim() ?? '';
    await pageTwo.getByRole('link').click();
    await page.waitForURL(/\/members\/\d+$/);
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${name}`) }).waitFor();
    await expect(page.title()).resolves.toContain(name);

    // Back: same filters, same pages, same place, and no new search.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/members' && url.searchParams.get('min_age') === '30');
    await expect.poll(() => cardIds(page)).toEqual(ids);
    await expect(page.getByLabel('Age from').inputValue()).resolves.toBe('30');
    await expect(page.getByLabel('Age to').inputValue()).resolves.toBe('50');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(5);
    expect(searches.count).toBe(searchesBefore);

    // The navigation's search link comes back to the same search too, without searching again.
    await cards(page).nth(1).getByRole('link').click();
    await page.waitForURL(/\/members\/\d+$/);
    await page.getByRole('link', { name: 'Search members' }).first().click();
    await page.waitForURL((url) => url.pathname === '/members');
    await expect.poll(() => cardIds(page)).toEqual(ids);
    await expect(page.getByLabel('Age from').inputValue()).resolves.toBe('30');
    expect(searches.count).toBe(searchesBefore);
    await context.close();
  });

  it('refuses bad filters in the address with a translated reason and searches as before', async () => {
    const { context, page } = await newPage(1280);
    await login(page, 'free@demo.localhost');
    await page.goto(site.url('localhost', '/members?min_age=60&max_age=30'));
    await page.getByText('The maximum age cannot be lower than the minimum age.').waitFor();
    await cards(page).first().waitFor();
    // The address shows the filters actually used.
    expect(new URL(page.url()).searchParams.get('min_age')).toBeNull();
    await expect(page.getByLabel('Age from').inputValue()).resolves.toBe('18');

    // In Dutch, the same reason in Dutch.
    await context.addCookies([{ name: 'i18n_redirected', value: 'nl', url: site.url('localhost') }]);
    await page.goto(site.url('localhost', '/members?min_age=12'));
    await page.getByText('Vul een waarde van minstens 18 in.').waitFor();
    await context.close();
  });

  it('gives a visitor the limited search, and asks them to sign up when they act', async () => {
    const { context, page } = await newPage(1280);
    const searches = countSearches(page);
    await page.goto(site.url('localhost', '/members'));
    await page.getByRole('heading', { name: 'You are seeing a preview' }).waitFor();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBeLessThanOrEqual(SEARCH.visitorPageSize);
    await expect(page.getByRole('button', { name: 'Show more members' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Show members' }).count()).resolves.toBe(0);
    expect(searches.urls.every((url) => !new URL(url).searchParams.has('cursor'))).toBe(true);

    // A like from a card opens the signup over the search.
    const first = cards(page).first();
    const id = Number(await first.getAttribute('data-member-card'));
    await first.getByRole('button', { name: /^Like / }).click();
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).searchParams.get('signup_target')).toBe(String(id));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // On a profile, every action asks too.
    await first.getByRole('link').click();
    await page.waitForURL(`**/members/${id}`);
    await page.getByRole('button', { name: 'Send a message' }).click();
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).searchParams.get('signup')).toBe('1');
    await context.close();
  });

  it('keeps the search for members where the site says so, and lets visitors from a traffic source in', async () => {
    // The milf demo site, switched to logged_out_search_trafficsource (SPEC §6) for this test only.
    await site.server.db
      .updateTable('sites')
      .set({ logged_out_search: 0, logged_out_search_trafficsource: 1 })
      .where('domain', '=', 'milf.localhost')
      .execute();
    site.server.sites.invalidate();

    const { context, page } = await newPage(375);
    const searches = countSearches(page);
    await page.goto(site.url('milf.localhost', '/members'));
    await page.getByRole('heading', { name: 'Members only' }).waitFor();
    await expect(page.getByRole('link', { name: 'Sign up for free' }).getAttribute('href')).resolves.toMatch(/signup/);
    await expect(cards(page).count()).resolves.toBe(0);
    // Refused without asking the server (a 403 would read as a lost session), and the visitor stays on the page.
    expect(searches.count).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/members');
    await context.close();

    const fromNetwork = await newPage(375);
    await fromNetwork.page.goto(site.url('milf.localhost', '/members?network=aff1'));
    await fromNetwork.page.getByRole('heading', { name: 'You are seeing a preview' }).waitFor();
    await cards(fromNetwork.page).first().waitFor();
    await fromNetwork.context.close();
  });

  it('blocks a member from the profile with immediate effect, and unblocks them', async () => {
    const { context, page } = await newPage(1280);
    await login(page, 'premium@demo.localhost');
    await cards(page).first().waitFor();
    const target = cards(page).first();
    const id = Number(await target.getAttribute('data-member-card'));
    const name = (await target.getByRole('heading').textContent())?.split(',')[0]?.trim() ?? '';

    await target.getByRole('link').click();
    await page.waitForURL(`**/members/${id}`);
    await page.getByRole('button', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${name}?` });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await page.getByRole('button', { name: 'Unblock' }).waitFor();
    await page.getByText(`You have blocked ${name}.`).waitFor();
    await expect(page.getByRole('link', { name: 'Send a message' }).count()).resolves.toBe(0);

    // Gone from the loaded search at once, and from a new search.
    await page.goBack();
    await cards(page).first().waitFor();
    expect(await cardIds(page)).not.toContain(id);
    await page.reload();
    await cards(page).first().waitFor();
    expect(await cardIds(page)).not.toContain(id);

    // The blocker can still open the profile to unblock; then everything is back.
    await page.goto(site.url('localhost', `/members/${id}`));
    await page.getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('link', { name: 'Send a message' }).waitFor();
    await expect(page.getByRole('link', { name: 'Send a message' }).getAttribute('href')).resolves.toBe(`/members/${id}/chat`);
    await page.getByRole('link', { name: 'Search members' }).first().click();
    await page.waitForURL((url) => url.pathname === '/members');
    await expect.poll(() => cardIds(page)).toContain(id);
    await context.close();
  });

  it('likes from a card show on the profile, and an unlike there shows back on the card', async () => {
    const { context, page } = await newPage(1280);
    await login(page, 'free@demo.localhost');
    const card = cards(page).nth(2);
    await card.waitFor();
    const id = Number(await card.getAttribute('data-member-card'));
    await card.getByRole('button', { name: /^Like / }).click();
    await expect.poll(() => card.getAttribute('data-liked')).toBe('true');

    await card.getByRole('link').click();
    await page.waitForURL(`**/members/${id}`);
    const liked = page.getByRole('button', { name: 'Liked' });
    await expect(liked.getAttribute('aria-pressed')).resolves.toBe('true');
    await liked.click();
    await page.getByRole('button', { name: 'Like', exact: true }).waitFor();

    await page.goBack();
    await expect.poll(() => page.locator(`[data-member-card="${id}"]`).getAttribute('data-liked')).toBeNull();
    await context.close();
  });

  it('answers an unknown or unavailable member with the 404 page', async () => {
    const { context, page } = await newPage(375);
    await page.goto(site.url('localhost', '/members/999999999'));
    await page.getByText('This page could not be found').waitFor();
    await page.goto(site.url('localhost', '/members/not-a-number'));
    await page.getByText('This page could not be found').waitFor();
    await context.close();
  });
});
