import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { userResponseSchema } from '../../contract/entities';
import {
  LIKES,
  autoLikeResponseSchema,
  likeResponseSchema,
  likesResponseSchema,
  matchFinderResponseSchema,
  type LikesResponse,
} from '../../contract/likes';
import { profileResponseSchema } from '../../contract/members';
import { REALTIME_PATH, realtimeEventSchema, type RealtimeEvent } from '../../contract/realtime';
import { mainImageOf } from '../../server/media/photos';
import { DATABASES, spaHeaders, useServer } from './harness';
import { api, createMember, errorOf, okJson, sessionOf, type MemberOptions, type TestMember } from './members-support';

/**
 * Likes and matches (issue 6; SPEC §2, §3, §4, §7): like and unlike, the likes lists, like_new, the new-likes count in
 * the user answer, blocks and visibility, match finder, auto-like, realtime events and the OpenAPI listing.
 * The swipe game has its own file (likes-swipe.test.ts).
 */

/** The test end of a socket from `injectWS`. */
type TestSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

/** A clock the test moves: likes are stamped with it, and "new first, then newest" needs distinct times. */
function steppingClock(): { now: () => Date; tick: () => void } {
  let current = Date.now();
  return {
    now: () => new Date(current),
    tick: () => {
      current += 1000;
    },
  };
}

