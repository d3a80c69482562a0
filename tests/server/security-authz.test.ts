import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE_REASONS } from '../../contract/accounts';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { hashPassword } from '../../server/accounts/passwords';
import { setBalance } from './credits-support';
import { DATABASES, spaHeaders, useServer, type ServerHandle } from './harness';
import { createMember, sampleJpeg, sessionOf, upload, type TestMember } from './members-support';
import { nextFuzzIp } from './security-support/fuzz';

/**
 * SEC-14: who may call which member endpoint. One table: a row per call, a column per identity, the expected answer
 * in each cell. The target member T owns a conversation with the free and premium members; the "blocked" member was
 * blocked by T. Deleted, banned and other-site members still hold a session cookie: the server must treat them as
 * visitors (sessions are bound to their site and to active accounts). No cell may give an unexpected 2xx.
 */

const IDENTITIES = ['visitor', 'free', 'premium', 'blocked', 'deleted', 'banned', 'otherSite'] as const;
type Identity = (typeof IDENTITIES)[number];

/** An expected answer: a status, optionally with the error code. */
type Expect = number | `${number} ${string}`;

const OK = 200;
const AUTH: Expect = '403 authentication_required';
const NOT_FOUND: Expect = '404 not_found';
const FORBIDDEN: Expect = '403 forbidden';

const PASSWORD = 'velvet-harbour-lantern-42!';
const WRONG_PASSWORD = 'not-the-password-at-all-9';

interface Context {
  readonly target: TestMember;
  /** T's private photo. */
  readonly targetPhoto: number;
  /** T's first public photo (the main photo) and a second public one. */
  readonly targetMain: number;
  readonly targetSecond: number;
}

interface Row {
  readonly call: string;
  readonly request: (ctx: Context) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };
  readonly expect: Readonly<Record<Identity, Expect>>;
}

/** Own data: members get `member`, every identity without a valid session gets authentication_required. */
function own(member: Expect, blocked: Expect = member): Readonly<Record<Identity, Expect>> {
  return { visitor: AUTH, free: member, premium: member, blocked, deleted: AUTH, banned: AUTH, otherSite: AUTH };
}

/** Staff routes: nobody in the table is staff. */
function staffOnly(): Readonly<Record<Identity, Expect>> {
  const no: Expect = '401 staff_authentication_required';
  return { visitor: no, free: no, premium: no, blocked: no, deleted: no, banned: no, otherSite: no };
}

const get = (url: string) => () => ({ method: 'GET' as const, url });

