import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { AUTH_COOKIE_NAME } from '../../../contract/constants';
import type { User } from '../../../contract/entities';
import type { Language } from '../../../locales/languages';
import { applyCredits } from '../../../server/credits/ledger';
import { creditsDb } from '../../../server/credits/tables';
import { startSession } from '../../../server/sessions/service';
import { spaHeaders, type DbKind } from '../../server/harness';
import { multipartBody } from '../../server/members-support';
import { ANY, exactly, matching, translator, type Translate } from './i18n';
import { visitorContext, type JourneySite } from './site';

/**
 * The member journey of issue 9 part 1, in real Chromium against the real server: a visitor lands on a lander, signs
 * up, activates from the dev outbox, completes the profile with a photo, searches, likes, matches (a second member in
 * another browser context likes back), chats until the credits run out, buys credits through the payments sandbox,
 * becomes premium and sees the private photos unblurred; the second member answers live (no reload).
 */
export interface JourneyCase {
  readonly host: string;
  /** The lander the visitor arrives on (`/landers/<name>`). */
  readonly lander: string;
  readonly language: Language;
  readonly width: 375 | 1280;
  readonly db: DbKind;
  /** The country the new member gives (its legal minimum message price decides what a message costs in credits). */
  readonly country: string;
  /** Whom the new member (a man) is looking for; the second member is one of them, looking for men. */
  readonly seeking: 'woman' | 'man';
  /** The second member has a kink among their interests (the BDSM niche's audience). */
  readonly kink?: boolean;
}

/** Realtime changes arrive in milliseconds; the machine may be busy, so waits are generous (they end when met). */
const POLL = { timeout: 20_000, interval: 100 } as const;

/**
 * Types a message and sends it with Enter. The composer sends one message at a time: an Enter pressed while the
 * previous message is still on its way does nothing, so it is pressed again until the field is empty (sent), as a
 * member would.
 */
async function sendMessage(field: Locator, text: string): Promise<void> {
  await field.fill(text);
  await expect
    .poll(async () => {
      if ((await field.inputValue()) !== '') await field.press('Enter');
      return field.inputValue();
    }, POLL)
    .toBe('');
}
const PASSWORD = 'a long enough journey passphrase';

interface Outbox {
  to: string;
  text: string;
}

export function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { 'x-client-type': 'web', accept: 'application/json' } });
    return (await response.json()) as T;
  }, path);
}

export const viewer = async (page: Page) => (await api<{ user: User }>(page, '/api/user.php')).user;

