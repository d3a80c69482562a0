import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH, searchResponseSchema, type SearchResponse } from '../../contract/members';
import { DATABASES, useServer } from './harness';
import { api, createMember, errorOf, sessionOf, type TestMember } from './members-support';

/** Search (SPEC §2 /members, §6; SEC-14): filters, visibility, niches, visitors, blocks, keyset pages. */

function results(response: { statusCode: number; body: string; json: () => unknown }): SearchResponse {
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

const ids = (answer: SearchResponse) => answer.results.map((card) => card.id).sort((a, b) => a - b);
const sorted = (list: TestMember[]) => list.map((member) => member.id).sort((a, b) => a - b);

describe.each(DATABASES)('member search on %s', (kind) => {
  const server = useServer(kind);
  const call = api(server);
  // Countries no other test of this file uses, so each group below only ever sees its own members.
  let viewer: TestMember;
  let session: string;
  const m: Record<string, TestMember> = {};

  beforeAll(async () => {
    viewer = await createMember(server, { name: 'Viewer', gender: 'man', seeking: 'woman', age: 33, country: 'NL' });
    session = await sessionOf(server, viewer);
    m.womanNH = await createMember(server, { gender: 'woman', seeking: 'man', age: 30, country: 'NL', region: 'NL-NH' });
    m.womanZH = await createMember(server, { gender: 'woman', seeking: 'man', age: 40, country: 'NL', region: 'NL-ZH', bodyType: 'curvy' });
    m.womanDE = await createMember(server, { gender: 'woman', seeking: 'woman', age: 65, country: 'DE' });
    m.manNL = await createMember(server, { gender: 'man', seeking: 'woman', age: 30, country: 'NL' });
    m.gayBE = await createMember(server, { gender: 'man', seeking: 'man', age: 28, country: 'BE' });
    m.coupleKink = await createMember(server, { gender: 'couple', seeking: 'woman', age: 36, country: 'NL', kink: true });
    // Never shown to anyone else:
    m.invisible = await createMember(server, { gender: 'woman', age: 25, invisible: true });
    m.disabled = await createMember(server, { gender: 'woman', age: 26, profileStatus: 'disabled' });
    m.deleted = await createMember(server, { gender: 'woman', age: 27, userStatus: 'deleted', profileStatus: 'disabled' });
    m.deletedActiveProfile = await createMember(server, { gender: 'woman', age: 27, userStatus: 'deleted' });
    m.banned = await createMember(server, { gender: 'woman', age: 29, userStatus: 'banned' });
    m.unconfirmed = await createMember(server, { gender: 'woman', age: 29, userStatus: 'not_confirmed' });
    m.incomplete = await createMember(server, { gender: null, seeking: null, age: 29 });
    m.blockedByViewer = await createMember(server, { gender: 'woman', age: 31 });
    m.blockerOfViewer = await createMember(server, { gender: 'woman', age: 32 });
    expect((await call.post('/api/block.php', { id: m.blockedByViewer.id }, { session })).statusCode).toBe(200);
    const blockerSession = await sessionOf(server, m.blockerOfViewer);
    expect((await call.post('/api/block.php', { id: viewer.id }, { session: blockerSession })).statusCode).toBe(200);
  });

  const visible = () => [m.womanNH, m.womanZH, m.womanDE, m.manNL, m.gayBE, m.coupleKink] as TestMember[];

  it('shows every listed member and nobody else: not invisible, disabled, deleted, banned, unconfirmed or blocked either way, nor the viewer', async () => {
    const answer = results(await call.get('/api/search.php?gender=any&country=any', { session }));
    expect(ids(answer)).toEqual(sorted(visible()));
    expect(answer.numResults).toBe(visible().length);
    expect(answer.numResultsCapped).toBe(false);
    expect(answer.mode).toBe('full');
    expect(answer.page).toBe(1);
    expect(answer.nextCursor).toBeNull();
  });

  it('defaults to the gender the viewer seeks on the general site', async () => {
    const answer = results(await call.get('/api/search.php?country=any', { session }));
    expect(ids(answer)).toEqual(sorted([m.womanNH, m.womanZH, m.womanDE] as TestMember[]));
  });

  it('filters by gender, country, region and ages', async () => {
    expect(ids(results(await call.get('/api/search.php?gender=woman&country=NL', { session })))).toEqual(sorted([m.womanNH, m.womanZH] as TestMember[]));
    expect(ids(results(await call.get('/api/search.php?gender=woman&countryregion=NL-NH', { session })))).toEqual([m.womanNH?.id]);
    expect(ids(results(await call.get('/api/search.php?gender=any&min_age=35&max_age=50', { session })))).toEqual(
      sorted([m.womanZH, m.coupleKink] as TestMember[]),
    );
    expect(ids(results(await call.get('/api/search.php?gender=man&country=BE', { session })))).toEqual([m.gayBE?.id]);
  });

  it('refuses bad filters with field errors', async () => {
    const mismatch = await call.get('/api/search.php?country=DE&countryregion=NL-NH', { session });
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch).fields?.countryregion?.code).toBe('region_invalid');
    const unknownRegion = await call.get('/api/search.php?countryregion=NL-XX', { session });
    expect(errorOf(unknownRegion).fields?.countryregion?.code).toBe('region_invalid');
    const ages = await call.get('/api/search.php?min_age=50&max_age=30', { session });
    expect(errorOf(ages).fields?.max_age?.code).toBe('age_range_invalid');
    expect((await call.get('/api/search.php?min_age=17', { session })).statusCode).toBe(400);
    expect((await call.get('/api/search.php?gender=robot', { session })).statusCode).toBe(400);
    expect((await call.get('/api/search.php?cursor=bm90LWEtY3Vyc29y', { session })).statusCode).toBe(400);
    expect((await call.get('/api/search.php?sort=name', { session })).statusCode).toBe(400);
  });

  it.each([
    // Visitors have no blocks: the two members on either side of the viewer's blocks are women seeking men.
    ['she.localhost', ['womanNH', 'womanZH', 'womanDE', 'blockedByViewer', 'blockerOfViewer']],
    ['bdsm.localhost', ['coupleKink']],
    ['bbw.localhost', ['womanZH']],
    ['gilf.localhost', ['womanDE']],
    ['milf.localhost', ['womanZH']],
    ['gay.localhost', ['gayBE']],
  ])('shows the audience of %s', async (host, expected) => {
    // Accounts belong to a site, so on another site this member searches as a visitor (logged_out_search is on).
    const answer = results(await call.get('/api/search.php', { host }));
    const wanted = expected.map((key) => m[key] as TestMember);
    expect(ids(answer)).toEqual(sorted(wanted));
  });

  it('applies a block at once, in both directions, and lifts it on unblock', async () => {
    const target = await createMember(server, { gender: 'woman', age: 44, country: 'NL' });
    const targetSession = await sessionOf(server, target);
    const before = results(await call.get('/api/search.php?gender=any', { session }));
    expect(ids(before)).toContain(target.id);

    expect((await call.post('/api/block.php', { id: target.id }, { session })).json()).toEqual({ id: target.id, blocked: true });
    expect(ids(results(await call.get('/api/search.php?gender=any', { session })))).not.toContain(target.id);
    expect(ids(results(await call.get('/api/search.php?gender=any', { session: targetSession })))).not.toContain(viewer.id);

    expect((await call.delete(`/api/block.php?id=${target.id}`, { session })).json()).toEqual({ id: target.id, blocked: false });
    expect(ids(results(await call.get('/api/search.php?gender=any', { session })))).toContain(target.id);
    expect(ids(results(await call.get('/api/search.php?gender=any', { session: targetSession })))).toContain(viewer.id);
  });

  describe('visitors (SPEC §6)', () => {
    async function setSite(values: { logged_out_search: number; logged_out_search_trafficsource: number }) {
      await server.app.db.updateTable('sites').set(values).where('domain', '=', 'localhost').execute();
      server.app.sites.invalidate();
    }

    it('get one limited page while logged_out_search is on, and need an account for more', async () => {
      await setSite({ logged_out_search: 1, logged_out_search_trafficsource: 0 });
      const answer = results(await call.get('/api/search.php?gender=any'));
      expect(answer.mode).toBe('limited');
      expect(answer.nextCursor).toBeNull();
      expect(answer.results.length).toBeLessThanOrEqual(SEARCH.visitorPageSize);
      const cursor = results(await call.get('/api/search.php?gender=any', { session })).nextCursor ?? 'eyJ0IjoiMjAyNS0wMS0wMVQwMDowMDowMC4wMDBaIiwiaSI6MSwibiI6MSwiYyI6ZmFsc2UsInAiOjJ9';
      const more = await call.get(`/api/search.php?gender=any&cursor=${cursor}`);
      expect(more.statusCode).toBe(403);
      expect(errorOf(more).error).toBe('authentication_required');
    });

    it('are refused when logged-out search is off, unless they bring a traffic source where that is allowed', async () => {
      await setSite({ logged_out_search: 0, logged_out_search_trafficsource: 0 });
      const refused = await call.get('/api/search.php');
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).error).toBe('authentication_required');
      expect((await call.get('/api/search.php?network=partner1')).statusCode).toBe(403);
      // Members are not affected.
      expect((await call.get('/api/search.php', { session })).statusCode).toBe(200);

      await setSite({ logged_out_search: 0, logged_out_search_trafficsource: 1 });
      expect((await call.get('/api/search.php')).statusCode).toBe(403);
      expect(results(await call.get('/api/search.php?network=partner1')).mode).toBe('limited');
      expect(results(await call.get('/api/search.php?ref=abc')).mode).toBe('limited');
      await setSite({ logged_out_search: 1, logged_out_search_trafficsource: 0 });
    });
  });

  describe('keyset pages', () => {
    let many: TestMember[];
    beforeAll(async () => {
      // Same last activity for all: the id breaks the tie, so pages must still be exact.
      const stamp = new Date(Date.now() - 3_600_000).toISOString();
      many = [];
      for (let i = 0; i < 2 * SEARCH.pageSize + 7; i += 1) {
        many.push(await createMember(server, { gender: 'trans', seeking: 'man', age: 22 + (i % 30), country: 'FI', lastActiveAt: i % 3 === 0 ? stamp : undefined }));
      }
    });

    it('walk every member exactly once, in order, with the total counted once', async () => {
      const seen: number[] = [];
      const order: Array<[string, number]> = [];
      let url = '/api/search.php?gender=trans&country=FI';
      let pages = 0;
      for (;;) {
        const answer = results(await call.get(url, { session }));
        pages += 1;
        expect(answer.page).toBe(pages);
        expect(answer.numResults).toBe(many.length);
        seen.push(...answer.results.map((card) => card.id));
        for (const card of answer.results) order.push([card.name, card.id]);
        if (!answer.nextCursor) break;
        expect(answer.results).toHaveLength(SEARCH.pageSize);
        url = `/api/search.php?gender=trans&country=FI&cursor=${answer.nextCursor}`;
      }
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort((a, b) => a - b)).toEqual(sorted(many));
      // Newest activity first; equal activity by id descending.
      const rows = await server.app.db.selectFrom('profiles').select(['user_id', 'last_active_at']).where('user_id', 'in', seen).execute();
      const activity = new Map(rows.map((row) => [row.user_id, row.last_active_at]));
      for (let i = 1; i < seen.length; i += 1) {
        const [a, b] = [seen[i - 1] as number, seen[i] as number];
        const [ta, tb] = [activity.get(a) ?? '', activity.get(b) ?? ''];
        expect(ta > tb || (ta === tb && a > b), `${a} before ${b}`).toBe(true);
      }
    });

    it('offers similar members when the result fits on one page', async () => {
      const answer = results(await call.get('/api/search.php?gender=trans&country=FI&min_age=22&max_age=23', { session }));
      expect(answer.results.length).toBeGreaterThan(0);
      expect(answer.nextCursor).toBeNull();
      expect(answer.similar.numResults).toBe(many.length - answer.results.length);
      const shown = new Set(answer.results.map((card) => card.id));
      expect(answer.similar.results.every((card) => !shown.has(card.id) && card.gender === 'trans' && card.country === 'FI')).toBe(true);
    });
  });

  it('never puts a coordinate in an answer (SEC-18)', async () => {
    await createMember(server, { gender: 'woman', age: 50, country: 'NL', city: 'Utrecht', lat: 52.09, lon: 5.12 });
    const body = (await call.get('/api/search.php?gender=any', { session })).body;
    expect(body).not.toMatch(/"lat"|"lon"|52\.09|5\.12/);
  });
});
