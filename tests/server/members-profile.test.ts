import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocksResponseSchema, geocodeResponseSchema, profileResponseSchema, type ProfileResponse } from '../../contract/members';
import { DATABASES, useServer } from './harness';
import { api, createMember, errorOf, okJson, sessionOf, type TestMember } from './members-support';

/** Profile view and settings (SPEC §2 /members/{id}, /profile), blocks (SPEC §6), reverse geocoding (SPEC §7). */

function profileOf(response: LightMyRequestResponse): ProfileResponse {
  return profileResponseSchema.parse(okJson(response));
}

describe.each(DATABASES)('profiles on %s', (kind) => {
  const server = useServer(kind);
  const call = api(server);
  let viewer: TestMember;
  let session: string;

  beforeAll(async () => {
    viewer = await createMember(server, { name: 'Viewer', gender: 'man', seeking: 'woman', age: 35, country: 'NL', city: 'Amsterdam', lat: 52.37, lon: 4.89 });
    session = await sessionOf(server, viewer);
  });

  describe('view', () => {
    it('shows a member with attributes, interests, a coarse distance, suggestions, and no coordinates (SEC-18)', async () => {
      const member = await createMember(server, {
        name: 'Sanne',
        gender: 'woman',
        seeking: 'man',
        age: 33,
        country: 'NL',
        region: 'NL-UT',
        city: 'Utrecht',
        lat: 52.09,
        lon: 5.12,
        bodyType: 'curvy',
        interests: ['music', 'bondage', 'not-an-interest'],
        fictional: true,
      });
      const others = await Promise.all([1, 2, 3].map(() => createMember(server, { gender: 'woman', seeking: 'man', age: 34, country: 'NL' })));
      const response = await call.get(`/api/profile.php?id=${member.id}`, { session });
      const answer = profileOf(response);
      expect(answer.profile).toMatchObject({
        id: member.id,
        name: 'Sanne',
        age: 33,
        gender: 'woman',
        body_type: 'curvy',
        interests: ['music', 'bondage'],
        country: 'NL',
        region: 'NL-UT',
        city: 'Utrecht',
        fictional: true,
        liked: false,
        blocked: false,
        own: false,
        invisible: false,
        main_image: null,
        photos: [],
      });
      expect(answer.profile.distance_km).toBe(35);
      expect(response.body).not.toMatch(/"lat"|"lon"|52\.09|5\.12|52\.37|4\.89/);
      const suggested = answer.suggested.map((card) => card.id);
      expect(suggested).not.toContain(member.id);
      expect(suggested).not.toContain(viewer.id);
      expect(others.some((other) => suggested.includes(other.id))).toBe(true);
      expect(answer.similar.every((card) => card.gender === 'woman' && card.id !== member.id)).toBe(true);
    });

    it('is 404 for members others may not see, whoever asks', async () => {
      const hidden = [
        await createMember(server, { invisible: true }),
        await createMember(server, { profileStatus: 'disabled' }),
        await createMember(server, { userStatus: 'deleted' }),
        await createMember(server, { userStatus: 'banned' }),
      ];
      for (const member of hidden) {
        expect((await call.get(`/api/profile.php?id=${member.id}`, { session })).statusCode).toBe(404);
        expect((await call.get(`/api/profile.php?id=${member.id}`)).statusCode).toBe(404);
      }
      expect((await call.get('/api/profile.php?id=999999')).statusCode).toBe(404);
      expect((await call.get('/api/profile.php?id=abc')).statusCode).toBe(400);
    });

    it('shows invisible members their own profile, and needs a session for "own"', async () => {
      const member = await createMember(server, { invisible: true });
      const own = profileOf(await call.get('/api/profile.php', { session: await sessionOf(server, member) }));
      expect(own.profile).toMatchObject({ id: member.id, own: true, invisible: true });
      expect((await call.get('/api/profile.php')).statusCode).toBe(403);
    });

    it('blocks: the blocked member gets 404 for the blocker, the blocker still sees them with blocked: true', async () => {
      const blocker = await createMember(server, { gender: 'woman', age: 41 });
      const blockerSession = await sessionOf(server, blocker);
      expect(profileOf(await call.get(`/api/profile.php?id=${blocker.id}`, { session })).profile.blocked).toBe(false);

      okJson(await call.post('/api/block.php', { id: viewer.id }, { session: blockerSession }));
      const refused = await call.get(`/api/profile.php?id=${blocker.id}`, { session });
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).error).toBe('not_found');
      expect(profileOf(await call.get(`/api/profile.php?id=${viewer.id}`, { session: blockerSession })).profile.blocked).toBe(true);
      // Neither appears in the other's suggestions.
      const someone = await createMember(server, { gender: 'woman', age: 40, country: 'NL' });
      const viewOfSomeone = profileOf(await call.get(`/api/profile.php?id=${someone.id}`, { session }));
      expect([...viewOfSomeone.suggested, ...viewOfSomeone.similar].map((card) => card.id)).not.toContain(blocker.id);

      const list = blocksResponseSchema.parse(okJson(await call.get('/api/blocks.php', { session: blockerSession })));
      expect(list.blocks.map((block) => block.id)).toEqual([viewer.id]);
      okJson(await call.delete(`/api/block.php?id=${viewer.id}`, { session: blockerSession }));
      expect((await call.get(`/api/profile.php?id=${blocker.id}`, { session })).statusCode).toBe(200);
    });

    it('refuses blocking yourself or nobody, and blocking without a session', async () => {
      const self = await call.post('/api/block.php', { id: viewer.id }, { session });
      expect(self.statusCode).toBe(400);
      expect(errorOf(self).fields?.id?.code).toBe('block_self');
      expect((await call.post('/api/block.php', { id: 999999 }, { session })).statusCode).toBe(404);
      expect((await call.post('/api/block.php', { id: 1 })).statusCode).toBe(403);
      expect((await call.post('/api/block.php', { id: 1, reason: 'x' }, { session })).statusCode).toBe(400);
      // Twice is fine.
      const other = await createMember(server);
      okJson(await call.post('/api/block.php', { id: other.id }, { session }));
      okJson(await call.post('/api/block.php', { id: other.id }, { session }));
      okJson(await call.delete(`/api/block.php?id=${other.id}`, { session }));
      okJson(await call.delete(`/api/block.php?id=${other.id}`, { session }));
    });
  });

  describe('settings (PUT /api/profile.php)', () => {
    let member: TestMember;
    let own: string;
    beforeAll(async () => {
      member = await createMember(server, { name: 'Before', country: 'NL' });
      own = await sessionOf(server, member);
    });

    it('saves attributes, a trimmed text and interests (with the kink flag they imply)', async () => {
      const answer = profileOf(
        await call.put(
          '/api/profile.php',
          {
            name: '  Marijke ',
            sexuality: 'bisexual',
            hair_color: 'red',
            eye_color: 'green',
            body_type: 'athletic',
            relationship_status: 'single',
            height_cm: 172,
            about: '  Hello!\r\nNice to meet you.\u0000  ',
            interests: ['sadomasochism', 'wine', 'wine'],
          },
          { session: own },
        ),
      );
      expect(answer.profile).toMatchObject({
        name: 'Marijke',
        sexuality: 'bisexual',
        hair_color: 'red',
        eye_color: 'green',
        body_type: 'athletic',
        relationship_status: 'single',
        height_cm: 172,
        about: 'Hello!\nNice to meet you.',
        interests: ['sadomasochism', 'wine'],
        own: true,
      });
      const row = await server.app.db.selectFrom('profiles').select(['kink']).where('user_id', '=', member.id).executeTakeFirstOrThrow();
      expect(row.kink).toBe(1);
      const cleared = profileOf(await call.put('/api/profile.php', { sexuality: null, interests: ['tea'] }, { session: own }));
      expect(cleared.profile.sexuality).toBeNull();
      expect((await server.app.db.selectFrom('profiles').select('kink').where('user_id', '=', member.id).executeTakeFirstOrThrow()).kink).toBe(0);
    });

    it('applies the SPEC §5 name rules', async () => {
      const same = await call.put('/api/profile.php', { name: member.email.toUpperCase() }, { session: own });
      expect(errorOf(same).fields?.name?.code).toBe('name_equals_email');
      const at = await call.put('/api/profile.php', { name: '@marijke' }, { session: own });
      expect(errorOf(at).fields?.name?.code).toBe('name_starts_with_at');
      const short = await call.put('/api/profile.php', { name: 'M' }, { session: own });
      expect(errorOf(short).fields?.name).toEqual({ code: 'name_too_short', params: { count: 2 } });
    });

    it('places a city at its centre (never a device position) and fills its region', async () => {
      const answer = profileOf(await call.put('/api/profile.php', { city: 'amsterdam' }, { session: own }));
      expect(answer.profile).toMatchObject({ city: 'Amsterdam', region: 'NL-NH', country: 'NL' });
      const row = await server.app.db.selectFrom('profiles').select(['lat', 'lon']).where('user_id', '=', member.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ lat: 52.37, lon: 4.89 });

      const moved = profileOf(await call.put('/api/profile.php', { country: 'BE' }, { session: own }));
      expect(moved.profile).toMatchObject({ country: 'BE', region: null, city: null });
      const wrongRegion = await call.put('/api/profile.php', { region: 'NL-NH' }, { session: own });
      expect(errorOf(wrongRegion).fields?.region?.code).toBe('region_invalid');
      const unknown = profileOf(await call.put('/api/profile.php', { region: 'BE-VAN', city: 'Nowhere-on-Sea' }, { session: own }));
      expect(unknown.profile).toMatchObject({ region: 'BE-VAN', city: 'Nowhere-on-Sea' });
      expect(await server.app.db.selectFrom('profiles').select(['lat', 'lon']).where('user_id', '=', member.id).executeTakeFirstOrThrow()).toEqual({
        lat: null,
        lon: null,
      });
    });

    it('switches invisible mode: hidden from search and from other members at once', async () => {
      okJson(await call.put('/api/profile.php', { invisible: true }, { session: own }));
      expect((await call.get(`/api/profile.php?id=${member.id}`, { session })).statusCode).toBe(404);
      const search = okJson<{ results: Array<{ id: number }> }>(await call.get('/api/search.php?gender=any', { session }));
      expect(search.results.map((card) => card.id)).not.toContain(member.id);
      okJson(await call.put('/api/profile.php', { invisible: false }, { session: own }));
      expect((await call.get(`/api/profile.php?id=${member.id}`, { session })).statusCode).toBe(200);
    });

    it('refuses unknown fields, bad values, and calls without a session', async () => {
      expect(errorOf(await call.put('/api/profile.php', { lat: 1 }, { session: own })).fields?.lat?.code).toBe('unknown_field');
      expect((await call.put('/api/profile.php', { body_type: 'huge' }, { session: own })).statusCode).toBe(400);
      expect((await call.put('/api/profile.php', { height_cm: 20 }, { session: own })).statusCode).toBe(400);
      expect((await call.put('/api/profile.php', { about: 'x'.repeat(2001) }, { session: own })).statusCode).toBe(400);
      expect((await call.put('/api/profile.php', { interests: ['flying'] }, { session: own })).statusCode).toBe(400);
      expect((await call.put('/api/profile.php', { name: 'Someone' })).statusCode).toBe(403);
    });
  });

  describe('GET /api/geocode.php', () => {
    it('finds the nearest city offline', async () => {
      const answer = geocodeResponseSchema.parse(okJson(await call.get('/api/geocode.php?lat=52.3731&lon=4.8922')));
      expect(answer.location).toEqual({ city: 'Amsterdam', region: 'NL-NH', country: 'NL' });
    });

    it('answers location false at sea', async () => {
      expect(geocodeResponseSchema.parse(okJson(await call.get('/api/geocode.php?lat=0&lon=-30'))).location).toBe(false);
    });

    it('refuses garbage and out-of-range positions with 400', async () => {
      for (const query of ['lat=abc&lon=4', 'lat=91&lon=0', 'lat=0&lon=181', 'lat=52', '', 'lat=1&lon=2&precise=1']) {
        const response = await call.get(`/api/geocode.php?${query}`);
        expect(response.statusCode, query).toBe(400);
      }
    });

    it('is rate-limited per address', async () => {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      let last = 200;
      for (let i = 0; i < 31; i += 1) {
        last = (await server.app.inject({ url: '/api/geocode.php?lat=48.85&lon=2.35', remoteAddress: '203.0.113.9', headers })).statusCode;
      }
      expect(last).toBe(429);
    });
  });
});
