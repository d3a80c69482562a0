import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse, ChatsResponse } from '../../contract/chat';
import type { User } from '../../contract/entities';
import { insertMessage, recordDelivery } from '../../server/chat/queries';
import { CHAT_RATE_LIMITS } from '../../server/chat/routes';
import { chatDb } from '../../server/chat/tables';
import { applyCredits } from '../../server/credits/ledger';
import { creditsDb } from '../../server/credits/tables';
import { type Site, launchBrowser, startSite } from './harness';

// Likes, matches and a live conversation between two members in two browsers against the real server (issue 6; SPEC
// §2, §4, §8, §9): the match modal, typing and messages without reloading, credits, unread counts, the title prefix,
// deleting a chat; and the XSS corpus (SEC-13) sent as messages and rendered with nothing executed.
let site: Site;
let browser: Browser;

const DEMO_PASSWORD = 'flirtlane-demo-2025';
const A_EMAIL = 'premium@demo.localhost'; // Robin, premium, 50 credits
const B_EMAIL = 'free@demo.localhost'; // Alex, free, 0 credits
const SHOTS = process.env.E2E_SCREENSHOTS ?? null;
/** Realtime changes arrive in milliseconds; the machine may be busy, so waits are generous (they end when met). */
const POLL = { timeout: 15_000, interval: 100 } as const;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function userId(email: string): Promise<number> {
  const row = await site.server.db.selectFrom('users').select('id').where('email_normalized', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

async function grantCredits(id: number, amount: number, key: string): Promise<void> {
  await applyCredits(creditsDb(site.server.db), { userId: id, amount, reason: 'adjustment', reference: 'e2e', idempotencyKey: `e2e:${key}` });
}

async function member(email: string, width = 1280, host = 'localhost'): Promise<{ context: BrowserContext; page: Page; dialogs: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } });
  await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(site.url(host, '/login'));
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel(/^Password\*?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/members');
  return { context, page, dialogs };
}

/** An API call in the page, as the page's own client makes it (the member's cookie, the client-type header). */
function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { 'x-client-type': 'web', accept: 'application/json' } });
    return (await response.json()) as T;
  }, path);
}

const me = async (page: Page) => (await api<{ user: User }>(page, '/api/user.php')).user;

