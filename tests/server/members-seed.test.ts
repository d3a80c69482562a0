import { describe, expect, it } from 'vitest';
import { userResponseSchema } from '../../contract/entities';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { savedMethodsResponseSchema, transactionsResponseSchema } from '../../contract/credits';
import { searchResponseSchema } from '../../contract/members';
import { isCommonPassword } from '../../server/accounts/passwords';
import { DEMO_ACCOUNTS, DEMO_MEMBER_COUNT, DEMO_PASSWORD, seedDemoMembers } from '../../server/seed/demo-members';
import { generateMembers, loadNameSource } from '../../server/seed/generate';
import { DATABASES, useServer } from './harness';
import { api, okJson } from './members-support';

/** Demo members (issue 4 item 6): created on start with SEED=demo, deterministic, idempotent, usable at once. */

describe('generated members', () => {
  it('are the same for the same seed', async () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const once = generateMembers({ count: 60, seed: 11, now, emailPrefix: 'x', names: await loadNameSource(11) });
    const twice = generateMembers({ count: 60, seed: 11, now, emailPrefix: 'x', names: await loadNameSource(11) });
    expect(twice).toEqual(once);
    expect(new Set(once.map((member) => member.email)).size).toBe(60);
  });

  it('have a password newcomers can use (not a common one)', () => {
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(8);
  });
});

describe.each(DATABASES)('demo members on %s', (kind) => {
  const lines: string[] = [];
  // Development mode seeds on start, as `npm start` does (tests otherwise skip it to stay fast).
  const server = useServer(kind, { NODE_ENV: 'development', LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
  const call = api(server);

  it('are created on start, with both demo accounts printed in the log', async () => {
    const members = await server.app.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('email', 'like', 'demo.member.%').executeTakeFirstOrThrow();
    expect(Number(members.n)).toBe(DEMO_MEMBER_COUNT);
    const log = lines.join('\n');
    for (const account of DEMO_ACCOUNTS) expect(log).toContain(account.email);
    expect(log).toContain(DEMO_PASSWORD);
  });

  it('are not created twice', async () => {
    const again = await seedDemoMembers({ db: server.app.db, dialect: server.app.dbDialect, now: new Date() });
    expect(again).toEqual({ membersCreated: 0, accountsCreated: [] });
  });

  it('give every niche site an audience', async () => {
    for (const host of ['localhost', 'she.localhost', 'bdsm.localhost', 'bbw.localhost', 'gilf.localhost', 'milf.localhost', 'gay.localhost']) {
      const answer = searchResponseSchema.parse(okJson(await call.get('/api/search.php?gender=any', { host })));
      expect(answer.numResults, host).toBeGreaterThanOrEqual(12);
      expect(answer.results.filter((card) => card.main_image !== null).length, host).toBeGreaterThan(answer.results.length / 2);
    }
  });

  it('mix fictional profiles, private photos and several countries', async () => {
    const db = server.app.db;
    const fictional = await db.selectFrom('profiles').select((eb) => eb.fn.countAll<number>().as('n')).where('fictional', '=', 1).executeTakeFirstOrThrow();
    expect(Number(fictional.n)).toBeGreaterThan(DEMO_MEMBER_COUNT * 0.05);
    expect(Number(fictional.n)).toBeLessThan(DEMO_MEMBER_COUNT * 0.2);
    const privatePhotos = await db.selectFrom('photos').select((eb) => eb.fn.countAll<number>().as('n')).where('visibility', '=', 'private').executeTakeFirstOrThrow();
    expect(Number(privatePhotos.n)).toBeGreaterThan(20);
    const countries = await db.selectFrom('profiles').select('country').distinct().execute();
    expect(countries.length).toBeGreaterThanOrEqual(15);
    const languages = await db.selectFrom('profiles').select('about').where('about', 'like', '%Ik %').executeTakeFirst();
    expect(languages).toBeDefined();
  });

  it('serve their avatar photos as JPEG faces through the checked route', async () => {
    const answer = searchResponseSchema.parse(okJson(await call.get('/api/search.php?gender=any')));
    const image = answer.results.find((card) => card.main_image)?.main_image;
    const response = await call.get(image?.thumb_filename ?? '/missing');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });

  it('draw a missing avatar file on first view', async () => {
    const photo = await server.app.db.selectFrom('photos').select(['id', 'storage_key']).where('storage_key', 'like', 'demo-avatar-%').executeTakeFirstOrThrow();
    await server.app.media.store.remove(photo.storage_key);
    expect(await server.app.media.store.has(photo.storage_key, 'blurred')).toBe(false);
    const response = await call.get(`/media/photos/${photo.id}/blurred`);
    expect(response.statusCode).toBe(200);
    expect(await server.app.media.store.has(photo.storage_key, 'thumb')).toBe(true);
  });

  it('let newcomers log in as the free and the premium demo member', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await call.post('/api/user.php', { email: account.email, password: DEMO_PASSWORD });
      const { user } = userResponseSchema.parse(okJson(response));
      expect(user.paid_user).toBe(account.premium);
      expect(user.signup_completed).toBe(true);

      // Money that adds up: the premium account's purchase is in its transactions, it saved the card repeat order
      // offers, and the balance is what the signup grant and that purchase gave. The free account has neither.
      const session = response.cookies.find((cookie) => cookie.name === AUTH_COOKIE_NAME)?.value ?? '';
      const { transactions } = transactionsResponseSchema.parse(okJson(await call.get('/api/transactions.php', { session })));
      const { saved_methods: cards } = savedMethodsResponseSchema.parse(okJson(await call.get('/api/saved-methods.php', { session })));
      const bought = transactions.filter((payment) => payment.status === 'completed').reduce((sum, payment) => sum + payment.credits, 0);
      expect(user.credits).toBe(account.credits + bought);
      if (account.premium) {
        expect(transactions).toHaveLength(1);
        expect(transactions[0]).toMatchObject({ status: 'completed', method: 'card', package_kind: 'credits' });
        expect(cards).toHaveLength(1);
      } else {
        expect(transactions).toEqual([]);
        expect(cards).toEqual([]);
      }
    }
  });
});