// prettier-ignore
const TABLE: readonly Row[] = [
  // Own account
  { call: 'GET user',                  request: get('/api/user.php'), expect: own(OK) },
  { call: 'PUT user language',         request: () => ({ method: 'PUT', url: '/api/user.php', payload: { language: 'en' } }), expect: own(OK) },
  { call: 'POST password (wrong)',     request: () => ({ method: 'POST', url: '/api/password.php', payload: { current_password: WRONG_PASSWORD, password: 'quiet-meadow-copper-kettle-7', password_confirm: 'quiet-meadow-copper-kettle-7' } }), expect: own('403 reauth_failed') },
  { call: 'POST mail-change (wrong)',  request: () => ({ method: 'POST', url: '/api/mail-change.php', payload: { password: WRONG_PASSWORD, new_email: 'new.address@example.com' } }), expect: own('403 reauth_failed') },
  { call: 'POST account-delete (wrong)', request: () => ({ method: 'POST', url: '/api/account-delete.php', payload: { password: WRONG_PASSWORD, reason: DELETE_REASONS[0] } }), expect: own('403 reauth_failed') },
  { call: 'GET notifications',         request: get('/api/notifications.php'), expect: own(OK) },
  { call: 'PUT notifications',         request: () => ({ method: 'PUT', url: '/api/notifications.php', payload: { all_disabled: false } }), expect: own(OK) },
  // Own profile, photos, blocks
  { call: 'GET own profile',           request: get('/api/profile.php'), expect: own(OK) },
  { call: 'PUT own profile',           request: () => ({ method: 'PUT', url: '/api/profile.php', payload: { about: 'Hello there, this is me.' } }), expect: own(OK) },
  { call: 'GET own photos',            request: get('/api/photos.php'), expect: own(OK) },
  { call: "DELETE T's photo",          request: (ctx) => ({ method: 'DELETE', url: `/api/photos.php?id=${ctx.targetPhoto}` }), expect: own(NOT_FOUND) },
  { call: 'GET blocks',                request: get('/api/blocks.php'), expect: own(OK) },
  // Credits and payments
  { call: 'GET transactions',          request: get('/api/transactions.php'), expect: own(OK) },
  { call: 'GET saved methods',         request: get('/api/saved-methods.php'), expect: own(OK) },
  { call: 'GET payment of nobody',     request: get('/api/payment.php?id=pay_0000000000000000000000'), expect: own(NOT_FOUND) },
  // Likes and chat
  { call: 'GET likes',                 request: get('/api/likes.php'), expect: own(OK) },
  { call: 'GET match finder',          request: get('/api/match-finder.php'), expect: own(OK) },
  { call: 'GET swipe',                 request: get('/api/swipe.php'), expect: own(OK) },
  { call: 'GET chats',                 request: get('/api/chats.php'), expect: own(OK) },
  // Another member: T
  { call: "GET T's profile",           request: (ctx) => get(`/api/profile.php?id=${ctx.target.id}`)(), expect: { visitor: OK, free: OK, premium: OK, blocked: NOT_FOUND, deleted: OK, banned: OK, otherSite: OK } },
  // SEC-15: a private photo's full and thumbnail files only for premium members; its blurred copy (no detail) for
  // anyone who may see the profile, which is what the gallery shows non-premium viewers behind the lock.
  { call: "GET T's private photo",     request: (ctx) => get(`/media/photos/${ctx.targetPhoto}/full`)(), expect: { visitor: FORBIDDEN, free: FORBIDDEN, premium: OK, blocked: NOT_FOUND, deleted: FORBIDDEN, banned: FORBIDDEN, otherSite: FORBIDDEN } },
  { call: "GET T's private thumbnail", request: (ctx) => get(`/media/photos/${ctx.targetPhoto}/thumb`)(), expect: { visitor: FORBIDDEN, free: FORBIDDEN, premium: OK, blocked: NOT_FOUND, deleted: FORBIDDEN, banned: FORBIDDEN, otherSite: FORBIDDEN } },
  { call: "GET T's private, blurred",  request: (ctx) => get(`/media/photos/${ctx.targetPhoto}/blurred`)(), expect: { visitor: OK, free: OK, premium: OK, blocked: NOT_FOUND, deleted: OK, banned: OK, otherSite: OK } },
  // SPEC §6: visitors see the main photo, further public photos need a login.
  { call: "GET T's main photo",        request: (ctx) => get(`/media/photos/${ctx.targetMain}/full`)(), expect: { visitor: OK, free: OK, premium: OK, blocked: NOT_FOUND, deleted: OK, banned: OK, otherSite: OK } },
  { call: "GET T's second photo",      request: (ctx) => get(`/media/photos/${ctx.targetSecond}/full`)(), expect: { visitor: AUTH, free: OK, premium: OK, blocked: NOT_FOUND, deleted: AUTH, banned: AUTH, otherSite: AUTH } },
  { call: 'like T',                    request: (ctx) => ({ method: 'POST', url: '/api/like.php', payload: { id: ctx.target.id } }), expect: own(OK, NOT_FOUND) },
  { call: 'chat with T',               request: (ctx) => get(`/api/chat.php?member=${ctx.target.id}`)(), expect: own(OK, NOT_FOUND) },
  { call: 'message T',                 request: (ctx) => ({ method: 'POST', url: '/api/message.php', payload: { kind: 'text', member_id: ctx.target.id, text: 'Hello T', idempotency_key: `authz-${Math.random().toString(36).slice(2, 12)}` } }), expect: own(OK, NOT_FOUND) },
  // The back office: a member session never grants staff rights (contract/staff.ts).
  { call: 'GET staff me',              request: get('/api/staff/me'), expect: staffOnly() },
  { call: 'GET staff accounts',        request: get('/api/staff/accounts'), expect: staffOnly() },
  { call: 'GET staff sites',           request: get('/api/staff/sites'), expect: staffOnly() },
  { call: 'GET moderation photos',     request: get('/api/staff/moderation/photos'), expect: staffOnly() },
  { call: 'GET operator inbox',        request: get('/api/staff/operators/inbox'), expect: staffOnly() },
  { call: 'block T',                   request: (ctx) => ({ method: 'POST', url: '/api/block.php', payload: { id: ctx.target.id } }), expect: own(OK) },
];