/** The socket is up (the server counts the member's sockets): realtime events reach the page from now on. */
async function socketReady(id: number): Promise<void> {
  await expect.poll(() => site.server.realtime.socketCount(id), { timeout: 15_000 }).toBeGreaterThan(0);
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

describe('likes, matches and chat in two browsers', () => {
  it('A likes B, B likes A: a match; A writes, B sees typing and the message live; B answers; credits, counts, delete', async () => {
    const [aId, bId] = await Promise.all([userId(A_EMAIL), userId(B_EMAIL)]);
    await grantCredits(bId, 20, 'b-start');
    const a = await member(A_EMAIL);
    const b = await member(B_EMAIL);
    await Promise.all([socketReady(aId), socketReady(bId)]);
    const titleOf = (page: Page) => page.title();

    // A likes B on B's profile: no match yet.
    await a.page.goto(site.url('localhost', `/members/${bId}`));
    await a.page.getByRole('button', { name: 'Like', exact: true }).click();
    await a.page.getByRole('button', { name: 'Liked' }).waitFor();
    await expect.poll(() => a.page.getByRole('dialog').count(), POLL).toBe(0);

    // B gets a new like: the badge and the title prefix count it at once, without reloading.
    await expect.poll(() => titleOf(b.page), POLL).toMatch(/^\(1\) /);
    const likesLink = b.page.getByRole('link', { name: /Likes.*1 new like/ });
    await likesLink.waitFor();

    // B opens the like from the likes page (/likes/m/{id}): seen, so the count and the prefix go.
    await likesLink.click();
    await b.page.waitForURL('**/likes');
    await b.page.locator(`a[href="/likes/m/${aId}"]`).first().click();
    await b.page.waitForURL(`**/likes/m/${aId}`);
    await expect.poll(() => titleOf(b.page), POLL).not.toMatch(/^\(/);

    // B likes A back: a match. The modal opens for B (the like's answer and the realtime event both report it, it
    // shows once) and live for A, whose title now counts B's like.
    await b.page.getByRole('button', { name: 'Like', exact: true }).click();
    const bMatch = b.page.getByRole('dialog', { name: "It's a match!" });
    const aMatch = a.page.getByRole('dialog', { name: "It's a match!" });
    await bMatch.waitFor();
    await aMatch.waitFor();
    await expect.poll(() => titleOf(a.page), POLL).toMatch(/^\(1\) /);
    await shot(b.page, 'match-b-1280');
    // A click anywhere closes it, and it does not come back for the same match.
    await b.page.mouse.click(10, 10);
    await expect.poll(() => bMatch.count(), POLL).toBe(0);
    await a.page.mouse.click(10, 10);
    await expect.poll(() => aMatch.count(), POLL).toBe(0);
    await b.page.waitForTimeout(1_000);
    await expect.poll(() => b.page.getByRole('dialog').count(), POLL).toBe(0);
    await expect.poll(() => a.page.getByRole('dialog').count(), POLL).toBe(0);

    // A writes the first message from B's profile.
    const aStart = await me(a.page);
    await a.page.goto(site.url('localhost', `/members/${bId}/chat`));
    const aField = a.page.getByRole('textbox', { name: 'Message to Alex' });
    await aField.fill('Hi Alex, nice to match!');
    await aField.press('Enter');
    // The page moves to the conversation's own address once it exists.
    await a.page.waitForURL(/\/chats\/\d+$/);
    const conversationId = Number(new URL(a.page.url()).pathname.split('/').pop());
    const pricing = (await api<ChatResponse>(a.page, `/api/chat.php?id=${conversationId}`)).pricing;
    const cost = pricing.message_credits;
    expect(cost).toBeGreaterThan(0);

    // B, on the chat list, sees the new chat with an unread message; the title and the badge count it.
    await b.page.goto(site.url('localhost', '/chats'));
    await b.page.locator(`[data-conversation-id="${conversationId}"][data-unread]`).waitFor();
    await expect.poll(() => titleOf(b.page), POLL).toMatch(/^\(1\) /);
    await b.page.getByRole('link', { name: /Messages.*1 unread message/ }).waitFor();
    await shot(b.page, 'chats-b-1280');

    // B opens it: read, so unread 0, the title loses its prefix, A sees the read tick.
    await b.page.getByRole('link', { name: /Robin/ }).first().click();
    await b.page.waitForURL(`**/chats/${conversationId}`);
    await b.page.getByText('Hi Alex, nice to match!').waitFor();
    await expect.poll(() => titleOf(b.page), POLL).not.toMatch(/^\(/);
    await expect.poll(async () => (await me(b.page)).unread_messages, POLL).toBe(0);
    await a.page.getByText('Read').first().waitFor();

    // A types: B sees it; A sends: B sees the message without reloading.
    const bUrlBefore = b.page.url();
    await aField.pressSequentially('How is your', { delay: 40 });
    await b.page.getByText('Robin is typing…').waitFor();
    await shot(b.page, 'typing-b-1280');
    await aField.pressSequentially(' day?');
    await aField.press('Enter');
    await b.page.getByText('How is your day?').waitFor();
    await expect.poll(() => b.page.getByText('Robin is typing…').count(), POLL).toBe(0);
    expect(b.page.url()).toBe(bUrlBefore);

    // B answers with two messages in quick succession: the second Enter comes while the first is on its way (its
    // answer held back a little here), and that draft goes once the first is through. A sees both live, in order.
    const bField = b.page.getByRole('textbox', { name: 'Message to Robin' });
    const slowSend = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    };
    await b.page.route('**/api/message.php', slowSend);
    await bField.fill('Great, thanks! And yours?');
    await bField.press('Enter');
    await b.page.locator('[data-message-id][data-status="pending"]').first().waitFor();
    await bField.fill('Any plans tonight?');
    await bField.press('Enter');
    await expect.poll(() => b.page.locator('[data-message-id][data-status="pending"]').count(), POLL).toBe(0);
    await b.page.unroute('**/api/message.php', slowSend);
    await a.page.getByText('Any plans tonight?').waitFor();
    await a.page.getByText('Great, thanks! And yours?').waitFor();
    const order = await a.page.locator('[data-message-id]').allInnerTexts();
    expect(order.findIndex((text) => text.includes('Great, thanks!'))).toBeLessThan(order.findIndex((text) => text.includes('Any plans tonight?')));
    await expect.poll(() => bField.inputValue(), POLL).toBe('');
    await shot(a.page, 'conversation-a-1280');

    // Credits: two messages from A, two from B, each the message cost (the ledger's balance is the truth).
    await expect.poll(async () => (await me(a.page)).credits, POLL).toBe(aStart.credits - 2 * cost);
    await expect.poll(async () => (await me(b.page)).credits, POLL).toBe(20 - 2 * cost);
    // The top bar shows A's balance.
    await a.page.getByRole('link', { name: new RegExp(`You have ${aStart.credits - 2 * cost} credits`) }).waitFor();

    // A deletes the chat from the list: it is gone at once, for A only.
    await a.page.goto(site.url('localhost', '/chats'));
    await a.page.getByRole('button', { name: 'Delete conversation with Alex' }).click();
    await a.page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => a.page.locator(`[data-conversation-id="${conversationId}"]`).count(), POLL).toBe(0);
    await expect.poll(async () => (await api<ChatsResponse>(a.page, '/api/chats.php')).chats.map((chat) => chat.conversation.id), POLL).not.toContain(conversationId);
    expect((await api<ChatsResponse>(b.page, '/api/chats.php')).chats.map((chat) => chat.conversation.id)).toContain(conversationId);

    expect(a.dialogs).toEqual([]);
    expect(b.dialogs).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('the like modal opens t seconds after arriving with ?t=, the parameter leaves the address, its button leads to the profile', async () => {
    const a = await member(A_EMAIL);
    const autoLikes: number[] = [];
    const likeLists: number[] = [];
    a.page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/auto-like.php') autoLikes.push(Date.now());
      if (path === '/api/likes.php') likeLists.push(Date.now());
    });
    const arrived = Date.now();
    await a.page.goto(site.url('localhost', '/members?t=2&min_age=20'));
    await a.page.waitForURL((url) => !url.searchParams.has('t') && url.searchParams.get('min_age') === '20');
    const modal = a.page.getByRole('dialog', { name: / likes you!$/ });
    await modal.waitFor();
    expect(autoLikes).toHaveLength(1);
    expect(autoLikes[0]! - arrived).toBeGreaterThanOrEqual(2_000);
    // SPEC §4/§9: the likes are read again 500 ms after the auto-like.
    await expect.poll(() => likeLists.filter((at) => at >= autoLikes[0]! + 450).length, POLL).toBeGreaterThan(0);
    await shot(a.page, 'like-modal-a-1280');
    await modal.getByRole('link', { name: 'View profile' }).click();
    await a.page.waitForURL(/\/members\/\d+$/);
    await expect.poll(() => modal.count(), POLL).toBe(0);
    await a.context.close();
  });

  it('a failed delete shows the alert and reloads the list (SPEC §8)', async () => {
    const [aId, bId] = await Promise.all([userId(A_EMAIL), userId(B_EMAIL)]);
    await grantCredits(bId, 10, 'delete-failure');
    const b = await member(B_EMAIL);
    // A chat to delete (B's with A, whether or not the test above left one).
    const sent = await b.page.evaluate(async (to) => {
      const response = await fetch('/api/message.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-type': 'web' },
        body: JSON.stringify({ member_id: to, kind: 'text', text: 'Still there?', idempotency_key: 'delete-failure-1' }),
      });
      return response.status;
    }, aId);
    expect(sent).toBe(200);
    await b.page.goto(site.url('localhost', '/chats'));
    const rows = b.page.locator('[data-conversation-id]');
    await rows.first().waitFor();
    const count = await rows.count();
    await b.page.route('**/api/chat.php?id=*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: 'conflict', status: 409, message: 'x' }) })
        : route.continue(),
    );
    await b.page.getByRole('button', { name: /^Delete conversation with / }).first().click();
    await b.page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await b.page.getByText('The conversation could not be deleted').waitFor();
    await expect.poll(() => rows.count(), POLL).toBe(count);
    await b.context.close();
  });
});

