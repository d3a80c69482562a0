import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { photoUploadResponseSchema } from '../../contract/members';
import { startSession } from '../../server/sessions/service';
import { createMember } from '../server/members-support';
import type { ServerHandle } from '../server/harness';
import { type Site, launchBrowser, startSite } from './harness';

// Profile settings in real Chromium against the real server (SPEC §2 /profile, §4, §5): the name rules, photo upload,
// main photo, delete and the free limit, the geolocation button, invisible mode and the profile-photo alert.
// Uploads start pending here (PHOTO_AUTO_APPROVE=0, as on a moderated production site), so the pending mark shows.
const DEMO_PASSWORD = 'flirtlane-demo-2025';
const FREE_MEMBER = 'free@demo.localhost';
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'e2e-profile-shots');

let site: Site;
let browser: Browser;
const autoApproveBefore = process.env.PHOTO_AUTO_APPROVE;

beforeAll(async () => {
  process.env.PHOTO_AUTO_APPROVE = '0';
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (autoApproveBefore === undefined) delete process.env.PHOTO_AUTO_APPROVE;
  else process.env.PHOTO_AUTO_APPROVE = autoApproveBefore;
});

async function newContext(width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } });
  // The adult-content entry warning is covered by the site tests; here it would only stand in front of the page.
  await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
  return context;
}

async function login(page: Page, email: string, password: string) {
  await page.goto(site.url('localhost', '/login'));
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
}