/** A real picture (a coloured block with a circle), as a JPEG. */
export async function picture(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 600, channels: 3, background: colour } })
    .composite([{ input: Buffer.from('<svg width="480" height="600"><circle cx="240" cy="260" r="150" fill="#ffffff" opacity="0.7"/></svg>') }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The newest mailed link to `path` for `to`, as a path on the site. */
async function mailedLink(site: JourneySite, to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, (c) => `\\${c}`)}\\?token=[^\\s"<>]+`);
  let link: string | undefined;
  await expect
    .poll(async () => {
      // Node does not resolve *.localhost, and the outbox holds every site's mail: ask on localhost.
      const response = await fetch(site.url('localhost', `/dev/outbox.json?to=${encodeURIComponent(to)}`));
      const mails = (await response.json()) as Outbox[];
      link = mails.map((mail) => pattern.exec(mail.text)?.[0]).find(Boolean);
      return link;
    }, POLL)
    .toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

/** The second member: written into the database on the journey's site, with a public and a private photo and credits. */
export async function secondMember(site: JourneySite, host: string, name: string, age: number, gender: 'woman' | 'man', kink: boolean) {
  const db = site.db;
  const siteId = await site.siteId(host);
  const email = `journey.${randomBytes(4).toString('hex')}@example.com`;
  const now = new Date();
  const born = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate() - 20)).toISOString().slice(0, 10);
  const { id } = await db
    .insertInto('users')
    .values({ site_id: siteId, email, email_normalized: email, password_hash: null, status: 'confirmed', paid_user: 0, language: 'en', created_at: now.toISOString(), confirmed_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({
      user_id: id,
      name,
      date_of_birth: born,
      country: 'NL',
      region: null,
      gender,
      seeking: 'man',
      status: 'active',
      signup_message: null,
      target_profile_id: null,
      created_at: now.toISOString(),
      body_type: null,
      kink: kink ? 1 : 0,
      interests: JSON.stringify(kink ? ['bondage'] : []),
      invisible: 0,
      fictional: 0,
      city: null,
      lat: null,
      lon: null,
      last_active_at: now.toISOString(),
    })
    .execute();
  const { token } = await startSession(db, { userId: id, siteId, now, userAgent: 'journey' });
  const photos: number[] = [];
  for (const [visibility, colour] of [
    ['public', { r: 60, g: 110, b: 165 }],
    ['private', { r: 217, g: 79, b: 112 }],
  ] as const) {
    const { payload, contentType } = multipartBody({ data: await picture(colour) }, { visibility });
    const response = await site.request({
      method: 'POST',
      path: '/api/photos.php',
      headers: { ...spaHeaders(`${host}:${site.port}`), cookie: `${AUTH_COOKIE_NAME}=${token}`, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    photos.push((response.json() as { photo: { id: number; status: string } }).photo.id);
  }
  await applyCredits(creditsDb(db), { userId: id, amount: 50, reason: 'adjustment', reference: 'journey', idempotencyKey: `journey:${id}` });
  return { id, token, photos };
}

/**
 * Marks a page's realtime socket as ready when the server's `ready` frame arrives on it (the server sends it once the
 * socket is registered: from then on realtime events reach the page). Call before the page opens its socket.
 */
const socketsReady = new WeakMap<Page, { ready: boolean }>();
export function watchSocket(page: Page): void {
  const state = { ready: false };
  socketsReady.set(page, state);
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/api/ws.php')) return;
    state.ready = false;
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"type":"ready"')) state.ready = true;
    });
    socket.on('close', () => (state.ready = false));
  });
}

/** The page's socket is up: realtime events reach it from now on. */
export async function socketReady(page: Page): Promise<void> {
  const state = socketsReady.get(page);
  if (!state) throw new Error('watchSocket(page) was not called before the page opened');
  await expect.poll(() => state.ready, POLL).toBe(true);
}

/** Marks the document, so a later check can tell the page was not reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { journeyMark: boolean }).journeyMark = true));
}
async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { journeyMark?: boolean }).journeyMark === true);
}

export interface JourneyReport {
  memberId: number;
  messagesBeforeEmpty: number;
  /** The credits the new member had when the chat began (what signing up gave them). */
  signupCredits: number;
  /** What one message costs the member, as /api/pricing.php answers them. */
  messageCost: number;
}

/** What a text message costs the page's member (the one price the pricing page, footer and chat show). */
async function messagePrice(page: Page): Promise<number> {
  return (await api<{ message_credits: number }>(page, '/api/pricing.php')).message_credits;
}

/** A radio behind a styled label: click its label (what a visitor does). */
async function choose(radio: Locator): Promise<void> {
  await radio.check({ force: true });
  await expect.poll(() => radio.isChecked(), POLL).toBe(true);
}

