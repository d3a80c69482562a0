import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, launchBrowser, startSite } from './harness';

// The swipe game and the match finder as members get them (SPEC §2 /swipe-game, /match-finder; §9 4 likes a day):
// the card dragged with a mouse and with a finger likes or passes past the threshold and springs back under it, the
// card and Like/Pass fit one screen, and the 5th like of the day is refused, in the game and in the match finder.
let site: Site;
let browser: Browser;

const DEMO_PASSWORD = 'flirtlane-demo-2025';
const SHOTS = process.env.E2E_SCREENSHOTS ?? null;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function member(email: string, viewport: { width: number; height: number }, touch = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, ...(touch ? { hasTouch: true, isMobile: true } : {}) });
  await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
  const page = await context.newPage();
  await page.goto(site.url('localhost', '/login'));
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel(/^Password\*?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/members');
  return { context, page };
}

function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method: method ?? 'GET',
        headers: { 'x-client-type': 'web', accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json()) as T };
    },
    { url: path, method: init.method, body: init.body },
  );
}

const likedIds = async (page: Page) => (await api<{ profiles: Array<{ id: number }> }>(page, '/api/likes.php')).json.profiles.map((p) => p.id);
const topId = async (page: Page) => Number(await page.locator('[data-swipe-deck]').getAttribute('data-top-id'));

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The top card and both buttons are inside the viewport, without scrolling. */
async function expectFitsOneScreen(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const viewport = page.viewportSize()!;
  for (const locator of [page.locator('[data-swipe-deck] article'), page.getByRole('button', { name: /^Like / }), page.getByRole('button', { name: /^Pass on / })]) {
    const box = (await locator.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
}

async function center(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A mouse drag of the card by `dx` (Playwright's mouse: pointerdown, pointermoves, pointerup). */
async function mouseDrag(page: Page, dx: number): Promise<void> {
  const { x, y } = await center(page.locator('[data-swipe-deck] article'));
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + 4, { steps: 12 });
  await page.mouse.up();
}

/** A finger drag (real touch input through the DevTools protocol: Chromium turns it into touch pointer events). */
async function touchDrag(cdp: CDPSession, page: Page, dx: number): Promise<void> {
  const { x, y } = await center(page.locator('[data-swipe-deck] article'));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 12; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 12, y: y + step }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('the swipe game', () => {
  it('likes a card dragged right with the mouse, springs a short drag back, and refuses the 5th like of the day', async () => {
    const { context, page } = await member('free@demo.localhost', { width: 1280, height: 800 });
    await page.goto(site.url('localhost', '/swipe-game'));
    await page.getByText('4 of 4 likes left today').waitFor();
    await shot(page, 'swipe-game-1280');
    await expectFitsOneScreen(page);
    const first = await topId(page);

    // A short drag springs back: nothing recorded, the same card.
    await mouseDrag(page, 25);
    await expect.poll(() => page.locator('[data-swipe-state]').getAttribute('data-swipe-state')).toBe('rest');
    expect(await topId(page)).toBe(first);
    expect(await likedIds(page)).toEqual([]);

    // Past the threshold: a like, and the next card.
    await mouseDrag(page, 260);
    await expect.poll(() => likedIds(page)).toEqual([first]);
    await expect.poll(() => topId(page)).not.toBe(first);
    await page.getByText('3 of 4 likes left today').waitFor();

    // Three more likes with the keyboard and the button use the day up: the limit shows and Like is gone.
    await page.keyboard.press('ArrowRight');
    await page.getByText('2 of 4 likes left today').waitFor();
    await page.getByRole('button', { name: /^Like / }).click();
    await page.getByText('1 of 4 likes left today').waitFor();
    const fourth = await topId(page);
    await mouseDrag(page, 260);
    await page.getByRole('heading', { name: 'You have used your 4 likes for today' }).waitFor();
    await expect.poll(async () => (await likedIds(page)).length).toBe(4);
    expect(await likedIds(page)).toContain(fourth);
    expect(await page.getByRole('button', { name: /^Like / }).count()).toBe(0);

    // The 5th like of the day is refused by the server with the translated limit.
    const offered = (await api<{ results: Array<{ id: number }> }>(page, '/api/swipe.php')).json.results[0]!.id;
    const refused = await api<{ error: string; message: string; params: { count: number } }>(page, '/api/swipe.php', { method: 'POST', body: { id: offered, liked: true } });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: 'swipe_limit', params: { count: 4 }, message: 'You have used your 4 swipe likes for today. Come back tomorrow for more.' });
    expect(await likedIds(page)).toHaveLength(4);

    // The match finder shares the limit: it says so, Like is off, a drag right springs back and records nothing.
    await page.goto(site.url('localhost', '/match-finder'));
    await page.getByText('You have used your 4 likes for today').waitFor();
    await page.getByText('0 of 4 likes left today').waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Like / }).isDisabled()).toBe(true);
    const card = await topId(page);
    await mouseDrag(page, 260);
    await expect.poll(() => page.locator('[data-swipe-state]').getAttribute('data-swipe-state')).toBe('rest');
    expect(await topId(page)).toBe(card);
    expect(await likedIds(page)).toHaveLength(4);
    await shot(page, 'match-finder-limit-1280');
    await context.close();
  });

  it('passes and likes with a finger on a phone, fitting the screen; a like over the limit in the match finder shows the limit', async () => {
    const { context, page } = await member('premium@demo.localhost', { width: 375, height: 667 }, true);
    const cdp = await context.newCDPSession(page);
    await page.goto(site.url('localhost', '/swipe-game'));
    await page.getByText('4 of 4 likes left today').waitFor();
    await shot(page, 'swipe-game-375');
    await expectFitsOneScreen(page);

    // A finger drag to the left passes: the member is not offered again, and nothing is liked.
    const passed = await topId(page);
    await touchDrag(cdp, page, -200);
    await expect.poll(() => topId(page)).not.toBe(passed);
    await expect
      .poll(async () => (await api<{ results: Array<{ id: number }> }>(page, '/api/swipe.php')).json.results.map((c) => c.id))
      .not.toContain(passed);
    expect(await likedIds(page)).toEqual([]);

    // A short finger drag springs back; a long one to the right likes.
    const liked = await topId(page);
    await touchDrag(cdp, page, 20);
    await expect.poll(() => page.locator('[data-swipe-state]').getAttribute('data-swipe-state')).toBe('rest');
    expect(await topId(page)).toBe(liked);
    await touchDrag(cdp, page, 220);
    await expect.poll(() => likedIds(page)).toEqual([liked]);
    await page.getByText('3 of 4 likes left today').waitFor();

    // The match finder, open with 1 like left, while another tab uses it up: its like is refused and the limit shows.
    await page.goto(site.url('localhost', '/match-finder'));
    await page.getByText('4 of 4 likes left today').or(page.getByText('3 of 4 likes left today')).waitFor();
    await shot(page, 'match-finder-375');
    await expectFitsOneScreen(page);
    const pool = (await api<{ results: Array<{ id: number }> }>(page, '/api/swipe.php')).json.results.map((c) => c.id);
    const shown = await topId(page);
    for (const id of pool.filter((id) => id !== shown).slice(0, 3)) {
      expect((await api(page, '/api/swipe.php', { method: 'POST', body: { id, liked: true } })).status).toBe(200);
    }
    await touchDrag(cdp, page, 220);
    await page.getByText('You have used your 4 likes for today').waitFor();
    await page.getByText('0 of 4 likes left today').waitFor();
    expect(await likedIds(page)).toHaveLength(4);
    expect(await likedIds(page)).not.toContain(shown);
    expect(await topId(page)).toBe(shown);
    await context.close();
  });

  it('the tinderswipe lander: a mouse drag likes, a finger drag passes, a short drag springs back; the card and buttons fit a phone', async () => {
    for (const viewport of [
      { width: 375, height: 667 },
      { width: 1280, height: 800 },
    ]) {
      const context = await browser.newContext({ viewport, hasTouch: true });
      await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(site.url('localhost', '/landers/tinderswipe'));
      const card = page.locator('[data-swipe-card="top"]');
      await page.locator('[data-swipe-card="top"] [data-photo="image"]').waitFor();
      await page.getByText('5 profiles left').waitFor();
      await shot(page, `lander-tinderswipe-${viewport.width}`);
      // The hero's copy and signup button come first; the card and both buttons fit one screen together.
      const like = page.getByRole('button', { name: /^Like / });
      await like.scrollIntoViewIfNeeded();
      const top = (await card.boundingBox())!.y;
      const bottom = (await like.boundingBox())!.y + (await like.boundingBox())!.height;
      expect(bottom - top, `${viewport.width}`).toBeLessThanOrEqual(viewport.height);

      const { x, y } = await center(card);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 20, y, { steps: 5 });
      await page.mouse.up();
      await expect.poll(() => page.locator('[data-swipe-state]').getAttribute('data-swipe-state')).toBe('rest');
      await page.getByText('5 profiles left').waitFor();

      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 240, y, { steps: 12 });
      await page.mouse.up();
      await page.getByText('4 profiles left').waitFor();
      await page.getByText(/^You liked /).waitFor();

      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 12; step += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - step * 20, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.getByText('3 profiles left').waitFor();
      await page.getByText(/^You passed on /).waitFor();
      await context.close();
    }
  });

  it('follows the pointer with a tilt, and without the tilt for reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion });
      const page = await context.newPage();
      await page.goto(site.url('localhost', '/landers/tinderswipe'));
      await page.getByText('5 profiles left').waitFor();
      const dragged = page.locator('[data-swipe-state]');
      const { x, y } = await center(page.locator('[data-swipe-card="top"]'));
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 60, y, { steps: 6 });
      await expect.poll(() => dragged.getAttribute('data-swipe-state')).toBe('dragging');
      const transform = await dragged.evaluate((element) => (element as HTMLElement).style.transform);
      expect(transform).toContain('translate(60px');
      if (reducedMotion === 'reduce') expect(transform).not.toContain('rotate');
      else expect(transform).toMatch(/rotate\(7\.2deg\)/);
      await page.getByText('Like', { exact: true }).waitFor();
      await page.mouse.move(x + 240, y, { steps: 6 });
      await page.mouse.up();
      await page.getByText('4 profiles left').waitFor();
      await context.close();
    }
  });
});
