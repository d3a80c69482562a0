import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatResponseSchema, chatsResponseSchema } from '../../contract/chat';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { userResponseSchema } from '../../contract/entities';
import { autoLikeResponseSchema, likesResponseSchema, matchFinderResponseSchema, swipeStateResponseSchema } from '../../contract/likes';
import { photoUploadResponseSchema, profileResponseSchema, searchResponseSchema, signupMatchesResponseSchema } from '../../contract/members';
import { staffSiteResponseSchema, type MemberPool } from '../../contract/backoffice';
import { photoUrl } from '../../server/media/photos';
import { auditRows, staffCall, staffWithSession } from './backoffice-sites-support';
import { chatMember, key, type ChatMember } from './chat-support';
import { DATABASES, spaHeaders, useServer } from './harness';
import { api, errorOf, multipartBody, sampleJpeg, siteIdOf, type MemberOptions } from './members-support';

/**
 * The member pool per site (issue 16 item 5, SEC-29; server/members/pool.ts): for every member-facing endpoint and
 * both settings of a site, whether a member of another site is visible and reachable. Site A is `localhost`, site B a
 * second general site; each test builds its own members in a country of its own, so searches see only them.
 *
 * With `network` (today's behaviour, the default) members of A and B meet; with `site` on A they do not, either way
 * round, and a member of the other site is answered exactly like a missing one (404 `not_found`, same body). A member
 * of the same site is always reachable (the control that keeps the `site` cases from passing by finding nobody).
 * On code without the setting every `site` case fails: the other site's member is found.
 */

const HOST_B = 'pool-b.localhost';
const POOLS: readonly MemberPool[] = ['network', 'site'];

/** Countries of their own per test (user-assigned codes no site serves), so a search with `country=` sees only them. */
let countryIndex = 0;
function nextCountry(): string {
  const code = `X${String.fromCharCode(65 + (countryIndex % 26))}`;
  countryIndex += 1;
  return code;
}

interface World {
  readonly country: string;
  /** A man on site A: the viewer. */
  readonly a1: ChatMember;
  /** A woman on site A: always in a1's pool. */
  readonly a2: ChatMember;
  /** A woman on site B: in a1's pool only when both sites are in the network. */
  readonly b1: ChatMember;
  /** A man on site B. */
  readonly b2: ChatMember;
}

