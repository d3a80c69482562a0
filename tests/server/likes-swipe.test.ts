import { describe, expect, it } from 'vitest';
import {
  LIKE_ENDPOINTS,
  LIKES,
  likesResponseSchema,
  matchFinderResponseSchema,
  swipeResponseSchema,
  swipeStateResponseSchema,
  type SwipeResponse,
} from '../../contract/likes';
import { nextLocalMidnight } from '../../server/likes/rules';
import { DATABASES, useServer } from './harness';
import { api, createMember, errorOf, okJson, sessionOf, type MemberOptions, type TestMember } from './members-support';

/**
 * The swipe game (SPEC §9: at most 4 likes a day, counted on the server in the member's time zone) and the OpenAPI
 * listing of the likes endpoints.
 */

const AUCKLAND = 'Pacific/Auckland';

describe.each(DATABASES)('swipe game on %s', (kind) => {
  let current = new Date();
  const server = useServer(kind, {}, { clock: () => new Date(current) });
  const call = api(server);

  interface Member extends TestMember {
    readonly session: string;
  }

  async function member(options: MemberOptions = {}): Promise<Member> {
    const created = await createMember(server, options);
    return { ...created, session: await sessionOf(server, created) };
  }

  /** A man and `count` women of his audience, in a country of their own so other tests' members stay out. */
  async function players(country: string, count: number): Promise<{ viewer: Member; cards: TestMember[] }> {
    const viewer = await member({ gender: 'man', seeking: 'woman', country });
    const cards = await Promise.all(Array.from({ length: count }, () => createMember(server, { gender: 'woman', seeking: 'man', country })));
    return { viewer, cards };
  }

  function swipe(viewer: Member, id: number, liked: boolean, timeZone?: string) {
    return call.post('/api/swipe.php', { id, liked, ...(timeZone ? { time_zone: timeZone } : {}) }, { session: viewer.session });
  }

  async function swiped(viewer: Member, id: number, liked: boolean, timeZone?: string): Promise<SwipeResponse> {
    return swipeResponseSchema.parse(okJson(await swipe(viewer, id, liked, timeZone)));
  }

  async function givenLikes(viewer: Member): Promise<number[]> {
    return likesResponseSchema.parse(okJson(await call.get('/api/likes.php', { session: viewer.session }))).profiles.map((p) => p.id);
  }

  it('allows 4 likes per local day, refuses the 5th with a translated error, and starts again at local midnight', async () => {
    const { viewer, cards } = await players('NZ', 9);
    // Half an hour before midnight in Auckland (which is not midnight in UTC).
    const midnight = nextLocalMidnight(new Date(), AUCKLAND);
    current = new Date(midnight.getTime() - 30 * 60_000);

    const state = swipeStateResponseSchema.parse(okJson(await call.get(`/api/swipe.php?time_zone=${encodeURIComponent(AUCKLAND)}`, { session: viewer.session })));
    expect(state.allowance).toEqual({ limit: LIKES.swipeLikesPerDay, likes_left: 4, resets_at: midnight.toISOString(), time_zone: AUCKLAND });
    expect(state.results.map((card) => card.id).sort()).toEqual(cards.map((card) => card.id).sort());

    const left: number[] = [];
    for (const card of cards.slice(0, 4)) {
      const answer = await swiped(viewer, card.id, true);
      expect(answer).toMatchObject({ id: card.id, liked: true, match: false });
      left.push(answer.allowance.likes_left);
    }
    expect(left).toEqual([3, 2, 1, 0]);

    const refused = await swipe(viewer, cards[4]!.id, true);
    expect(refused.statusCode).toBe(429);
    const error = errorOf(refused);
    expect(error.error).toBe('swipe_limit');
    expect(error.params).toEqual({ count: 4 });
    expect(error.message).toContain('4');
    // Nothing changed: the refused like is not stored.
    expect((await givenLikes(viewer)).sort()).toEqual(cards.slice(0, 4).map((card) => card.id).sort());

    // Passing is never counted, and liking someone already liked is not a new like.
    expect((await swiped(viewer, cards[5]!.id, false)).allowance.likes_left).toBe(0);
    expect(await swiped(viewer, cards[0]!.id, true)).toMatchObject({ liked: true, allowance: { likes_left: 0 } });

    // Swiped members are no longer offered.
    const offered = swipeStateResponseSchema.parse(okJson(await call.get('/api/swipe.php', { session: viewer.session }))).results.map((c) => c.id);
    expect(offered.sort()).toEqual([cards[4]!.id, cards[6]!.id, cards[7]!.id, cards[8]!.id].sort());

    // One minute before local midnight: still refused. Changing the reported zone does not give a new day either.
    current = new Date(midnight.getTime() - 60_000);
    expect((await swipe(viewer, cards[4]!.id, true)).statusCode).toBe(429);
    expect((await swipe(viewer, cards[4]!.id, true, 'America/Los_Angeles')).statusCode).toBe(429);
    expect((await swipe(viewer, cards[4]!.id, true, AUCKLAND)).statusCode).toBe(429);

    // Five minutes into the new local day: a fresh allowance, ending at the following midnight.
    current = new Date(midnight.getTime() + 5 * 60_000);
    const fresh = await swiped(viewer, cards[4]!.id, true);
    expect(fresh.allowance).toEqual({
      limit: 4,
      likes_left: 3,
      resets_at: nextLocalMidnight(current, AUCKLAND).toISOString(),
      time_zone: AUCKLAND,
    });
    current = new Date();
  });

  it('counts exactly 4 when many swipe likes arrive at once', async () => {
    const { viewer, cards } = await players('IT', 10);
    current = new Date();
    const answers = await Promise.all(cards.map((card) => swipe(viewer, card.id, true, 'Europe/Rome')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(6);
    expect(await givenLikes(viewer)).toHaveLength(4);
  });

  it('shares the 4 a day with the match finder: it answers the allowance left, and its 5th like of the day is refused', async () => {
    const { viewer, cards } = await players('SE', 6);
    current = new Date();
    const finder = async () =>
      matchFinderResponseSchema.parse(okJson(await call.get(`/api/match-finder.php?time_zone=${encodeURIComponent('Europe/Stockholm')}`, { session: viewer.session })));
    const first = await finder();
    expect(first.allowance).toEqual({
      limit: 4,
      likes_left: 4,
      resets_at: nextLocalMidnight(current, 'Europe/Stockholm').toISOString(),
      time_zone: 'Europe/Stockholm',
    });
    // Members of the viewer's country come first (others from earlier tests follow).
    expect(first.results.slice(0, 6).map((card) => card.id).sort()).toEqual(cards.map((card) => card.id).sort());

    // Two likes in the swipe game, two in the match finder (the same call): the match finder then has none left.
    for (const card of cards.slice(0, 4)) await swiped(viewer, card.id, true);
    const after = await finder();
    expect(after.allowance.likes_left).toBe(0);
    expect(after.results.slice(0, 2).map((card) => card.id).sort()).toEqual([cards[4]!.id, cards[5]!.id].sort());
    expect(after.results.map((card) => card.id)).not.toContain(cards[0]!.id);

    const refused = await swipe(viewer, cards[4]!.id, true);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({ error: 'swipe_limit', params: { count: 4 }, message: expect.stringContaining('4') });
    expect(await givenLikes(viewer)).toHaveLength(4);
    // Passing still works over the limit.
    expect((await swiped(viewer, cards[4]!.id, false)).liked).toBe(false);
  });

  it("counts in the member's stored zone, then the country's, and saves the zone the browser reports", async () => {
    const { viewer, cards } = await players('US', 1);
    current = new Date();
    const byCountry = swipeStateResponseSchema.parse(okJson(await call.get('/api/swipe.php', { session: viewer.session })));
    expect(byCountry.allowance.time_zone).toBe('America/New_York');
    expect(byCountry.allowance.resets_at).toBe(nextLocalMidnight(current, 'America/New_York').toISOString());

    // An unknown zone is ignored, a known one saved on the account and used from then on.
    expect(swipeStateResponseSchema.parse(okJson(await call.get('/api/swipe.php?time_zone=Mars/Base', { session: viewer.session }))).allowance.time_zone).toBe(
      'America/New_York',
    );
    okJson(await call.get('/api/swipe.php?time_zone=America/Los_Angeles', { session: viewer.session }));
    const stored = await server.app.db
      .withTables<{ users: { time_zone: string | null } }>()
      .selectFrom('users')
      .select('time_zone')
      .where('id', '=', viewer.id)
      .executeTakeFirstOrThrow();
    expect(stored.time_zone).toBe('America/Los_Angeles');
    const answer = await swiped(viewer, cards[0]!.id, true);
    expect(answer.allowance.time_zone).toBe('America/Los_Angeles');
    expect(answer.allowance.resets_at).toBe(nextLocalMidnight(current, 'America/Los_Angeles').toISOString());
  });

  it('refuses bad input, members it may not see, and visitors, changing nothing', async () => {
    const { viewer, cards } = await players('PL', 1);
    const blocked = await createMember(server, { gender: 'woman', seeking: 'man', country: 'PL' });
    okJson(await call.post('/api/block.php', { id: blocked.id }, { session: viewer.session }));
    for (const body of [{}, { id: cards[0]!.id }, { id: cards[0]!.id, liked: 'yes' }, { id: cards[0]!.id, liked: true, time_zone: '<script>' }]) {
      const response = await call.post('/api/swipe.php', body, { session: viewer.session });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).error).toBe('validation_failed');
    }
    expect(errorOf(await swipe(viewer, viewer.id, true)).fields?.id?.code).toBe('like_self');
    expect((await swipe(viewer, blocked.id, true)).statusCode).toBe(404);
    expect((await swipe(viewer, blocked.id, false)).statusCode).toBe(404);
    expect(errorOf(await call.post('/api/swipe.php', { id: cards[0]!.id, liked: true })).error).toBe('authentication_required');
    expect(await givenLikes(viewer)).toEqual([]);
    const state = swipeStateResponseSchema.parse(okJson(await call.get('/api/swipe.php', { session: viewer.session })));
    expect(state.allowance.likes_left).toBe(4);
  });
});

describe.each(DATABASES)('OpenAPI listing of the likes endpoints on %s', (kind) => {
  const server = useServer(kind);

  it('lists every likes endpoint with its summary, schemas and the session requirement', async () => {
    const response = await server.app.inject({ url: '/api/openapi.json' });
    const doc = okJson<{ paths: Record<string, Record<string, { operationId: string; summary: string; security?: unknown; requestBody?: unknown }>> }>(
      response,
    );
    for (const [name, endpoint] of Object.entries(LIKE_ENDPOINTS)) {
      const operation = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation?.operationId).toBe(name);
      expect(operation?.summary).toBe(endpoint.summary);
      expect(operation?.security).toEqual([{ sessionCookie: [] }]);
      expect(operation?.requestBody !== undefined).toBe('body' in endpoint);
    }
    expect(Object.keys(LIKE_ENDPOINTS).sort()).toEqual(['autoLike', 'like', 'likes', 'matchFinder', 'swipe', 'swipeState', 'unlike']);
  });
});
