import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH, searchResponseSchema, signupMatchesResponseSchema, type SearchResponse } from '../../contract/members';
import { DATABASES, useServer } from './harness';
import { api, createMember, sessionOf, type MemberOptions, type TestMember } from './members-support';

/**
 * Where a member's search starts (their own country and region, nearest first) and /signup-matches, which is that
 * same search widened step by step (region → country → site) until it finds someone.
 */

function results(response: { statusCode: number; body: string; json: () => unknown }): SearchResponse {
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

const ids = (answer: { results: Array<{ id: number }> }) => answer.results.map((card) => card.id);
const sortedIds = (list: TestMember[]) => list.map((member) => member.id).sort((a, b) => a - b);

describe.each(DATABASES)('search near the member on %s', (kind) => {
  const server = useServer(kind);
  const call = api(server);

  describe('default place and distance order', () => {
    // Utrecht, and women around it; the most recently active ones are the farthest, so activity order differs.
    const UTRECHT = { lat: 52.09, lon: 5.12 };
    let viewer: TestMember;
    let session: string;
    const m: Record<string, TestMember> = {};
    const woman = (options: MemberOptions) => createMember(server, { gender: 'woman', seeking: 'man', age: 30, ...options });

    beforeAll(async () => {
      viewer = await createMember(server, { gender: 'man', seeking: 'woman', country: 'NL', region: 'NL-UT', city: 'Utrecht', ...UTRECHT });
      session = await sessionOf(server, viewer);
      const recent = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
      m.unknownPlace = await woman({ country: 'NL', region: 'NL-UT', lastActiveAt: recent(1) });
      m.amersfoort = await woman({ country: 'NL', region: 'NL-UT', lat: 52.16, lon: 5.39, lastActiveAt: recent(2) });
      m.utrecht = await woman({ country: 'NL', region: 'NL-UT', lat: 52.09, lon: 5.12, lastActiveAt: recent(3) });
      m.groningen = await woman({ country: 'NL', region: 'NL-GR', lat: 53.22, lon: 6.57, lastActiveAt: recent(4) });
      m.maastricht = await woman({ country: 'NL', region: 'NL-LI', lat: 50.85, lon: 5.69, lastActiveAt: recent(5) });
      m.amsterdam = await woman({ country: 'NL', region: 'NL-NH', lat: 52.37, lon: 4.89, lastActiveAt: recent(6) });
      m.berlin = await woman({ country: 'DE', region: 'DE-BE', lat: 52.52, lon: 13.4, lastActiveAt: recent(7) });
      // Not what the viewer seeks: never in the default search.
      m.manUtrecht = await createMember(server, { gender: 'man', seeking: 'woman', country: 'NL', region: 'NL-UT', ...UTRECHT });
    });

    it("starts in the member's own region, nearest first, members without a place last", async () => {
      const answer = results(await call.get('/api/search.php', { session }));
      expect(ids(answer)).toEqual([m.utrecht?.id, m.amersfoort?.id, m.unknownPlace?.id]);
      expect(answer.start).toEqual({ country: 'NL', region: 'NL-UT' });
    });

    it('starts in the country when nobody in the region matches, and says where it started', async () => {
      const zeeland = await createMember(server, { gender: 'man', seeking: 'woman', country: 'NL', region: 'NL-ZE', lat: 51.5, lon: 3.61 });
      const answer = results(await call.get('/api/search.php', { session: await sessionOf(server, zeeland) }));
      expect(answer.start).toEqual({ country: 'NL', region: null });
      expect(ids(answer)[0]).toBe(m.utrecht?.id);
      expect(ids(answer)).not.toContain(m.berlin?.id);
      expect(results(await call.get('/api/search.php?country=NL', { session })).start).toBeUndefined();
    });

    it('widens to the whole country (nearest first) and to every country (by activity) when asked', async () => {
      const country = results(await call.get('/api/search.php?country=NL', { session }));
      expect(ids(country)).toEqual([m.utrecht, m.amersfoort, m.amsterdam, m.maastricht, m.groningen, m.unknownPlace].map((member) => member?.id));
      const everywhere = results(await call.get('/api/search.php?country=any', { session }));
      expect(ids(everywhere)).toEqual([m.unknownPlace, m.amersfoort, m.utrecht, m.groningen, m.maastricht, m.amsterdam, m.berlin].map((member) => member?.id));
    });

    it('measures from the region (where its members are) when the member has no city', async () => {
      const noCity = await createMember(server, { gender: 'man', seeking: 'woman', country: 'NL', region: 'NL-UT' });
      const answer = results(await call.get('/api/search.php?country=NL', { session: await sessionOf(server, noCity) }));
      expect(ids(answer).slice(0, 3)).toEqual([m.utrecht?.id, m.amersfoort?.id, m.amsterdam?.id]);
    });

    it('keeps visitors on every country', async () => {
      const answer = results(await call.get('/api/search.php?gender=woman'));
      expect(answer.start).toBeUndefined();
      expect(ids(answer)).toContain(m.berlin?.id);
      expect(ids(answer)).toContain(m.groningen?.id);
    });
  });

  describe('nearest-first pages', () => {
    it('continues page after page in distance order, each member once', async () => {
      const origin = { lat: 47.37, lon: 8.54 };
      const viewer = await createMember(server, { gender: 'woman', seeking: 'man', country: 'CH', region: 'CH-ZH', ...origin });
      const session = await sessionOf(server, viewer);
      const created: Array<{ id: number; km2: number }> = [];
      // Pairs at equal distance (ties continue by activity across a page boundary), spread north of Zürich.
      for (let i = 0; i < SEARCH.pageSize + 6; i += 1) {
        const lat = origin.lat + Math.floor(i / 2) * 0.02;
        const member = await createMember(server, { gender: 'man', seeking: 'woman', country: 'CH', region: 'CH-ZH', lat, lon: origin.lon });
        created.push({ id: member.id, km2: (lat - origin.lat) ** 2 });
      }
      const first = results(await call.get('/api/search.php', { session }));
      expect(first.results).toHaveLength(SEARCH.pageSize);
      expect(first.nextCursor).not.toBeNull();
      const second = results(await call.get(`/api/search.php?cursor=${first.nextCursor ?? ''}`, { session }));
      const seen = [...ids(first), ...ids(second)];
      expect(seen).toHaveLength(created.length);
      expect(new Set(seen).size).toBe(created.length);
      const distanceOf = new Map(created.map((entry) => [entry.id, entry.km2]));
      const distances = seen.map((id) => distanceOf.get(id) ?? Infinity);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });
  });

  describe('signup matches', () => {
    const matches = async (session: string) => {
      const response = await call.get('/api/signup-matches.php', { session });
      expect(response.statusCode, response.body).toBe(200);
      return signupMatchesResponseSchema.parse(response.json());
    };

    it('shows the region when anyone there matches, else the country, else the whole site', async () => {
      // Denmark: nobody else in this file uses it.
      const newcomer = await createMember(server, { gender: 'man', seeking: 'woman', country: 'DK', region: 'DK-84' });
      const session = await sessionOf(server, newcomer);

      const site = await matches(session);
      expect(site.scope).toBe('site');
      expect(site.place).toBeNull();
      expect(site.results.length).toBeGreaterThan(0);
      expect(site.results.every((card) => card.gender === 'woman')).toBe(true);

      const inCountry = await createMember(server, { gender: 'woman', seeking: 'man', country: 'DK', region: 'DK-81' });
      // Someone the newcomer does not seek, in their region: not a match, so the region stays empty.
      await createMember(server, { gender: 'man', seeking: 'woman', country: 'DK', region: 'DK-84' });
      const country = await matches(session);
      expect(country).toMatchObject({ scope: 'country', place: 'DK' });
      expect(ids(country)).toEqual([inCountry.id]);

      const inRegion = await createMember(server, { gender: 'woman', seeking: 'man', country: 'DK', region: 'DK-84' });
      const region = await matches(session);
      expect(region).toMatchObject({ scope: 'region', place: 'DK-84' });
      expect(ids(region)).toEqual([inRegion.id]);

      // The same members the search finds with its defaults.
      expect(sortedIds([inRegion])).toEqual(results(await call.get('/api/search.php', { session })).results.map((card) => card.id).sort((a, b) => a - b));
    });

    it('leaves out members blocked either way, as the search does', async () => {
      const newcomer = await createMember(server, { gender: 'woman', seeking: 'man', country: 'FI', region: 'FI-18' });
      const session = await sessionOf(server, newcomer);
      const blocked = await createMember(server, { gender: 'man', seeking: 'woman', country: 'FI', region: 'FI-18' });
      const other = await createMember(server, { gender: 'man', seeking: 'woman', country: 'FI', region: 'FI-18' });
      expect((await call.post('/api/block.php', { id: blocked.id }, { session })).statusCode).toBe(200);
      const answer = await matches(session);
      expect(answer.scope).toBe('region');
      expect(ids(answer)).toEqual([other.id]);
    });

    it('answers only members', async () => {
      expect((await call.get('/api/signup-matches.php')).statusCode).toBe(403);
    });
  });
});