/** A fresh member on the default site, signed up through the API the signup form uses, with `credits` added. */
async function newMember(name: string, credits: number): Promise<{ context: BrowserContext; page: Page; id: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
  const page = await context.newPage();
  await page.goto(site.url('localhost', '/'));
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  const status = await page.evaluate(
    async ({ address, memberName }) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-client-type': 'web' }, body: JSON.stringify(body) });
      const signup = await post('/api/signup.php', { email: address, name: memberName, password: 'velvet-harbour-9173', date_of_birth: '1990-04-02' });
      if (!signup.ok) return signup.status;
      return (await post('/api/complete-signup.php', { gender: 'man', seeking: 'woman', country: 'NL' })).status;
    },
    { address: email, memberName: name },
  );
  expect(status).toBe(200);
  const id = await userId(email);
  if (credits > 0) await grantCredits(id, credits, `member-${email}`);
  return { context, page, id };
}

describe('the conversation’s tools and refusals', () => {
  it('sends a gift, a photo and an icebreaker; blocks and unblocks from the top bar', async () => {
    const [aId, bId] = await Promise.all([userId(A_EMAIL), userId(B_EMAIL)]);
    const sam = await newMember('Sam', 100);
    const b = await member(B_EMAIL);
    await socketReady(bId);

    // An empty conversation offers the icebreakers; a picked line is sent as an ordinary message.
    await sam.page.goto(site.url('localhost', `/members/${aId}/chat`));
    await sam.page.getByRole('button', { name: 'Suggest an opening line' }).click();
    const lines = sam.page.getByRole('dialog', { name: 'Break the ice with Robin' });
    const first = lines.getByRole('button', { name: /^Send: / }).first();
    const line = ((await first.getAttribute('aria-label')) ?? '').replace(/^Send: /, '');
    await first.click();
    await expect.poll(() => lines.count(), POLL).toBe(0);
    await sam.page.waitForURL(/\/chats\/\d+$/);
    await sam.page.getByText(line).waitFor();

    // A gift, through the picker.
    await sam.page.getByRole('button', { name: /^Send a gift/ }).click();
    await sam.page.getByRole('dialog').getByRole('button', { name: /^Send Rose for/ }).click();
    await expect.poll(() => sam.page.getByRole('dialog').count(), POLL).toBe(0);
    await sam.page.locator('[role="log"]').getByText(/Rose/).first().waitFor();

    // A photo: picking it opens a preview with its price and charges nothing; Cancel sends nothing; Send sends it
    // once (shown at once, then the stored copy from the server) and charges the price shown.
    const costs = (await api<ChatResponse>(sam.page, `/api/chat.php?member=${aId}`)).pricing;
    const beforePhoto = (await me(sam.page)).credits;
    const photoPosts: string[] = [];
    sam.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/message-photo.php')) photoPosts.push(request.url());
    });
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer();
    const pick = () => sam.page.getByTestId('chat-photo-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await pick();
    const preview = sam.page.getByRole('dialog', { name: 'Send this photo to Robin?' });
    await preview.getByRole('img', { name: 'The photo you picked' }).waitFor();
    await preview.getByText(`Sending it costs ${costs.photo_credits} credits.`).waitFor();
    expect((await me(sam.page)).credits).toBe(beforePhoto);
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => preview.count(), POLL).toBe(0);
    expect(photoPosts).toEqual([]);
    expect((await api<ChatResponse>(sam.page, `/api/chat.php?member=${aId}`)).messages.map((message) => message.kind)).toEqual(['text', 'gift']);
    expect((await me(sam.page)).credits).toBe(beforePhoto);

    await pick();
    await preview.getByRole('button', { name: 'Send photo' }).click();
    await expect.poll(() => preview.count(), POLL).toBe(0);
    await sam.page.locator('[role="log"] img[src^="/media/chat/"]').first().waitFor();

    const conversation = await api<ChatResponse>(sam.page, `/api/chat.php?member=${aId}`);
    expect(conversation.messages.map((message) => message.kind)).toEqual(['text', 'gift', 'photo']);
    expect(photoPosts).toHaveLength(1);
    expect((await me(sam.page)).credits).toBe(beforePhoto - costs.photo_credits);
    // 100 added to what signup granted (the /pricing answer's signup_credits: at least a message in any country).
    const granted = (await api<{ signup_credits: number }>(sam.page, '/api/pricing.php')).signup_credits;
    expect((await me(sam.page)).credits).toBe(100 + granted - costs.message_credits - costs.gift_credits - costs.photo_credits);

    // Block from the top bar: the notice says why nothing can be sent; unblock brings the composer back.
    await sam.page.getByRole('button', { name: 'Conversation options' }).click();
    await sam.page.getByRole('menuitem', { name: 'Block' }).click();
    await sam.page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
    await sam.page.locator('[data-notice="blocked"]').waitFor();
    expect(await sam.page.getByRole('textbox', { name: 'Message to Robin' }).isDisabled()).toBe(true);
    await sam.page.locator('[data-notice="blocked"]').getByRole('button', { name: 'Unblock' }).click();
    await expect.poll(() => sam.page.locator('[data-notice="blocked"]').count(), POLL).toBe(0);
    expect(await sam.page.getByRole('textbox', { name: 'Message to Robin' }).isDisabled()).toBe(false);
    await shot(sam.page, 'tools-sam-1280');

    // A profile's gift button leads to `/members/{id}/chat?gift=1`: the conversation, with the gift picker open.
    await sam.page.goto(site.url('localhost', `/members/${aId}/chat?gift=1`));
    await sam.page.waitForURL(/\/chats\/\d+\?gift=1$/);
    await sam.page.getByRole('dialog', { name: 'Send Robin a gift' }).waitFor();

    // The free member's conversations: Alex (free) may write in at most 2; a third is refused with the reason.
    await grantCredits(bId, 50, 'free-limit');
    const suggestions = (await api<{ results: Array<{ id: number }> }>(b.page, '/api/match-finder.php')).results;
    const freeLeft = async () => (await api<{ pricing: ChatResponse['pricing'] }>(b.page, '/api/icebreakers.php')).pricing.free_conversations_left;
    let next = 0;
    while (((await freeLeft()) ?? 0) > 0) {
      const to = suggestions[next++]!.id;
      const status = await b.page.evaluate(
        async ({ member: target, key }) =>
          (
            await fetch('/api/message.php', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-client-type': 'web' },
              body: JSON.stringify({ member_id: target, kind: 'text', text: 'Hello', idempotency_key: key }),
            })
          ).status,
        { member: to, key: `free-limit-${to}` },
      );
      expect(status).toBe(200);
    }
    await b.page.goto(site.url('localhost', `/members/${suggestions[next]!.id}/chat`));
    await b.page.locator('[data-notice="free-limit"]').waitFor();
    await b.page.locator('[data-notice="free-limit"]').getByRole('link', { name: 'Get Premium' }).waitFor();
    await shot(b.page, 'free-limit-b-1280');

    await sam.context.close();
    await b.context.close();
  });

  it("a purchase begun from the chat's 'Buy credits' link returns to that conversation (SPEC §3 last opened chat)", async () => {
    const aId = await userId(A_EMAIL);
    const lou = await newMember('Lou', 0);
    // Credits for exactly one message (the signup credits pay for at least one): after it the conversation exists and
    // the balance is 0.
    const pricing = (await api<ChatResponse>(lou.page, `/api/chat.php?member=${aId}`)).pricing;
    const granted = (await me(lou.page)).credits;
    if (granted !== pricing.message_credits) await grantCredits(lou.id, pricing.message_credits - granted, `lou-${lou.id}`);
    const conversationId = await lou.page.evaluate(async (to) => {
      const response = await fetch('/api/message.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-type': 'web' },
        body: JSON.stringify({ member_id: to, kind: 'text', text: 'Hi Robin', idempotency_key: 'lou-first' }),
      });
      return ((await response.json()) as { message: { conversation_id: number } }).message.conversation_id;
    }, aId);
    await lou.page.goto(site.url('localhost', `/chats/${conversationId}`));
    const notice = lou.page.locator('[data-notice="insufficient-credits"]');
    await notice.getByRole('link', { name: 'Buy credits' }).click();
    await lou.page.waitForURL('**/credits');
    const packageLink = lou.page.locator('a[href^="/credits/"]').filter({ hasNotText: /saved card/i }).first();
    await packageLink.click();
    await lou.page.waitForURL(/\/credits\/\d+$/);
    await lou.page.getByRole('radio', { name: /iDEAL/ }).check({ force: true });
    await lou.page.waitForURL(/\/credits\/\d+\/ideal$/);
    await lou.page.getByRole('button', { name: /^Pay / }).click();
    await lou.page.waitForURL('**/sandbox/checkout/**');
    // The sandbox page is in the payer's language: its buttons are pressed by their stable action, not their text.
    await lou.page.locator('button[name="action"][value="pay"]').click();
    await lou.page.waitForURL('**/transactions/pay_*');
    await lou.page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
    const startChatting = lou.page.getByRole('link', { name: 'Start chatting' });
    await expect.poll(() => startChatting.getAttribute('href'), POLL).toBe(`/chats/${conversationId}`);
    await startChatting.click();
    await lou.page.waitForURL(`**/chats/${conversationId}`);
    await lou.page.getByRole('textbox', { name: 'Message to Robin' }).waitFor();
    expect(await lou.page.getByRole('textbox', { name: 'Message to Robin' }).isDisabled()).toBe(false);
    await lou.context.close();
  });

  it('with too few credits for a message, says so and leads to the credits page (SPEC §8)', async () => {
    const aId = await userId(A_EMAIL);
    const poor = await newMember('Kim', 0);
    // The signup credits pay for a first message (the signup promise); take them back to have too few.
    const granted = (await me(poor.page)).credits;
    if (granted > 0) await grantCredits(poor.id, -granted, `poor-${poor.id}`);
    await poor.page.goto(site.url('localhost', `/members/${aId}/chat`));
    const notice = poor.page.locator('[data-notice="insufficient-credits"]');
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe('/credits');
    expect(await poor.page.getByRole('textbox', { name: 'Message to Robin' }).isDisabled()).toBe(true);
    // The server refuses such a send too, and changes nothing.
    const before = (await me(poor.page)).credits;
    const refused = await poor.page.evaluate(async (to) => {
      const response = await fetch('/api/message.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-type': 'web' },
        body: JSON.stringify({ member_id: to, kind: 'text', text: 'Hi', idempotency_key: 'poor-member-1' }),
      });
      return response.status;
    }, aId);
    expect(refused).toBe(402);
    expect((await me(poor.page)).credits).toBe(before);
    await shot(poor.page, 'no-credits-1280');
    await poor.context.close();
  });
});