function describeAnswer(response: LightMyRequestResponse): string {
  let code = '';
  try {
    code = (response.json() as { error?: string }).error ?? '';
  } catch {
    // not JSON (an image)
  }
  return code ? `${response.statusCode} ${code}` : String(response.statusCode);
}

function matches(expected: Expect, response: LightMyRequestResponse): boolean {
  if (typeof expected === 'number') return response.statusCode === expected;
  return describeAnswer(response) === expected;
}

/**
 * T's photos, uploaded through the API (re-encoded, with their blurred copies) and then approved as a moderator would
 * (new photos wait for moderation; only active photos are shown to others): a public main photo (members without one
 * are not listed, and their photos answer 404 to everyone), a second public photo and a private one.
 */
async function photosOf(server: ServerHandle, member: TestMember): Promise<Omit<Context, 'target'>> {
  const session = await sessionOf(server, member);
  const ids: number[] = [];
  for (const [visibility, colour] of [['public', { r: 200, g: 80, b: 120 }], ['public', { r: 90, g: 90, b: 200 }], ['private', { r: 20, g: 160, b: 90 }]] as const) {
    const uploaded = await upload(server, session, await sampleJpeg(640, 480, colour), { visibility });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    ids.push((uploaded.json() as { photo: { id: number } }).photo.id);
  }
  await server.app.db.updateTable('photos').set({ status: 'active' }).where('user_id', '=', member.id).execute();
  const [targetMain, targetSecond, targetPhoto] = ids as [number, number, number];
  return { targetMain, targetSecond, targetPhoto };
}