/** A real picture, made by sharp: a gradient-free block with a circle, as PNG or JPEG. */
async function picture(format: 'png' | 'jpeg', colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600"><rect width="480" height="600" fill="${colour}"/><circle cx="240" cy="260" r="150" fill="#ffffff" opacity="0.7"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

function isUpload(response: Response): boolean {
  return response.url().endsWith('/api/photos.php') && response.request().method() === 'POST';
}

/** Chooses a file in the (visually hidden) file input and waits for the server's answer to the upload. */
async function upload(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<Response> {
  const answer = page.waitForResponse(isUpload);
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  return answer;
}

async function uploadedId(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<number> {
  const response = await upload(page, name, mimeType, buffer);
  expect(response.status()).toBe(200);
  return photoUploadResponseSchema.parse(await response.json()).photo.id;
}

async function navAvatarSrc(page: Page): Promise<string | null> {
  const image = page.getByRole('button', { name: /^Account menu for/ }).locator('img');
  return (await image.count()) > 0 ? image.getAttribute('src') : null;
}

async function openProfileSettings(page: Page, host = 'localhost') {
  await page.goto(site.url(host, '/profile'));
  await page.getByRole('heading', { name: 'My profile', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: /^Profile name/ }).waitFor();
}

async function noHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('profile settings in the browser', () => {
  it('edits the name, uploads, sets the main photo, deletes, reaches the free limit, and the alert follows', async () => {
    const context = await newContext(1280);
    const page = await context.newPage();
    const puts: string[] = [];
    page.on('request', (request) => request.method() === 'PUT' && request.url().endsWith('/api/profile.php') && puts.push(request.postData() ?? ''));
    await login(page, FREE_MEMBER, DEMO_PASSWORD);

    // SPEC §4: the demo free member has no photo, so the profile-photo alert shows in the members area …
    await page.goto(site.url('localhost', '/members'));
    const alert = page.locator('[data-profile-photo-alert]');
    await alert.waitFor();
    await expect(alert.getByText('Add a profile photo').count()).resolves.toBe(1);
    await page.screenshot({ path: join(SHOTS, 'members-niche1-1280-photo-alert.png') });
    // … but not on the profile settings themselves.
    await openProfileSettings(page);
    await expect(alert.count()).resolves.toBe(0);
    await page.screenshot({ path: join(SHOTS, 'profile-niche1-1280-empty.png'), fullPage: true });

    // SPEC §5 name rules, checked before anything is sent, with the translated messages.
    const name = page.getByRole('textbox', { name: /^Profile name/ });
    const save = page.getByRole('button', { name: 'Save profile' });
    await name.fill('@alex');
    await save.click();
    await page.getByText('Your profile name cannot start with @.').waitFor();
    await name.fill(FREE_MEMBER.toUpperCase());
    await save.click();
    await page.getByText('Your profile name must be different from your email address.').waitFor();
    expect(puts).toEqual([]);
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');

    await name.fill('Alex van Dam');
    await save.click();
    await page.getByText('Your profile has been saved.').waitFor();
    expect(JSON.parse(puts[0] ?? '{}')).toMatchObject({ name: 'Alex van Dam' });
    // The navigation follows at once (the viewer is read again).
    await page.getByRole('button', { name: 'Account menu for Alex van Dam' }).waitFor();
    expect(await navAvatarSrc(page)).toBeNull();

    // Upload a real PNG: listed at once, marked pending (moderation), counted against the free quota.
    const first = await uploadedId(page, 'holiday.png', 'image/png', await picture('png', '#d94f70'));
    const firstTile = page.getByRole('group', { name: 'Photo 1 of 1' });
    await firstTile.waitFor();
    await page.getByText('Awaiting review').waitFor();
    await page.getByText(/^1 of 3 photos/).waitFor();
    // The owner's main image (pending included) is now the avatar.
    await expect.poll(() => navAvatarSrc(page)).toBe(`/media/photos/${first}/thumb`);

    // A second one, a JPEG, then make it the main photo: it moves to the front and becomes the avatar.
    const second = await uploadedId(page, 'portrait.jpg', 'image/jpeg', await picture('jpeg', '#3a6ea5'));
    await page.getByRole('group', { name: 'Photo 2 of 2' }).waitFor();
    await page.getByRole('group', { name: 'Photo 2 of 2' }).getByRole('button', { name: 'Make main photo' }).click();
    await expect.poll(() => navAvatarSrc(page)).toBe(`/media/photos/${second}/thumb`);
    await expect(page.getByRole('group', { name: 'Photo 1 of 2' }).getByRole('button', { name: 'This is your main photo' }).isDisabled()).resolves.toBe(true);
    const own = await page.evaluate(async () => {
      const response = await fetch('/api/profile.php', { headers: { 'x-client-type': 'web' } });
      return (await response.json()) as { profile: { main_image: { thumb_filename: string } | null; photos: Array<{ id: number; status: string }> } };
    });
    expect(own.profile.main_image?.thumb_filename).toBe(`/media/photos/${second}/thumb`);
    expect(own.profile.photos.map((photo) => [photo.id, photo.status])).toEqual([
      [second, 'pending'],
      [first, 'pending'],
    ]);
    // The photo really is served to its owner.
    const avatar = page.getByRole('button', { name: /^Account menu for/ }).locator('img');
    await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // Delete the first (now second) photo after confirming.
    await page.getByRole('group', { name: 'Photo 2 of 2' }).getByRole('button', { name: 'Delete photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this photo?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('group', { name: 'Photo 1 of 1' }).waitFor();
    await page.getByText(/^1 of 3 photos/).waitFor();
    expect(await navAvatarSrc(page)).toBe(`/media/photos/${second}/thumb`);

    // Another tab still shows two photos when this one fills the quota …
    await uploadedId(page, 'three.png', 'image/png', await picture('png', '#4caf50'));
    const other = await context.newPage();
    await openProfileSettings(other);
    await other.getByRole('group', { name: 'Photo 2 of 2' }).waitFor();
    await uploadedId(page, 'four.png', 'image/png', await picture('png', '#ff9800'));
    await page.getByRole('group', { name: 'Photo 3 of 3' }).waitFor();
    // … here: the limit, no upload button, and the way to premium.
    await page.getByText('You have reached the limit of 3 photos. Premium members can upload up to 25.').waitFor();
    await expect(page.getByRole('button', { name: 'Add a photo' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Get premium' }).count()).resolves.toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'profile-niche1-1280-limit.png'), fullPage: true });

    // … there: the server refuses the fourth (409 photo_limit) with its translated message, and the list catches up.
    await other.getByRole('button', { name: 'Add a photo' }).waitFor();
    const refused = await upload(other, 'five.png', 'image/png', await picture('png', '#9c27b0'));
    expect(refused.status()).toBe(409);
    await other.getByText('Free members can upload up to 3 photos. Go premium to add more.').waitFor();
    await other.getByRole('group', { name: 'Photo 3 of 3' }).waitFor();
    await other.getByText('You have reached the limit of 3 photos. Premium members can upload up to 25.').waitFor();

    // With a photo, the alert stays away in the members area too.
    await page.goto(site.url('localhost', '/members'));
    await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
    await expect(page.locator('[data-profile-photo-alert]').count()).resolves.toBe(0);
    await context.close();
  });

  it('fills the location from the browser position (cached for an hour), says when no city is near, and keeps invisible mode', async () => {
    const context = await newContext(1280);
    await context.grantPermissions(['geolocation'], { origin: site.url('localhost', '') });
    await context.setGeolocation({ latitude: 51.9225, longitude: 4.47917 });
    const page = await context.newPage();
    const geocodeCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/geocode.php') && geocodeCalls.push(new URL(request.url()).search));
    await login(page, 'premium@demo.localhost', DEMO_PASSWORD);
    await openProfileSettings(page);

    const city = page.getByRole('textbox', { name: 'City' });
    await expect(city.inputValue()).resolves.toBe('Utrecht');
    // The browser's own permission state is shown (granted here), then the position becomes a city.
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByText(/^Location found: Rotterdam/).waitFor();
    await expect(city.inputValue()).resolves.toBe('Rotterdam');
    await expect(page.locator('select[name="region"]').inputValue()).resolves.toBe('NL-ZH');
    // Only a coarse position is sent and kept (two decimals), with the time it was taken.
    expect(geocodeCalls).toEqual(['?lat=51.92&lon=4.48']);
    const cached = await page.evaluate(() => JSON.parse(window.localStorage.getItem('geolocation-position') ?? 'null') as { lat: number; lon: number; timestamp: number });
    expect(cached).toMatchObject({ lat: 51.92, lon: 4.48 });
    expect(Math.abs(cached.timestamp - Date.now())).toBeLessThan(60_000);

    // Within the hour the cached position is used, even when the device has moved.
    await context.setGeolocation({ latitude: 0, longitude: -30 });
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => geocodeCalls.length).toBe(2);
    expect(geocodeCalls[1]).toBe('?lat=51.92&lon=4.48');
    await page.getByText(/^Location found: Rotterdam/).waitFor();

    // An hour later (an old entry) the browser is asked again: in the middle of the ocean no city is near.
    await page.evaluate(() => {
      const entry = JSON.parse(window.localStorage.getItem('geolocation-position') ?? '{}') as Record<string, number>;
      window.localStorage.setItem('geolocation-position', JSON.stringify({ ...entry, timestamp: Date.now() - 61 * 60 * 1000 }));
    });
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByText('We could not find a city near you. Choose your location below.').waitFor();
    expect(geocodeCalls[2]).toBe('?lat=0&lon=-30');
    await expect(city.inputValue()).resolves.toBe('Rotterdam');

    // Save the location; an unsaved edit survives switching invisible mode on (which saves at once).
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile has been saved.').waitFor();
    const about = page.getByRole('textbox', { name: /^About me/ });
    await about.fill('Draft text that is not saved yet');
    const invisible = page.getByRole('switch', { name: 'Invisible mode' }).or(page.getByRole('checkbox', { name: 'Invisible mode' }));
    await invisible.click();
    await expect.poll(() => invisible.isChecked()).toBe(true);
    await expect(about.inputValue()).resolves.toBe('Draft text that is not saved yet');
    await page.reload();
    await page.getByRole('textbox', { name: /^Profile name/ }).waitFor();
    await expect(page.getByRole('switch', { name: 'Invisible mode' }).or(page.getByRole('checkbox', { name: 'Invisible mode' })).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('textbox', { name: 'City' }).inputValue()).resolves.toBe('Rotterdam');
    await context.close();
  });

  it('says when the browser has location access blocked', async () => {
    const context = await newContext(1280);
    const page = await context.newPage();
    await login(page, FREE_MEMBER, DEMO_PASSWORD);
    await openProfileSettings(page);
    // Not granted: headless Chromium refuses the request, which is the browser's "denied".
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByText(/Location access is blocked/).waitFor();
    await expect(page.getByRole('button', { name: 'Use my location' }).isDisabled()).resolves.toBe(true);
    await context.close();
  });

  it.each([
    ['localhost', 'niche1'],
    ['bdsm.localhost', 'niche3'],
  ])('lays out on %s at 375 and 1280 px (screenshots)', async (host, label) => {
    const handle = { app: site.server } as unknown as ServerHandle;
    const member = await createMember(handle, { host, name: 'Screenshot Member', city: 'Haarlem', region: 'NL-NH', interests: ['music', 'wine'] });
    const { token } = await startSession(site.server.db, { userId: member.id, siteId: member.siteId, now: new Date(), userAgent: 'e2e' });
    for (const width of [375, 1280]) {
      const context = await newContext(width);
      await context.addCookies([{ name: AUTH_COOKIE_NAME, value: token, url: site.url(host, '/') }]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await openProfileSettings(page, host);
      await page.getByText('0 of 3 photos', { exact: false }).waitFor();
      await page.screenshot({ path: join(SHOTS, `profile-${label}-${width}.png`), fullPage: true });
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('dismisses the profile-photo alert for good, stored as a unix-second timestamp', async () => {
    const handle = { app: site.server } as unknown as ServerHandle;
    const member = await createMember(handle, { name: 'No Photo Yet' });
    const { token } = await startSession(site.server.db, { userId: member.id, siteId: member.siteId, now: new Date(), userAgent: 'e2e' });
    const context = await newContext(375);
    await context.addCookies([{ name: AUTH_COOKIE_NAME, value: token, url: site.url('localhost', '/') }]);
    const page = await context.newPage();
    await page.goto(site.url('localhost', '/pricing'));
    const alert = page.locator('[data-profile-photo-alert]');
    await alert.waitFor();
    await page.screenshot({ path: join(SHOTS, 'pricing-niche1-375-photo-alert.png') });
    const before = Math.floor(Date.now() / 1000);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert.count()).resolves.toBe(0);
    const stored = Number(await page.evaluate(() => window.localStorage.getItem('hide-enrich-alert')));
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(stored).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    await page.goto(site.url('localhost', '/members'));
    await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
    await expect(page.locator('[data-profile-photo-alert]').count()).resolves.toBe(0);
    await context.close();
  });
});