export async function runJourney(site: JourneySite, browser: Browser, journey: JourneyCase): Promise<JourneyReport> {
  const { host, language, width } = journey;
  const t: Translate = translator(language);
  const run = randomBytes(3).toString('hex');
  const aName = `Sam${run}`;
  const aEmail = `journey.${run}@example.com`;
  const bName = `Zoë${run}`;
  const bAge = 47;
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  const pages: Array<[string, Page]> = [];
  const watch = (page: Page, who: string) => {
    page.on('pageerror', (error) => errors.push(`${who}: ${error.message}`));
    watchSocket(page);
  };

  try {
    const b = await secondMember(site, host, bName, bAge, journey.seeking, journey.kink === true);

    // 1. A visitor lands on a lander and signs up: a modal over the lander on desktop, the signup page on a phone.
    const aContext = await visitorContext(browser, site, { width, language, host });
    contexts.push(aContext);
    const page = await aContext.newPage();
    watch(page, 'A');
    pages.push(['A', page]);
    await page.goto(site.url(host, `/landers/${journey.lander}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('a[data-signup-cta]').first().click();
    let form: Page | Locator = page;
    if (width >= 992) {
      form = page.getByRole('dialog', { name: t('auth:signup.title') });
      await form.waitFor();
      expect(new URL(page.url()).pathname).toBe(`/landers/${journey.lander}`);
    } else {
      await page.waitForURL((url) => url.pathname === '/signup');
    }
    const next = form.getByRole('button', { name: t('auth:signup.next'), exact: true });
    await form.getByRole('textbox', { name: t('auth:signup.email.label') }).fill(aEmail);
    await next.click();
    await form.getByRole('textbox', { name: t('auth:signup.name.label') }).fill(aName);
    await next.click();
    await form.getByLabel(new RegExp(`^${exactly(t('auth:signup.password.label')).source.slice(1, -1)}\\*?$`)).fill(PASSWORD);
    await next.click();
    await form.getByLabel(t('auth:signup.date_of_birth.label')).fill('1986-04-12');
    await next.click();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: t('auth:signup.submit') }).click();

    // 2. Completes the signup details: a man looking for women (or men), in the journey's country.
    await page.waitForURL('**/complete-signup');
    await page.getByRole('heading', { level: 1, name: t('auth:complete.title_name', { name: aName }) }).waitFor();
    await choose(page.getByRole('radiogroup', { name: t('auth:complete.gender_legend') }).getByRole('radio', { name: t('auth:complete.gender.man') }));
    await choose(page.getByRole('radiogroup', { name: t('auth:complete.seeking_legend') }).getByRole('radio', { name: t(`auth:complete.seeking_option.${journey.seeking}`) }));
    await page.getByRole('combobox', { name: t('auth:complete.country') }).selectOption(journey.country);
    const region = page.getByRole('combobox', { name: t('auth:complete.region') });
    if ((await region.locator('option').count()) > 1) await region.selectOption({ index: 1 });
    await page.getByRole('button', { name: t('auth:complete.submit') }).click();
    await page.waitForURL('**/signup-matches');
    // The signup matches are never empty while the search finds anyone: each card has its like button.
    const matchCards = page.getByRole('button', { name: matching(t('auth:matches.like_label', { name: ANY })) });
    await expect.poll(() => matchCards.count(), POLL).toBeGreaterThan(0);
    const aId = (await viewer(page)).id;

    // 3. Activates the account from the mailed link (the development outbox).
    await page.goto(site.url(host, await mailedLink(site, aEmail, '/activate/done')));
    await page.getByRole('heading', { level: 1, name: exactly(t('auth:activate.done_title_name', { name: aName })) }).waitFor();
    expect((await viewer(page)).status).toBe('confirmed');

    // 4. Completes the profile with a photo, from the activation page's card.
    await page.getByRole('link', { name: t('auth:activate.card_profile_action') }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: t('profile:settings.title') }).waitFor();
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/photos.php') && response.request().method() === 'POST');
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await picture({ r: 90, g: 160, b: 90 }) });
    expect((await uploaded).status()).toBe(200);
    await page.getByRole('group', { name: t('profile:photos.actions_label', { current: 1, total: 1 }) }).waitFor();
    // Approved at once on this site (PHOTO_AUTO_APPROVE=1): no pending mark, and it is the member's avatar.
    expect(await page.getByText(t('profile:photos.status.pending'), { exact: true }).count()).toBe(0);
    await expect.poll(async () => (await api<{ profile: { main_image: unknown } }>(page, '/api/profile.php')).profile.main_image, POLL).not.toBeNull();

    // 5. Searches with filters: women of the second member's age.
    await page.goto(site.url(host, '/members'));
    // The page is rendered on the server first: wait until the app has taken over (results loaded, not busy).
    await page.getByRole('list', { name: t('members:results.label') }).locator('[data-member-card]').first().waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), POLL).toBe(0);
    const filters = page.getByRole('form', { name: t('members:filters.title') });
    // On a phone the filters fold away behind a toggle that names them and sums them up.
    const filtersToggle = page.getByRole('button', { name: new RegExp(`^${exactly(t('members:filters.title')).source.slice(1, -1)}`), expanded: false });
    if (await filtersToggle.isVisible()) await filtersToggle.click();
    await filters.getByRole('combobox', { name: t('members:filters.gender') }).selectOption(journey.seeking);
    // The search starts in A's own country and region (or, when nobody there matches, every country: the answer's
    // `start` says which); B lives elsewhere: A widens it to every country.
    const country = filters.getByRole('combobox', { name: t('members:filters.country') });
    const searchStart = (await api<{ start?: { country: string | null } }>(page, '/api/search.php')).start;
    await expect.poll(() => country.inputValue(), POLL).toBe(searchStart?.country ?? '');
    if (searchStart?.country) expect(searchStart.country).toBe(journey.country);
    await country.selectOption('');
    await filters.getByRole('combobox', { name: t('members:filters.min_age') }).selectOption(String(bAge));
    await filters.getByRole('combobox', { name: t('members:filters.max_age') }).selectOption(String(bAge));
    await filters.getByRole('button', { name: t('members:filters.submit') }).click();
    await page.waitForURL((url) => url.searchParams.get('min_age') === String(bAge));
    const card = page.getByRole('link', { name: t('members:card.label', { name: bName, age: bAge }) }).first();
    await card.click();
    await page.waitForURL(`**/members/${b.id}`);

    // 6. B's private photo is locked for a free member: the blurred copy under a lock.
    await page.getByRole('heading', { level: 1, name: exactly(t('profile:view.name_age', { name: bName, age: bAge }), true) }).waitFor();
    await page.getByText(t('profile:view.premium_photos', { count: 1 })).waitFor();
    expect(await page.locator('[data-locked-photo]').count()).toBeGreaterThan(0);

    // 7. Likes B. B, in another browser, likes back: a match, shown live to both.
    await page.getByRole('button', { name: t('profile:actions.like'), exact: true }).click();
    await page.getByRole('button', { name: t('profile:actions.liked') }).waitFor();
    const bContext = await visitorContext(browser, site, { width: 1280, language, host });
    contexts.push(bContext);
    await bContext.addCookies([{ name: AUTH_COOKIE_NAME, value: b.token, url: site.url(host) }]);
    const bPage = await bContext.newPage();
    watch(bPage, 'B');
    pages.push(['B', bPage]);
    await bPage.goto(site.url(host, `/members/${aId}`));
    await Promise.all([socketReady(page), socketReady(bPage)]);
    await bPage.getByRole('button', { name: t('profile:actions.like'), exact: true }).click();
    const matchTitle = t('likes:match.title');
    await bPage.getByRole('dialog', { name: matchTitle }).waitFor();
    const aMatch = page.getByRole('dialog', { name: matchTitle });
    await aMatch.waitFor();
    await markDocument(page);

    // 8. A opens the chat from the match; B, in the other browser, writes first and A sees it live (no reload).
    await aMatch.getByRole('link', { name: t('likes:match.message', { name: bName }) }).or(aMatch.getByRole('button', { name: t('likes:match.message', { name: bName }) })).click();
    await page.waitForURL(/\/(members\/\d+\/chat|chats\/\d+)$/);
    await page.getByRole('log', { name: t('chat:conversation.messages', { name: bName }) }).waitFor();
    await bPage.keyboard.press('Escape');
    await bPage.goto(site.url(host, `/members/${aId}/chat`));
    const bField = bPage.getByRole('textbox', { name: t('chat:composer.field', { name: aName }) });
    await sendMessage(bField, `Hi ${aName}, ${bName} here`);
    await page.getByText(`Hi ${aName}, ${bName} here`, { exact: true }).waitFor();
    expect(await stillSameDocument(page)).toBe(true);

    // 9. A answers until the signup credits run out. Where the country's legal minimum price makes one message cost
    // more than the signup credits, that is at once: the composer gives way to the notice before the first message.
    const field = page.getByRole('textbox', { name: t('chat:composer.field', { name: bName }) });
    const start = await viewer(page);
    expect(start.credits).toBeGreaterThan(0);
    const noCredits = page.getByText(t('chat:notice.no_credits_title'), { exact: true });
    let sent = 0;
    let credits = start.credits;
    // Ready for the next message: the notice, or the field with no send on its way (the send button is busy until the
    // answer, with the new balance, is in; the realtime copy of the message may show it as sent before that).
    const busy = page.locator('button[aria-busy="true"]');
    const ready = async () => (await noCredits.count()) + ((await field.isEnabled()) && (await busy.count()) === 0 ? 1 : 0);
    await expect.poll(ready, POLL).toBe(1);
    while ((await noCredits.count()) === 0) {
      expect(sent).toBeLessThanOrEqual(start.credits);
      sent += 1;
      const text = `${aName} says hello #${sent}`;
      await sendMessage(field, text);
      // Stored and shown as sent: the page has the balance the server answered with, so it knows whether another
      // message is affordable (the notice) before the next one is typed.
      const bubble = page.locator('[data-message-id]').filter({ has: page.getByText(text, { exact: true }) });
      await expect.poll(() => bubble.getAttribute('data-status'), POLL).toBe('sent');
      await bPage.getByText(text, { exact: true }).waitFor();
      const before = credits;
      await expect.poll(async () => (credits = (await viewer(page)).credits), POLL).toBeLessThan(before);
      await expect.poll(ready, POLL).toBe(1);
    }
    expect(await field.isDisabled()).toBe(true);
    await page.waitForURL(/\/chats\/\d+$/);
    const conversationId = Number(new URL(page.url()).pathname.split('/').pop());

    // 10. Out of credits: buys credits through the sandbox checkout; the first purchase makes A premium.
    await page.getByRole('link', { name: t('chat:notice.buy_credits') }).or(page.getByRole('button', { name: t('chat:notice.buy_credits') })).first().click();
    await page.waitForURL((url) => url.pathname === '/credits');
    await page.locator('a[href^="/credits/"]:not([href^="/credits/repeat-order"])').first().click();
    await page.waitForURL(/\/credits\/\d+/);
    const method = page.getByRole('radio').first();
    await method.click({ force: true });
    await expect.poll(() => method.isChecked(), POLL).toBe(true);
    await page.getByRole('button', { name: matching(t('payments:checkout.pay', { price: ANY })) }).click();
    await page.waitForURL('**/sandbox/checkout/**');
    await page.locator('button[name="action"][value="pay"]').click();
    await page.waitForURL('**/transactions/pay_*');
    await page.getByRole('heading', { level: 1, name: t('payments:result.completed_title') }).waitFor();
    await page.getByText(t('payments:result.premium_unlocked')).waitFor();
    const paid = await viewer(page);
    expect(paid.paid_user).toBe(true);
    expect(paid.credits).toBeGreaterThan(0);

    // 10b. The receipt: one mail in the member's language, with the payment's reference.
    const reference = new URL(page.url()).pathname.split('/').pop() ?? '';
    let receipts: Outbox[] = [];
    await expect
      .poll(async () => {
        const response = await fetch(site.url('localhost', `/dev/outbox.json?to=${encodeURIComponent(aEmail)}`));
        receipts = ((await response.json()) as Outbox[]).filter((mail) => mail.text.includes(t('mail:payment.receipt.heading')));
        return receipts.length;
      }, POLL)
      .toBe(1);
    expect(receipts[0]?.text).toContain(reference);

    // 11. Premium: B's private photo is shown unblurred (the original, no lock).
    await page.goto(site.url(host, `/members/${b.id}`));
    await page.getByRole('heading', { level: 1, name: exactly(t('profile:view.name_age', { name: bName, age: bAge }), true) }).waitFor();
    await expect.poll(() => page.getByText(t('profile:view.premium_photos', { count: 1 })).count(), POLL).toBe(0);
    expect(await page.locator('[data-locked-photo]').count()).toBe(0);
    const privateSrc = `/media/photos/${b.photos[1]}/`;
    const privateImage = page.locator(`img[src^="${privateSrc}"]`).first();
    await privateImage.waitFor();
    expect(await privateImage.getAttribute('src')).not.toContain('blurred');
    await expect.poll(() => privateImage.evaluate((img) => (img as HTMLImageElement).naturalWidth), POLL).toBeGreaterThan(0);

    // 12. Chats on with the bought credits; B's answer appears live again.
    await page.goto(site.url(host, `/chats/${conversationId}`));
    await markDocument(page);
    await expect.poll(() => field.isEnabled(), POLL).toBe(true);
    await sendMessage(field, `${aName} is premium now`);
    await bPage.getByText(`${aName} is premium now`, { exact: true }).waitFor();
    await expect.poll(async () => (await viewer(page)).credits, POLL).toBeLessThan(paid.credits);
    await sendMessage(bField, 'Welcome back!');
    await page.getByText('Welcome back!', { exact: true }).waitFor();
    expect(await stillSameDocument(page)).toBe(true);

    // 13. Thinking of leaving: the delete-account flow's retention offer is a real discount, shown at checkout.
    await page.goto(site.url(host, '/settings?delete=1'));
    await page.getByRole('button', { name: t('account:delete.solution_discount_action') }).click();
    await page.waitForURL((url) => url.pathname === '/credits' && (url.searchParams.get('code') ?? '').length > 0);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    await page.locator(`a[href^="/credits/"][href*="code=${code}"]`).first().click();
    await page.waitForURL(/\/credits\/\d+/);
    await page.getByText(matching(t('payments:checkout.discount', { code, percent: ANY }))).waitFor();

    expect(errors).toEqual([]);
    return { memberId: aId, messagesBeforeEmpty: sent, signupCredits: start.credits, messageCost: await messagePrice(page) };
  } catch (error) {
    // What each member's page showed when the journey stopped, to read in the CI log.
    for (const [who, shown] of pages) {
      const snapshot = await shown.locator('body').ariaSnapshot({ timeout: 2_000 }).catch(() => '(no snapshot)');
      console.error(`Journey ${host} ${language} ${width}px stopped; ${who} was at ${shown.url()}:\n${snapshot.replace(/^\s*- option .*\n/gm, '')}`);
    }
    throw error;
  } finally {
    for (const context of contexts) await context.close();
  }
}