describe.each(DATABASES)('likes on %s', (kind) => {
  const clock = steppingClock();
  const server = useServer(kind, {}, { clock: clock.now });
  const call = api(server);

  interface Member extends TestMember {
    readonly session: string;
  }

  async function member(options: MemberOptions = {}): Promise<Member> {
    const created = await createMember(server, options);
    return { ...created, session: await sessionOf(server, created) };
  }

  /** A woman seeking men, in the audience of a man on the general site. */
  const woman = (options: MemberOptions = {}) => member({ gender: 'woman', seeking: 'man', ...options });
  const man = (options: MemberOptions = {}) => member({ gender: 'man', seeking: 'woman', ...options });

  async function like(from: Member, to: TestMember): Promise<LightMyRequestResponse> {
    clock.tick();
    return call.post('/api/like.php', { id: to.id }, { session: from.session });
  }

  async function likes(of: Member): Promise<LikesResponse> {
    return likesResponseSchema.parse(okJson(await call.get('/api/likes.php', { session: of.session })));
  }

  async function newLikes(of: Member): Promise<number> {
    return userResponseSchema.parse(okJson(await call.get('/api/user.php', { session: of.session }))).user.new_likes;
  }

  async function likeRows(likerId: number, likedId: number): Promise<number> {
    const row = await server.app.db
      .withTables<{ likes: { liker_id: number; liked_id: number } }>()
      .selectFrom('likes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('liker_id', '=', likerId)
      .where('liked_id', '=', likedId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  describe('like and unlike', () => {
    it('likes a member, shows it on the profile, and unlikes', async () => {
      const viewer = await man();
      const target = await woman();
      const liked = likeResponseSchema.parse(okJson(await like(viewer, target)));
      expect(liked).toEqual({ id: target.id, liked: true, match: false });
      expect(await likeRows(viewer.id, target.id)).toBe(1);

      const profile = profileResponseSchema.parse(okJson(await call.get(`/api/profile.php?id=${target.id}`, { session: viewer.session })));
      expect(profile.profile.liked).toBe(true);

      const unliked = likeResponseSchema.parse(okJson(await call.delete(`/api/like.php?id=${target.id}`, { session: viewer.session })));
      expect(unliked).toEqual({ id: target.id, liked: false, match: false });
      expect(await likeRows(viewer.id, target.id)).toBe(0);
      const after = profileResponseSchema.parse(okJson(await call.get(`/api/profile.php?id=${target.id}`, { session: viewer.session })));
      expect(after.profile.liked).toBe(false);
    });

    it('is idempotent: liking twice is one like, unliking twice is not an error', async () => {
      const viewer = await man();
      const target = await woman();
      okJson(await like(viewer, target));
      expect(likeResponseSchema.parse(okJson(await like(viewer, target)))).toEqual({ id: target.id, liked: true, match: false });
      expect(await likeRows(viewer.id, target.id)).toBe(1);
      okJson(await call.delete(`/api/like.php?id=${target.id}`, { session: viewer.session }));
      okJson(await call.delete(`/api/like.php?id=${target.id}`, { session: viewer.session }));
      expect(await likeRows(viewer.id, target.id)).toBe(0);
    });

    it('keeps one like when the same like arrives many times at once', async () => {
      const viewer = await man();
      const target = await woman();
      const answers = await Promise.all(Array.from({ length: 12 }, () => call.post('/api/like.php', { id: target.id }, { session: viewer.session })));
      for (const answer of answers) expect(likeResponseSchema.parse(okJson(answer))).toEqual({ id: target.id, liked: true, match: false });
      expect(await likeRows(viewer.id, target.id)).toBe(1);
      expect(await newLikes(target)).toBe(1);
    });

    it('needs a session, and refuses bad input with a translated error', async () => {
      const viewer = await man();
      const target = await woman();
      expect(errorOf(await call.post('/api/like.php', { id: target.id })).error).toBe('authentication_required');
      const self = errorOf(await call.post('/api/like.php', { id: viewer.id }, { session: viewer.session }));
      expect(self.error).toBe('validation_failed');
      expect(self.fields?.id?.code).toBe('like_self');
      for (const body of [{}, { id: 'x' }, { id: -1 }, { id: target.id, extra: 1 }]) {
        const response = await call.post('/api/like.php', body, { session: viewer.session });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).error).toBe('validation_failed');
      }
      const unknown = await call.post('/api/like.php', { id: 999_999_999 }, { session: viewer.session });
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).message).not.toBe('');
      expect(await likeRows(viewer.id, viewer.id)).toBe(0);
    });
  });

  describe('matches', () => {
    it('answers match: true to the second liker, and both see the match in their lists', async () => {
      const a = await man();
      const b = await woman();
      expect(likeResponseSchema.parse(okJson(await like(a, b))).match).toBe(false);
      expect(likeResponseSchema.parse(okJson(await like(b, a))).match).toBe(true);
      // Liking again is still a match.
      expect(likeResponseSchema.parse(okJson(await like(b, a))).match).toBe(true);

      const ofA = await likes(a);
      const ofB = await likes(b);
      expect(ofA.profiles.find((p) => p.id === b.id)?.match).toBe(true);
      expect(ofA.liked_by.find((p) => p.id === b.id)?.match).toBe(true);
      expect(ofB.profiles.find((p) => p.id === a.id)?.match).toBe(true);
      expect(ofA.matches).toBe(1);
      expect(ofB.matches).toBe(1);

      // An unlike ends the match.
      okJson(await call.delete(`/api/like.php?id=${a.id}`, { session: b.session }));
      expect((await likes(a)).matches).toBe(0);
      expect((await likes(a)).profiles.find((p) => p.id === b.id)?.match).toBe(false);
    });

    it('gives exactly one match: true when two members like each other at the same moment', async () => {
      const pairs = await Promise.all(Array.from({ length: 8 }, async () => [await man(), await woman()] as const));
      for (const [a, b] of pairs) {
        const [first, second] = await Promise.all([
          call.post('/api/like.php', { id: b.id }, { session: a.session }),
          call.post('/api/like.php', { id: a.id }, { session: b.session }),
        ]);
        const matches = [likeResponseSchema.parse(okJson(first)).match, likeResponseSchema.parse(okJson(second)).match];
        expect(matches.filter(Boolean)).toHaveLength(1);
        expect((await likes(a)).matches).toBe(1);
        expect((await likes(b)).matches).toBe(1);
      }
    });
  });

  describe('the likes lists and like_new', () => {
    it('orders received likes new first, then newest, and opening a profile clears its like_new', async () => {
      const viewer = await man();
      const [first, second, third] = [await woman(), await woman(), await woman()];
      for (const from of [first, second, third]) okJson(await like(from, viewer));
      expect(await newLikes(viewer)).toBe(3);
      expect((await likes(viewer)).liked_by.map((p) => [p.id, p.like_new])).toEqual([
        [third.id, true],
        [second.id, true],
        [first.id, true],
      ]);

      // Opening the newest liker's profile: it is seen, and moves behind the new ones.
      clock.tick();
      okJson(await call.get(`/api/profile.php?id=${third.id}`, { session: viewer.session }));
      const list = await likes(viewer);
      expect(list.liked_by.map((p) => [p.id, p.like_new])).toEqual([
        [second.id, true],
        [first.id, true],
        [third.id, false],
      ]);
      expect(list.new_likes).toBe(2);
      expect(await newLikes(viewer)).toBe(2);

      // The liker's own list shows that their like was seen.
      expect((await likes(third)).profiles.find((p) => p.id === viewer.id)?.like_new).toBe(false);
      expect((await likes(first)).profiles.find((p) => p.id === viewer.id)?.like_new).toBe(true);
    });

    it('answers member cards with the like state', async () => {
      const viewer = await man();
      const target = await woman({ name: 'Card Holder', age: 31, country: 'BE', city: 'Gent' });
      okJson(await like(viewer, target));
      const [card] = (await likes(viewer)).profiles;
      expect(card).toMatchObject({
        id: target.id,
        name: 'Card Holder',
        age: 31,
        gender: 'woman',
        country: 'BE',
        city: 'Gent',
        main_image: null,
        fictional: false,
        like_new: true,
        match: false,
      });
      expect(Date.parse(card?.liked_at ?? '')).toBe(clock.now().getTime());
    });

    it('leaves out members blocked either way, invisible, disabled, deleted or banned, and their likes do not count', async () => {
      const viewer = await man();
      const visible = await woman();
      const blockedByViewer = await woman();
      const blockerOfViewer = await woman();
      const hidden = await Promise.all([woman(), woman(), woman(), woman()]);
      for (const from of [visible, blockedByViewer, blockerOfViewer, ...hidden]) okJson(await like(from, viewer));
      for (const to of [visible, blockedByViewer, blockerOfViewer, ...hidden]) okJson(await like(viewer, to));
      expect(await newLikes(viewer)).toBe(7);

      okJson(await call.post('/api/block.php', { id: blockedByViewer.id }, { session: viewer.session }));
      okJson(await call.post('/api/block.php', { id: viewer.id }, { session: blockerOfViewer.session }));
      const [invisible, disabled, deleted, banned] = hidden as [Member, Member, Member, Member];
      await server.app.db.updateTable('profiles').set({ invisible: 1 }).where('user_id', '=', invisible.id).execute();
      await server.app.db.updateTable('profiles').set({ status: 'disabled' }).where('user_id', '=', disabled.id).execute();
      await server.app.db.updateTable('users').set({ status: 'deleted' }).where('id', '=', deleted.id).execute();
      await server.app.db.updateTable('users').set({ status: 'banned' }).where('id', '=', banned.id).execute();

      const list = await likes(viewer);
      expect(list.liked_by.map((p) => p.id)).toEqual([visible.id]);
      expect(list.profiles.map((p) => p.id)).toEqual([visible.id]);
      expect(list.new_likes).toBe(1);
      expect(list.matches).toBe(1);
      expect(await newLikes(viewer)).toBe(1);
    });
  });

  describe('who may be liked', () => {
    it('answers 404 for members blocked either way and for members who are not listed, and stores nothing', async () => {
      const viewer = await man();
      const blockedByViewer = await woman();
      const blockerOfViewer = await woman();
      okJson(await call.post('/api/block.php', { id: blockedByViewer.id }, { session: viewer.session }));
      okJson(await call.post('/api/block.php', { id: viewer.id }, { session: blockerOfViewer.session }));
      const invisible = await woman({ invisible: true });
      const disabled = await woman({ profileStatus: 'disabled' });
      const deleted = await woman({ userStatus: 'deleted' });
      const unconfirmed = await woman({ userStatus: 'not_confirmed' });
      for (const target of [blockedByViewer, blockerOfViewer, invisible, disabled, deleted, unconfirmed]) {
        const response = await like(viewer, target);
        expect(response.statusCode, `member ${target.id}`).toBe(404);
        expect(errorOf(response).error).toBe('not_found');
        expect(await likeRows(viewer.id, target.id)).toBe(0);
      }
    });

    it("keeps an unlisted liker's like unseen until they are listed", async () => {
      const viewer = await man();
      const invisible = await woman({ invisible: true });
      okJson(await like(invisible, viewer));
      expect(await newLikes(viewer)).toBe(0);
      expect((await likes(viewer)).liked_by).toEqual([]);
      await server.app.db.updateTable('profiles').set({ invisible: 0 }).where('user_id', '=', invisible.id).execute();
      expect(await newLikes(viewer)).toBe(1);
    });
  });

  describe('match finder', () => {
    it("suggests the site's audience for the viewer, without members already liked, blocked or not listed", async () => {
      // A country of their own, so members of the other tests do not fill the answer.
      const country = 'DK';
      const viewer = await man({ country });
      const suggested = await woman({ country });
      const liked = await woman({ country });
      const blocked = await woman({ country });
      await woman({ country, invisible: true });
      await man({ country });
      okJson(await like(viewer, liked));
      okJson(await call.post('/api/block.php', { id: blocked.id }, { session: viewer.session }));
      const answer = matchFinderResponseSchema.parse(okJson(await call.get('/api/match-finder.php', { session: viewer.session })));
      const ids = answer.results.map((card) => card.id);
      expect(ids).toContain(suggested.id);
      expect(ids).not.toContain(liked.id);
      expect(ids).not.toContain(blocked.id);
      expect(ids).not.toContain(viewer.id);
      expect(answer.results.every((card) => card.gender === 'woman')).toBe(true);
      expect(answer.results.length).toBeLessThanOrEqual(LIKES.suggestions);
    });

    it("follows another site's audience: on the gay site only men seeking men", async () => {
      const host = 'gay.localhost';
      const viewer = await member({ host, gender: 'man', seeking: 'man', country: 'FI' });
      const gayMan = await createMember(server, { gender: 'man', seeking: 'man', country: 'FI' });
      const straightMan = await createMember(server, { gender: 'man', seeking: 'woman', country: 'FI' });
      const woman = await createMember(server, { gender: 'woman', seeking: 'man', country: 'FI' });
      const response = await call.get('/api/match-finder.php', { session: viewer.session, host: `${host}:3000` });
      const ids = matchFinderResponseSchema.parse(okJson(response)).results.map((card) => card.id);
      expect(ids).toContain(gayMan.id);
      expect(ids).not.toContain(straightMan.id);
      expect(ids).not.toContain(woman.id);
      // A session of the gay site is no session on the general site (sites are isolated).
      expect(errorOf(await call.get('/api/match-finder.php', { session: viewer.session })).error).toBe('authentication_required');
    });
  });

  describe('auto-like', () => {
    it('makes a fictional profile of the audience like the viewer, answers it, and answers the same one again that day', async () => {
      const country = 'NO';
      const viewer = await man({ country });
      await woman({ country, fictional: false });
      const fictional = await woman({ country, fictional: true });
      await man({ country, fictional: true });
      const answer = autoLikeResponseSchema.parse(okJson(await call.get('/api/auto-like.php', { session: viewer.session })));
      // The only fictional woman of the viewer's country: never a real member, never outside the audience.
      expect(answer.profile?.id).toBe(fictional.id);
      const profile = answer.profile;
      if (!profile) throw new Error('no profile');
      expect(Object.keys(profile).sort()).toEqual(['id', 'main_image', 'name']);
      const liker = await server.app.db.selectFrom('profiles').select(['fictional', 'gender']).where('user_id', '=', profile.id).executeTakeFirstOrThrow();
      expect(liker).toEqual({ fictional: 1, gender: 'woman' });
      expect(await likeRows(profile.id, viewer.id)).toBe(1);
      expect((await likes(viewer)).liked_by.map((p) => [p.id, p.like_new])).toEqual([[profile.id, true]]);

      const again = autoLikeResponseSchema.parse(okJson(await call.get('/api/auto-like.php', { session: viewer.session })));
      expect(again.profile?.id).toBe(profile.id);
      expect((await likes(viewer)).liked_by).toHaveLength(1);
    });

    it('answers a profile with a main image path for the like modal', async () => {
      const country = 'SE';
      const viewer = await man({ country });
      const fictional = await woman({ country, fictional: true });
      const photo = await server.app.db
        .insertInto('photos')
        .values({ user_id: fictional.id, storage_key: 'k', status: 'active', visibility: 'public', position: 0, width: 10, height: 10, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const answer = autoLikeResponseSchema.parse(okJson(await call.get('/api/auto-like.php', { session: viewer.session })));
      expect(answer.profile?.id).toBe(fictional.id);
      expect(answer.profile?.main_image).toEqual(mainImageOf({ id: photo.id, status: 'active' }));
      expect(answer.profile?.main_image?.match).toContain(String(photo.id));
    });

    it('never answers the same profile twice, answers null when none is left, refuses cross-site calls and visitors', async () => {
      const viewer = await man({ country: 'AT' });
      const fictional = await woman({ country: 'AT', fictional: true });
      const first = autoLikeResponseSchema.parse(okJson(await call.get('/api/auto-like.php', { session: viewer.session })));
      expect(first.profile?.id).toBe(fictional.id);
      // Past the daily window the next auto-like is another profile (or none), never the same one twice.
      await server.app.db
        .withTables<{ likes: { created_at: string; liked_id: number } }>()
        .updateTable('likes')
        .set({ created_at: '2000-01-01T00:00:00.000Z' })
        .where('liked_id', '=', viewer.id)
        .execute();
      const second = autoLikeResponseSchema.parse(okJson(await call.get('/api/auto-like.php', { session: viewer.session })));
      expect(second.profile?.id).not.toBe(fictional.id);

      // Nobody fictional in the audience of a man seeking couples.
      const fresh = await member({ gender: 'man', seeking: 'couple' });
      expect(autoLikeResponseSchema.parse(okJson(await call.get('/api/auto-like.php', { session: fresh.session }))).profile).toBeNull();

      const crossSite = await server.app.inject({
        method: 'GET',
        url: '/api/auto-like.php',
        headers: { host: 'localhost:3000', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', cookie: `${AUTH_COOKIE_NAME}=${viewer.session}` },
      });
      expect(crossSite.statusCode).toBe(403);
      expect(errorOf(crossSite).error).toBe('cross_site_request');
      expect(errorOf(await call.get('/api/auto-like.php')).error).toBe('authentication_required');
    });
  });

  describe('realtime', () => {
    async function socketOf(of: Member): Promise<{ events: RealtimeEvent[]; socket: TestSocket; next: (type: RealtimeEvent['type']) => Promise<RealtimeEvent> }> {
      const events: RealtimeEvent[] = [];
      const waiters: Array<() => void> = [];
      let ready!: () => void;
      const isReady = new Promise<void>((resolve) => (ready = resolve));
      const socket = await server.app.injectWS(
        REALTIME_PATH,
        { headers: { ...spaHeaders(), cookie: `${AUTH_COOKIE_NAME}=${of.session}` } },
        {
          onInit: (ws) => {
            ws.on('message', (data: Buffer) => {
              const frame: unknown = JSON.parse(data.toString('utf8'));
              if ((frame as { type?: string }).type === 'ready') ready();
              const parsed = realtimeEventSchema.safeParse(frame);
              if (parsed.success) events.push(parsed.data);
              waiters.splice(0).forEach((wake) => wake());
            });
          },
        },
      );
      await isReady;
      const next = async (type: RealtimeEvent['type']): Promise<RealtimeEvent> => {
        for (;;) {
          const index = events.findIndex((event) => event.type === type);
          if (index >= 0) return events.splice(index, 1)[0] as RealtimeEvent;
          await new Promise<void>((resolve, reject) => {
            waiters.push(resolve);
            setTimeout(() => reject(new Error(`no ${type} event`)), 3000).unref();
          });
        }
      };
      return { events, socket, next };
    }

    it('tells the liked member of a like and the new count, and both members of a match', async () => {
      const a = await man();
      const b = await woman();
      const ofB = await socketOf(b);
      const ofA = await socketOf(a);
      try {
        okJson(await like(a, b));
        expect(await ofB.next('like')).toEqual({ type: 'like', profile: { id: a.id, name: expect.any(String), main_image: null } });
        expect(await ofB.next('counts')).toEqual({ type: 'counts', new_likes: 1 });

        okJson(await like(b, a));
        expect(await ofA.next('match')).toMatchObject({ type: 'match', profile: { id: b.id } });
        expect(await ofB.next('match')).toMatchObject({ type: 'match', profile: { id: a.id } });
        expect(await ofA.next('counts')).toEqual({ type: 'counts', new_likes: 1 });
        // Liking again announces nothing.
        okJson(await like(a, b));
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(ofB.events.filter((event) => event.type === 'like')).toEqual([]);
      } finally {
        ofA.socket.terminate();
        ofB.socket.terminate();
      }
    });
  });
});