describe.each(DATABASES)('role × endpoint authorisation on %s', (kind) => {
  const server = useServer(kind);
  const sessions = new Map<Identity, string>();
  let ctx: Context;

  beforeAll(async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const target = await createMember(server, { name: 'Target T', gender: 'woman', seeking: 'man' });
    ctx = { target, ...(await photosOf(server, target)) };
    const members: Partial<Record<Identity, TestMember>> = {
      free: await createMember(server, { name: 'Free F', gender: 'man', seeking: 'woman' }),
      premium: await createMember(server, { name: 'Premium P', gender: 'man', seeking: 'woman', premium: true }),
      blocked: await createMember(server, { name: 'Blocked B', gender: 'man', seeking: 'woman' }),
      deleted: await createMember(server, { name: 'Deleted D', gender: 'man', seeking: 'woman' }),
      banned: await createMember(server, { name: 'Banned X', gender: 'man', seeking: 'woman' }),
      otherSite: await createMember(server, { name: 'Other O', gender: 'man', seeking: 'woman', host: 'bdsm.localhost' }),
    };
    for (const [identity, member] of Object.entries(members) as [Identity, TestMember][]) {
      await server.app.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', member.id).execute();
      await setBalance(server, member.id, 500);
      sessions.set(identity, await sessionOf(server, member));
    }
    await server.app.db.insertInto('blocks').values({ blocker_id: target.id, blocked_id: (members.blocked as TestMember).id, created_at: new Date().toISOString() }).execute();
    // The session rows stay: the status is the second lock (deletion and bans also delete sessions).
    await server.app.db.updateTable('users').set({ status: 'deleted' }).where('id', '=', (members.deleted as TestMember).id).execute();
    await server.app.db.updateTable('users').set({ status: 'banned' }).where('id', '=', (members.banned as TestMember).id).execute();
  });

  async function call(identity: Identity, row: Row): Promise<LightMyRequestResponse> {
    const { method, url, payload } = row.request(ctx);
    const session = sessions.get(identity);
    return server.app.inject({
      method,
      url,
      headers: { ...spaHeaders(), ...(session ? { cookie: `${AUTH_COOKIE_NAME}=${session}` } : {}) },
      remoteAddress: nextFuzzIp(),
      ...(payload ? { payload } : {}),
    });
  }

  it.each(IDENTITIES)('answers %s as the table says, with no unexpected 2xx', async (identity) => {
    const wrong: string[] = [];
    for (const row of TABLE) {
      const response = await call(identity, row);
      const expected = row.expect[identity];
      if (!matches(expected, response)) wrong.push(`${row.call}: expected ${expected}, got ${describeAnswer(response)} ${response.body.slice(0, 160)}`);
      const expectedOk = typeof expected === 'number' ? expected < 300 : Number(expected.split(' ')[0]) < 300;
      if (!expectedOk) expect(response.statusCode, `${row.call} as ${identity}: unexpected 2xx`).not.toBeLessThan(300);
    }
    expect(wrong).toEqual([]);
  });

  it('hands non-premium viewers only the blurred copy of a private photo, never its pixels', async () => {
    const fetch = (identity: Identity, url: string) =>
      server.app.inject({ url, headers: { ...spaHeaders(), cookie: `${AUTH_COOKIE_NAME}=${sessions.get(identity) ?? ''}` }, remoteAddress: nextFuzzIp() });
    const photoOf = async (identity: Identity) => {
      const response = await fetch(identity, `/api/profile.php?id=${ctx.target.id}`);
      expect(response.statusCode, response.body).toBe(200);
      const { photos } = (response.json() as { profile: { photos: { id: number; thumb: string; full: string; locked: boolean }[] } }).profile;
      const photo = photos.find((p) => p.id === ctx.targetPhoto);
      if (!photo) throw new Error(`the private photo is not on the profile seen by ${identity}`);
      return photo;
    };
    const locked = await photoOf('free');
    expect(locked.locked).toBe(true);
    expect([locked.thumb, locked.full].every((url) => url.endsWith('/blurred'))).toBe(true);
    const open = await photoOf('premium');
    expect(open.locked).toBe(false);
    expect(open.full).toMatch(/\/full$/);

    const blurred = await fetch('free', locked.full);
    const full = await fetch('premium', open.full);
    expect(blurred.statusCode).toBe(200);
    expect(full.statusCode).toBe(200);
    expect(blurred.headers['content-type']).toBe('image/jpeg');
    expect(blurred.rawPayload.equals(full.rawPayload)).toBe(false);
    // The blurred copy is drawn from a 24 px source: far fewer distinct pixels than the photo.
    const distinct = async (jpeg: Buffer) => {
      const { data } = await sharp(jpeg).resize(64, 64, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
      let edges = 0;
      for (let i = 3; i < data.length; i += 3) if (Math.abs((data[i] ?? 0) - (data[i - 3] ?? 0)) > 24) edges += 1;
      return edges;
    };
    expect(await distinct(blurred.rawPayload)).toBeLessThan(await distinct(full.rawPayload));
  });

  it('refuses logins of deleted and banned accounts with their own codes, and on another site', async () => {
    const login = (email: string, host = 'localhost:3000') =>
      server.app.inject({ method: 'POST', url: '/api/user.php', headers: spaHeaders(host), remoteAddress: nextFuzzIp(), payload: { email, password: PASSWORD } });
    const emailOf = async (name: string) =>
      (await server.app.db.selectFrom('users').innerJoin('profiles', 'profiles.user_id', 'users.id').select('users.email').where('profiles.name', '=', name).executeTakeFirstOrThrow()).email;
    expect(describeAnswer(await login(await emailOf('Banned X')))).toBe('403 account_banned');
    expect(describeAnswer(await login(await emailOf('Deleted D')))).toBe('403 account_deleted');
    // An account belongs to the site it signed up on: the same address and password fail on another site.
    expect(describeAnswer(await login(await emailOf('Free F'), 'bdsm.localhost:3000'))).toBe('401 login_failed');
    expect(describeAnswer(await login(await emailOf('Other O'), 'bdsm.localhost:3000'))).toBe('200');
  });
});