describe('chat and likes in another niche, on a phone and a desktop', () => {
  it('a new member on the bdsm site likes, writes, and sees the likes, the chat list and the conversation', async () => {
    const host = 'bdsm.localhost';
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } });
      await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
      const page = await context.newPage();
      await page.goto(site.url(host, '/'));
      const email = `niche-${width}-${Date.now()}@example.com`;
      // Signing up through the API the signup form uses (the forms have their own tests).
      const status = await page.evaluate(async (address) => {
        const post = (path: string, body: unknown) =>
          fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-client-type': 'web' }, body: JSON.stringify(body) });
        const signup = await post('/api/signup.php', { email: address, name: 'Sam', password: 'velvet-harbour-9173', date_of_birth: '1990-04-02' });
        if (!signup.ok) return signup.status;
        return (await post('/api/complete-signup.php', { gender: 'man', seeking: 'woman', country: 'NL' })).status;
      }, email);
      expect(status).toBe(200);
      const id = await userId(email);
      await grantCredits(id, 40, `niche-${width}`);
      const suggestions = await api<{ results: Array<{ id: number; name: string }> }>(page, '/api/match-finder.php');
      const other = suggestions.results[0];
      if (!other) throw new Error('the bdsm demo site suggests nobody');

      // Like from the match finder, then write from the member's chat page.
      await page.goto(site.url(host, '/match-finder'));
      await page.getByRole('button', { name: `Like ${suggestions.results[0]!.name}` }).click();
      await expect.poll(async () => (await api<{ profiles: Array<{ id: number }> }>(page, '/api/likes.php')).profiles.map((like) => like.id), POLL).toContain(other.id);
      await page.goto(site.url(host, `/members/${other.id}/chat`));
      const field = page.getByRole('textbox', { name: `Message to ${other.name}` });
      await field.fill('Hello from the other niche 👋');
      await field.press('Enter');
      await page.waitForURL(/\/chats\/\d+$/);
      await page.getByText('Hello from the other niche 👋').waitFor();
      await shot(page, `bdsm-conversation-${width}`);

      await page.goto(site.url(host, '/chats'));
      await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
      await page.getByText('You: Hello from the other niche 👋').waitFor();
      await shot(page, `bdsm-chats-${width}`);

      await page.goto(site.url(host, '/likes/mine'));
      await page.getByRole('tab', { name: 'My likes', selected: true }).or(page.getByRole('link', { name: 'My likes' })).first().waitFor();
      await page.locator(`a[href="/likes/m/${other.id}"]`).first().waitFor();
      await shot(page, `bdsm-likes-${width}`);
      await context.close();
    }
  });
});