describe.each(DATABASES)('member pool on %s', (kind) => {
  const server = useServer(kind, { SITE_CACHE_TTL_MS: '0' });
  const call = api(server);
  let siteA = 0;
  let siteB = 0;

  beforeAll(async () => {
    const db = server.app.db;
    const template = await db.selectFrom('sites').selectAll().where('domain', '=', 'localhost').executeTakeFirstOrThrow();
    const { id: _id, ...fields } = template;
    await db.insertInto('sites').values({ ...fields, domain: HOST_B, name: 'Pool B' }).execute();
    server.app.sites.invalidate();
    siteA = await siteIdOf(server, 'localhost');
    siteB = await siteIdOf(server, HOST_B);
    expect(siteB).not.toBe(siteA);
  });

  async function setPool(siteId: number, pool: MemberPool): Promise<void> {
    await server.app.db.updateTable('sites').set({ member_pool: pool }).where('id', '=', siteId).execute();
    server.app.sites.invalidate();
  }

  const hostOf = (member: ChatMember) => (member.siteId === siteB ? `${HOST_B}:3000` : 'localhost:3000');

  function as(member: ChatMember) {
    const options = { session: member.session, host: hostOf(member) };
    return {
      get: (url: string) => call.get(url, options),
      post: (url: string, body: unknown) => call.post(url, body, options),
    };
  }

  /** Fresh members in a country of their own, most recently active first, with a balance for the chat. */
  async function world(poolOfA: MemberPool, poolOfB: MemberPool = 'network'): Promise<World> {
    await setPool(siteA, poolOfA);
    await setPool(siteB, poolOfB);
    const country = nextCountry();
    const base = Date.now();
    const make = (host: string, options: MemberOptions, offset: number) =>
      chatMember(server, { host, country, credits: 500, premium: true, lastActiveAt: new Date(base - offset).toISOString(), ...options });
    return {
      country,
      a1: await make('localhost', { gender: 'man', seeking: 'woman', name: 'Aaron' }, 4000),
      a2: await make('localhost', { gender: 'woman', seeking: 'man', name: 'Anna' }, 1000),
      b1: await make(HOST_B, { gender: 'woman', seeking: 'man', name: 'Bea' }, 2000),
      b2: await make(HOST_B, { gender: 'man', seeking: 'woman', name: 'Bob' }, 3000),
    };
  }

  /** The answer for a member id that does not exist: what an out-of-pool member must be indistinguishable from. */
  async function missingAnswer(response: Promise<LightMyRequestResponse>): Promise<void> {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(404);
    expect(errorOf(answer).error).toBe('not_found');
  }

  async function uploadPhoto(member: ChatMember): Promise<number> {
    const { payload, contentType } = multipartBody({ data: await sampleJpeg(320, 240) }, { visibility: 'public' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...spaHeaders(hostOf(member)), cookie: `${AUTH_COOKIE_NAME}=${member.session}`, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { photo } = photoUploadResponseSchema.parse(response.json());
    // Approved (moderation is not what this file is about).
    await server.app.db.updateTable('photos').set({ status: 'active' }).where('id', '=', photo.id).execute();
    return photo.id;
  }

  const ids = (cards: readonly { id: number }[]) => cards.map((card) => card.id);

  describe.each(POOLS)('site A with member_pool = %s', (pool) => {
    const meets = pool === 'network';

    it('search: results and their count', async () => {
      const w = await world(pool);
      const found = searchResponseSchema.parse((await as(w.a1).get(`/api/search.php?country=${w.country}&gender=any`)).json());
      expect(ids(found.results)).toContain(w.a2.id);
      expect(ids(found.results).includes(w.b1.id)).toBe(meets);
      expect(ids(found.results).includes(w.b2.id)).toBe(meets);
      expect(found.numResults).toBe(meets ? 3 : 1);
      // Visitors of site A (logged-out search is on for the default site) see the same pool.
      const visitor = searchResponseSchema.parse((await call.get(`/api/search.php?country=${w.country}&gender=any`)).json());
      expect(ids(visitor.results).includes(w.b1.id)).toBe(meets);
      expect(ids(visitor.results)).toContain(w.a2.id);
    });

    it('signup matches', async () => {
      const w = await world(pool);
      const matches = signupMatchesResponseSchema.parse((await as(w.a1).get('/api/signup-matches.php')).json());
      expect(ids(matches.results)).toContain(w.a2.id);
      expect(ids(matches.results).includes(w.b1.id)).toBe(meets);
    });

    it('match finder and swipe: cards, likes and passes', async () => {
      const w = await world(pool);
      const finder = matchFinderResponseSchema.parse((await as(w.a1).get('/api/match-finder.php')).json());
      expect(ids(finder.results)).toContain(w.a2.id);
      expect(ids(finder.results).includes(w.b1.id)).toBe(meets);
      const swipe = swipeStateResponseSchema.parse((await as(w.a1).get('/api/swipe.php')).json());
      expect(ids(swipe.results).includes(w.b1.id)).toBe(meets);
      const pass = as(w.a1).post('/api/swipe.php', { id: w.b1.id, liked: false });
      if (meets) expect((await pass).statusCode).toBe(200);
      else await missingAnswer(pass);
      const swipeLike = as(w.a1).post('/api/swipe.php', { id: w.b2.id, liked: true });
      if (meets) expect((await swipeLike).statusCode).toBe(200);
      else await missingAnswer(swipeLike);
    });

    it('profile: the API, the public profile page, visitors, and the suggestions on a profile', async () => {
      const w = await world(pool);
      const missing = await as(w.a1).get('/api/profile.php?id=999999999');
      const other = await as(w.a1).get(`/api/profile.php?id=${w.b1.id}`);
      if (meets) {
        expect(other.statusCode).toBe(200);
      } else {
        // No existence leak: the same status and body as for a member who does not exist.
        expect(other.statusCode).toBe(404);
        expect(other.json()).toEqual(missing.json());
      }
      const visitor = await call.get(`/api/profile.php?id=${w.b1.id}`);
      expect(visitor.statusCode).toBe(meets ? 200 : 404);
      const page = await call.get(`/members/${w.b1.id}`, { headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(meets ? 200 : 404);
      const own = profileResponseSchema.parse((await as(w.a1).get(`/api/profile.php?id=${w.a2.id}`)).json());
      expect(own.profile.id).toBe(w.a2.id);
      expect([...ids(own.suggested), ...ids(own.similar)].includes(w.b1.id)).toBe(meets);
    });

    it('likes: giving, the lists, the new-likes badge and the matches count', async () => {
      const w = await world('network');
      // b1 likes a1 and a1 likes b1 while both sites are in the network; a2 likes a1 too.
      expect((await as(w.b1).post('/api/like.php', { id: w.a1.id })).statusCode).toBe(200);
      expect((await as(w.a2).post('/api/like.php', { id: w.a1.id })).statusCode).toBe(200);
      expect((await as(w.a1).post('/api/like.php', { id: w.b1.id })).statusCode).toBe(200);
      await setPool(siteA, pool);
      const likes = likesResponseSchema.parse((await as(w.a1).get('/api/likes.php')).json());
      expect(ids(likes.liked_by)).toContain(w.a2.id);
      expect(ids(likes.liked_by).includes(w.b1.id)).toBe(meets);
      expect(ids(likes.profiles).includes(w.b1.id)).toBe(meets);
      expect(likes.matches).toBe(meets ? 1 : 0);
      const user = userResponseSchema.parse((await as(w.a1).get('/api/user.php')).json());
      expect(user.user.new_likes).toBe(meets ? 2 : 1);
      const give = as(w.a1).post('/api/like.php', { id: w.b2.id });
      if (meets) expect((await give).statusCode).toBe(200);
      else await missingAnswer(give);
      // The other direction: b2 (on the network site B) cannot like a member of a `site` pool site either.
      const back = as(w.b2).post('/api/like.php', { id: w.a2.id });
      if (meets) expect((await back).statusCode).toBe(200);
      else await missingAnswer(back);
    });

    it('chat: starting a conversation, sending, and the conversation list; a refused send costs nothing', async () => {
      const w = await world(pool);
      const start = as(w.a1).get(`/api/chat.php?member=${w.b1.id}`);
      if (meets) expect((await start).statusCode).toBe(200);
      else await missingAnswer(start);
      const send = as(w.a1).post('/api/message.php', { idempotency_key: key(), kind: 'text', member_id: w.b1.id, text: 'Hi Bea' });
      if (meets) expect((await send).statusCode).toBe(200);
      else await missingAnswer(send);
      const balance = userResponseSchema.parse((await as(w.a1).get('/api/user.php')).json()).user.credits;
      expect(balance < 500).toBe(meets);
      // The same site always works (and costs what a message costs).
      expect((await as(w.a1).post('/api/message.php', { idempotency_key: key(), kind: 'text', member_id: w.a2.id, text: 'Hi Anna' })).statusCode).toBe(200);
      const chats = chatsResponseSchema.parse((await as(w.a1).get('/api/chats.php')).json());
      const partners = chats.chats.map((chat) => chat.profile.id);
      expect(partners).toContain(w.a2.id);
      expect(partners.includes(w.b1.id)).toBe(meets);
      const received = chatsResponseSchema.parse((await as(w.b1).get('/api/chats.php')).json());
      expect(received.chats.map((chat) => chat.profile.id).includes(w.a1.id)).toBe(meets);
    });

    it("photos: another site's member's photo by every variant", async () => {
      const w = await world('network');
      const photoOfB = await uploadPhoto(w.b1);
      const photoOfA = await uploadPhoto(w.a2);
      await setPool(siteA, pool);
      for (const variant of ['thumb', 'full', 'blurred'] as const) {
        const seen = await as(w.a1).get(photoUrl(photoOfB, variant));
        expect(seen.statusCode, `${variant}: ${seen.body.slice(0, 100)}`).toBe(meets ? 200 : 404);
        // Symmetric: a member of the network site B does not get the photos of a `site` pool site's members.
        expect((await as(w.b2).get(photoUrl(photoOfA, variant))).statusCode).toBe(meets ? 200 : 404);
        // The same site's member, and the owner, always.
        expect((await as(w.a1).get(photoUrl(photoOfA, variant))).statusCode).toBe(200);
        expect((await as(w.b1).get(photoUrl(photoOfB, variant))).statusCode).toBe(200);
      }
      const main = await call.get(photoUrl(photoOfB, 'thumb'));
      expect(main.statusCode).toBe(meets ? 200 : 404);
    });

    it('blocks and reports of a member of the other site', async () => {
      const w = await world(pool);
      const block = as(w.a1).post('/api/block.php', { id: w.b1.id });
      if (meets) expect((await block).statusCode).toBe(200);
      else await missingAnswer(block);
      const report = as(w.a1).post('/api/report.php', { member_id: w.b2.id, reason: 'fake_profile' });
      if (meets) expect((await report).statusCode).toBe(200);
      else await missingAnswer(report);
      expect((await as(w.a1).post('/api/block.php', { id: w.a2.id })).statusCode).toBe(200);
    });

    it("SEO: the sitemap lists only the pool's public profiles", async () => {
      const w = await world(pool);
      const sitemap = await call.get('/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).toContain(`/members/${w.a2.id}<`);
      expect(sitemap.body.includes(`/members/${w.b1.id}<`)).toBe(meets);
      const sitemapB = await call.get('/sitemap.xml', { host: `${HOST_B}:3000` });
      expect(sitemapB.body.includes(`/members/${w.a2.id}<`)).toBe(meets);
      expect(sitemapB.body).toContain(`/members/${w.b1.id}<`);
    });

    it('site B (network) sees the members of site A only while A is in the network (the rule is symmetric)', async () => {
      const w = await world(pool);
      const found = searchResponseSchema.parse((await as(w.b2).get(`/api/search.php?country=${w.country}&gender=any`)).json());
      expect(ids(found.results)).toContain(w.b1.id);
      expect(ids(found.results).includes(w.a2.id)).toBe(meets);
      expect((await as(w.b2).get(`/api/profile.php?id=${w.a2.id}`)).statusCode).toBe(meets ? 200 : 404);
      const send = as(w.b2).post('/api/message.php', { idempotency_key: key(), kind: 'text', member_id: w.a2.id, text: 'Hello' });
      if (meets) expect((await send).statusCode).toBe(200);
      else await missingAnswer(send);
    });
  });

  describe('fictional profiles', () => {
    it("a network site's fictional profiles stay on a `site` pool site; a `site` pool site's own stay home", async () => {
      const w = await world('site');
      const fictionalB = await chatMember(server, { host: HOST_B, country: w.country, gender: 'woman', seeking: 'man', fictional: true, name: 'Fiona' });
      const fictionalA = await chatMember(server, { host: 'localhost', country: w.country, gender: 'woman', seeking: 'man', fictional: true, name: 'Faye' });
      const fromA = searchResponseSchema.parse((await as(w.a1).get(`/api/search.php?country=${w.country}&gender=any`)).json());
      expect(ids(fromA.results)).toEqual(expect.arrayContaining([w.a2.id, fictionalA.id, fictionalB.id]));
      expect(ids(fromA.results)).not.toContain(w.b1.id);
      expect((await as(w.a1).get(`/api/profile.php?id=${fictionalB.id}`)).statusCode).toBe(200);
      // The like modal's auto-like comes from the pool's fictional profiles, never from another site's members.
      const auto = autoLikeResponseSchema.parse((await as(w.a1).get('/api/auto-like.php')).json());
      expect([fictionalA.id, fictionalB.id]).toContain(auto.profile?.id);
      expect((await as(w.a1).post('/api/message.php', { idempotency_key: key(), kind: 'text', member_id: fictionalB.id, text: 'Hi Fiona' })).statusCode).toBe(200);
      // Site A's own fictional profile is its content: not shown on site B.
      const fromB = searchResponseSchema.parse((await as(w.b2).get(`/api/search.php?country=${w.country}&gender=any`)).json());
      expect(ids(fromB.results)).toContain(fictionalB.id);
      expect(ids(fromB.results)).not.toContain(fictionalA.id);
      await missingAnswer(as(w.b2).get(`/api/profile.php?id=${fictionalA.id}`));
      // With B's own pool `site`, B's fictional profiles are B's only.
      await setPool(siteB, 'site');
      await missingAnswer(as(w.a1).get(`/api/profile.php?id=${fictionalB.id}`));
    });
  });

  describe('operators', () => {
    it("answer as a fictional profile only while it is in the member's pool", async () => {
      const w = await world('network');
      const fictionalB = await chatMember(server, { host: HOST_B, country: w.country, gender: 'woman', seeking: 'man', fictional: true, name: 'Flora' });
      const sent = await as(w.a1).post('/api/message.php', { idempotency_key: key(), kind: 'text', member_id: fictionalB.id, text: 'Hi Flora' });
      expect(sent.statusCode, sent.body).toBe(200);
      const conversationId = (sent.json() as { message: { conversation_id: number } }).message.conversation_id;
      const staff = staffCall(server);
      const operator = await staffWithSession(server, 'operator');
      expect((await staff.post(`/api/staff/operators/conversations/${conversationId}/claim`, {}, { staff: operator })).statusCode).toBe(200);
      const reply = (text: string) => staff.post(`/api/staff/operators/conversations/${conversationId}/messages`, { text, key: key('operator') }, { staff: operator });
      // Site B keeps its fictional profiles to itself: the member of site A no longer gets answers from it.
      await setPool(siteB, 'site');
      await missingAnswer(reply('Still there?'));
      await setPool(siteB, 'network');
      const answered = await reply('Here I am');
      expect(answered.statusCode, answered.body).toBe(200);
    });
  });

  describe('changing the setting', () => {
    it('keeps a conversation begun in the network readable, refuses new messages (uncharged), and blocks and reports still work', async () => {
      const w = await world('network');
      const first = await as(w.a1).post('/api/message.php', { idempotency_key: key(), kind: 'text', member_id: w.b1.id, text: 'Before' });
      expect(first.statusCode).toBe(200);
      const conversationId = (first.json() as { message: { conversation_id: number } }).message.conversation_id;
      await setPool(siteA, 'site');
      const before = userResponseSchema.parse((await as(w.a1).get('/api/user.php')).json()).user.credits;
      // History readable on both sides.
      const list = chatsResponseSchema.parse((await as(w.a1).get('/api/chats.php')).json());
      const listed = list.chats.find((chat) => chat.conversation.id === conversationId);
      expect(listed?.profile.id).toBe(w.b1.id);
      expect(listed?.profile.main_image ?? null).toBeNull();
      const opened = chatResponseSchema.parse((await as(w.a1).get(`/api/chat.php?id=${conversationId}`)).json());
      expect(opened.messages.map((message) => message.text)).toContain('Before');
      const openedByMember = await as(w.a1).get(`/api/chat.php?member=${w.b1.id}`);
      expect(openedByMember.statusCode).toBe(200);
      expect(chatResponseSchema.parse((await as(w.b1).get(`/api/chat.php?id=${conversationId}`)).json()).messages).toHaveLength(1);
      // New messages refused either way, like to a member who left, and nothing charged.
      await missingAnswer(as(w.a1).post('/api/message.php', { idempotency_key: key(), kind: 'text', conversation_id: conversationId, text: 'After' }));
      await missingAnswer(as(w.b1).post('/api/message.php', { idempotency_key: key(), kind: 'text', conversation_id: conversationId, text: 'Reply' }));
      expect(userResponseSchema.parse((await as(w.a1).get('/api/user.php')).json()).user.credits).toBe(before);
      // They know each other: reporting and blocking stay possible.
      expect((await as(w.b1).post('/api/report.php', { member_id: w.a1.id, reason: 'harassment' })).statusCode).toBe(200);
      expect((await as(w.b1).post('/api/block.php', { id: w.a1.id })).statusCode).toBe(200);
      // Back in the network, the conversation continues.
      await setPool(siteA, 'network');
      await call.delete(`/api/block.php?id=${w.a1.id}`, { session: w.b1.session, host: hostOf(w.b1) });
      expect((await as(w.a1).post('/api/message.php', { idempotency_key: key(), kind: 'text', conversation_id: conversationId, text: 'Again' })).statusCode).toBe(200);
    });

    it('is `network` by default and on every demo site', async () => {
      const db = server.app.db;
      const demo = await db.selectFrom('sites').select(['domain', 'member_pool']).where('id', 'not in', [siteA, siteB]).execute();
      expect(demo.length).toBeGreaterThan(1);
      for (const row of demo) expect(row, row.domain).toMatchObject({ member_pool: 'network' });
      // A row written without the column (as every site before the setting) is in the network.
      const { id: _id, member_pool: _pool, ...fields } = await db.selectFrom('sites').selectAll().where('id', '=', siteA).executeTakeFirstOrThrow();
      await db.insertInto('sites').values({ ...fields, domain: 'pool-c.localhost' }).execute();
      const added = await db.selectFrom('sites').select('member_pool').where('domain', '=', 'pool-c.localhost').executeTakeFirstOrThrow();
      expect(added.member_pool).toBe('network');
    });

    it('is set by the partner of the site (audit-logged), refused for other sites and for values it does not know', async () => {
      await setPool(siteA, 'network');
      const staff = staffCall(server);
      const partner = await staffWithSession(server, 'partner', { siteIds: [siteA] });
      const shown = staffSiteResponseSchema.parse((await staff.get(`/api/staff/sites/${siteA}`, { staff: partner })).json());
      expect(shown.site.member_pool).toBe('network');
      const changed = await staff.patch(`/api/staff/sites/${siteA}`, { member_pool: 'site' }, { staff: partner });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(staffSiteResponseSchema.parse(changed.json()).site.member_pool).toBe('site');
      const audit = (await auditRows(server, { action: 'site.update', targetId: siteA })).at(-1);
      expect(audit?.staff_id).toBe(partner.id);
      expect(JSON.stringify(audit?.before)).toContain('"member_pool":"network"');
      expect(JSON.stringify(audit?.after)).toContain('"member_pool":"site"');
      const bad = await staff.patch(`/api/staff/sites/${siteA}`, { member_pool: 'everyone' }, { staff: partner });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).fields?.member_pool).toBeDefined();
      const foreign = await staff.patch(`/api/staff/sites/${siteB}`, { member_pool: 'site' }, { staff: partner });
      expect(foreign.statusCode).toBe(404);
      const admin = await staffWithSession(server, 'admin');
      const byAdmin = await staff.patch(`/api/staff/sites/${siteA}`, { member_pool: 'network' }, { staff: admin });
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      const pools = await server.app.db.selectFrom('sites').select(['id', 'member_pool']).where('id', 'in', [siteA, siteB]).execute();
      expect(Object.fromEntries(pools.map((row) => [row.id, row.member_pool]))).toEqual({ [siteA]: 'network', [siteB]: 'network' });
    });
  });
});