describe('the XSS corpus in the conversation (SEC-13)', () => {
  const payloads = readFileSync(new URL('../fixtures/xss-payloads.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.replace(/\\n/g, '\n').replace(/\\r/g, '\r'));

  it('has at least 200 payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(200);
  });

  it('sends every payload as a message and renders them all as text, with no script run', async () => {
    const [aId, bId] = await Promise.all([userId(A_EMAIL), userId(B_EMAIL)]);
    await grantCredits(aId, 5_000, 'xss-a');
    await grantCredits(bId, 5_000, 'xss-b');
    const a = await member(A_EMAIL);
    const b = await member(B_EMAIL, 375);

    // Through the API, as the members' own pages send them, several at a time: half from each side of one
    // conversation, up to the per-member send limit of a minute (SEC-23). The rest are written with the chat's own
    // insert, so the run does not wait for the limit's window: what is checked below is how the page renders them.
    const send = (page: Page, memberId: number, texts: readonly { text: string; key: string }[]) =>
      page.evaluate(
        async ({ memberId: to, texts: items }) => {
          const one = async ({ text, key }: { text: string; key: string }) => {
            const response = await fetch('/api/message.php', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-client-type': 'web', accept: 'application/json' },
              body: JSON.stringify({ member_id: to, kind: 'text', text, idempotency_key: key }),
            });
            return { status: response.status, text, conversation: ((await response.json()) as { message?: { conversation_id: number } }).message?.conversation_id ?? 0 };
          };
          const answers: { status: number; text: string; conversation: number }[] = [];
          for (let start = 0; start < items.length; start += 8) answers.push(...(await Promise.all(items.slice(start, start + 8).map(one))));
          return answers;
        },
        { memberId, texts },
      );
    const perMember = CHAT_RATE_LIMITS.send.max - 5;
    const items = payloads.map((text, index) => ({ text, key: `xss-${index}-corpus`, fromA: index % 2 === 0 }));
    const fromA = items.filter((item) => item.fromA);
    const fromB = items.filter((item) => !item.fromA);
    const answers = (await Promise.all([send(a.page, bId, fromA.slice(0, perMember)), send(b.page, aId, fromB.slice(0, perMember))])).flat();
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const conversationId = answers[0]?.conversation ?? 0;
    expect(conversationId).toBeGreaterThan(0);
    const rest = [...fromA.slice(perMember), ...fromB.slice(perMember)];
    await site.server.db.transaction().execute(async (trx) => {
      for (const item of rest) {
        const row = await insertMessage(chatDb(trx), {
          conversation_id: conversationId,
          sender_id: item.fromA ? aId : bId,
          kind: 'text',
          text: item.text,
          gift: null,
          photo_key: null,
          photo_width: null,
          photo_height: null,
          client_key: item.key,
          cost: 0,
          created_at: new Date().toISOString(),
          read_at: null,
        });
        await recordDelivery(chatDb(trx), row, item.fromA ? bId : aId);
      }
    });

    for (const viewer of [b, a]) {
      await viewer.page.evaluate(() => {
        delete (window as { __xss?: unknown }).__xss;
      });
      await viewer.page.goto(site.url('localhost', `/chats/${conversationId}`));
      const log = viewer.page.getByRole('log');
      await log.waitFor();
      // Every page of older messages, so every payload is in the document.
      for (;;) {
        const older = viewer.page.getByRole('button', { name: 'Show older messages' });
        if ((await older.count()) === 0) break;
        await older.click();
        await viewer.page.getByRole('button', { name: 'Loading older messages…' }).waitFor({ state: 'detached' });
      }
      await expect.poll(() => log.locator('li').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(payloads.length);
      // Hover and focus over the bubbles, for handlers that need them; then give anything a moment to run.
      await log.hover();
      await viewer.page.keyboard.press('Tab');
      await viewer.page.waitForTimeout(1_000);

      const found = await viewer.page.evaluate(() => {
        const root = document.querySelector('[role="log"]');
        const elements = root ? Array.from(root.querySelectorAll('*')) : [];
        return {
          xss: (window as { __xss?: unknown }).__xss ?? null,
          scripts: root?.querySelectorAll('script, iframe, object, embed, svg script, form, base, meta, link, style').length ?? -1,
          handlers: elements.flatMap((element) => element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on'))),
          badLinks: elements
            .filter((element) => element.hasAttribute('href') || element.hasAttribute('src') || element.hasAttribute('xlink:href'))
            .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('xlink:href') ?? '')
            .filter((url) => !/^(https?:\/\/|\/|blob:)/i.test(url.trim())),
          text: root?.textContent ?? '',
        };
      });
      expect(found.xss).toBeNull();
      expect(found.scripts).toBe(0);
      expect(found.handlers).toEqual([]);
      expect(found.badLinks).toEqual([]);
      // Rendered as text: the markup is on the screen as typed.
      expect(found.text).toContain('<script>window.__xss=1</script>');
      expect(found.text).toContain('<img src=x onerror=window.__xss=1>');
      expect(found.text).toContain('javascript:window.__xss=1');
      await shot(viewer.page, viewer === a ? 'xss-a-1280' : 'xss-b-375');
    }
    expect(a.dialogs).toEqual([]);
    expect(b.dialogs).toEqual([]);
    await a.context.close();
    await b.context.close();
  }, 240_000);
});
