import { describe, expect, it } from 'vitest';
import { userResponseSchema } from '../../contract/entities';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { savedMethodsResponseSchema, transactionsResponseSchema } from '../../contract/credits';
import { searchResponseSchema } from '../../contract/members';
import { isCommonPassword } from '../../server/accounts/passwords';
import { chatResponseSchema } from '../../contract/chat';
import { LANGUAGES } from '../../contract/constants';
import { HAIR_COLORS } from '../../contract/members';
import { profileResponseSchema } from '../../contract/members';
import { auditLedger } from '../../server/credits/ledger';
import { creditsDb } from '../../server/credits/tables';
import { chatDb } from '../../server/chat/tables';
import { likesDb } from '../../server/likes/tables';
import { selectInbox } from '../../server/operators/queries';
import { ABOUT_TEXTS, demoAboutChoice, demoAboutText } from '../../server/seed/about-texts';
import { ageBandOf, avatarDrawing, avatarPhoto, HAIR_PALETTE, parseDemoAvatarKey, type AvatarFeatures } from '../../server/seed/avatars';
import { DEMO_ACCOUNTS, DEMO_MEMBER_COUNT, DEMO_PASSWORD, DEMO_SEED, seedDemoMembers } from '../../server/seed/demo-members';
import { generateMembers, loadNameSource } from '../../server/seed/generate';
import { DATABASES, useServer } from './harness';
import { api, okJson, sessionOf } from './members-support';

/** Demo members (issue 4 item 6): created on start with SEED=demo, deterministic, idempotent, usable at once. */

describe('generated members', () => {
  it('are the same for the same seed', async () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const once = generateMembers({ count: 60, seed: 11, now, emailPrefix: 'x', names: await loadNameSource(11) });
    const twice = generateMembers({ count: 60, seed: 11, now, emailPrefix: 'x', names: await loadNameSource(11) });
    expect(twice).toEqual(once);
    expect(new Set(once.map((member) => member.email)).size).toBe(60);
  });

  it('each have their own face, drawn from their profile, the same person in every photo', async () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const members = generateMembers({ count: DEMO_MEMBER_COUNT, seed: DEMO_SEED, now, emailPrefix: 'demo.member', names: await loadNameSource(DEMO_SEED) });
    const seeds = new Set<number>();
    for (const member of members) {
      // Every demo member has a photo: a visitor's first rows are faces, never letter tiles.
      expect(member.photos.length, member.email).toBeGreaterThan(0);
      const age = now.getUTCFullYear() - Number(member.dateOfBirth.slice(0, 4));
      expect(member.avatar.hair).toBe(member.hairColor);
      expect(member.avatar.age === ageBandOf(age) || member.avatar.age === ageBandOf(age - 1)).toBe(true);
      expect(member.avatar.look).toBe(member.gender === 'couple' ? 'couple' : member.gender === 'woman' ? 'feminine' : member.gender === 'man' ? 'masculine' : member.avatar.look);
      seeds.add(member.avatar.seed);
      const keys = member.photos.map((_, position) => avatarPhoto(member.avatar, position).key);
      expect(new Set(keys).size).toBe(keys.length);
      // The key alone gives the drawing back (files are drawn from it, on demand).
      for (const [position, key] of keys.entries()) expect(parseDemoAvatarKey(key)).toEqual({ features: member.avatar, photo: position });
    }
    // No two members share a face.
    expect(seeds.size).toBe(members.length);
  });

  it('draw bald members without hair and everybody else in their hair colour', () => {
    for (const hair of HAIR_COLORS) {
      for (const look of ['feminine', 'masculine', 'couple'] as const) {
        for (const seed of [1, 77, 123456, 4000000000]) {
          const features: AvatarFeatures = { seed, look, age: 'middle', hair };
          const [face] = avatarDrawing(features, 0).faces;
          if (hair === 'bald') expect(face?.topProbability, `${look} ${seed}`).toBe(0);
          else {
            expect(face?.topProbability).toBe(100);
            expect(HAIR_PALETTE[hair]).toContain(face?.hairColor[0]);
          }
        }
      }
    }
  });

  it('keep the person across photos and vary only background, expression and pose', () => {
    const features: AvatarFeatures = { seed: 987654321, look: 'masculine', age: 'older', hair: 'grey' };
    const photos = [0, 1, 2].map((photo) => avatarDrawing(features, photo));
    const person = (drawing: (typeof photos)[number]) =>
      drawing.faces.map(({ mouth: _m, eyes: _e, eyebrows: _b, flip: _f, rotate: _r, ...rest }) => rest);
    for (const photo of photos) expect(person(photo)).toEqual(person(photos[0] as (typeof photos)[number]));
    const poses = photos.map((photo) => JSON.stringify([photo.background, photo.faces[0]?.mouth, photo.faces[0]?.eyes, photo.faces[0]?.flip]));
    expect(new Set(poses).size).toBe(3);
    // Another member with the same profile is another person.
    const other = avatarDrawing({ ...features, seed: 12345 }, 0);
    expect(person(other)).not.toEqual(person(photos[0] as (typeof photos)[number]));
  });

  it('have profile texts in every language, each written for it', () => {
    for (const language of LANGUAGES) {
      const texts = ABOUT_TEXTS[language];
      expect(texts.general.length, language).toBeGreaterThanOrEqual(12);
      expect(texts.couple.length, language).toBeGreaterThanOrEqual(4);
      expect(texts.kink.length, language).toBeGreaterThanOrEqual(5);
    }
    const choice = demoAboutChoice(DEMO_SEED, 5, 'woman', false);
    const shown = LANGUAGES.map((language) => demoAboutText(choice, language));
    expect(new Set(shown).size).toBe(LANGUAGES.length);
    for (const text of shown) expect(text).not.toMatch(/[«»|]/);
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
      // Demo members all have a photo: the first rows are faces.
      expect(answer.results.slice(0, 12).filter((card) => card.main_image === null), host).toEqual([]);
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

  it("have one face each: a member's photos share it, no two members do", async () => {
    const rows = await server.app.db
      .selectFrom('photos')
      .innerJoin('profiles', 'profiles.user_id', 'photos.user_id')
      .select(['photos.user_id', 'photos.storage_key', 'profiles.hair_color', 'profiles.gender'])
      .where('photos.storage_key', 'like', 'demo-avatar-%')
      .execute();
    const seedOwner = new Map<number, number>();
    for (const row of rows) {
      const parsed = parseDemoAvatarKey(row.storage_key);
      expect(parsed, row.storage_key).not.toBeNull();
      expect(parsed?.features.hair).toBe(row.hair_color);
      if (row.gender === 'couple') expect(parsed?.features.look).toBe('couple');
      const owner = seedOwner.get(parsed?.features.seed ?? -1);
      expect(owner === undefined || owner === row.user_id, row.storage_key).toBe(true);
      seedOwner.set(parsed?.features.seed ?? -1, row.user_id);
    }
    expect(new Set(rows.map((row) => row.storage_key)).size).toBe(rows.length);
    expect(seedOwner.size).toBeGreaterThanOrEqual(DEMO_MEMBER_COUNT);
  });

  it('start the demo accounts with matches, likes both ways and conversations, the ledger still balancing', async () => {
    const db = server.app.db;
    for (const account of DEMO_ACCOUNTS) {
      const { id } = await db.selectFrom('users').select('id').where('email_normalized', '=', account.email).executeTakeFirstOrThrow();
      const likes = likesDb(db);
      const given = await likes.selectFrom('likes').select('liked_id').where('liker_id', '=', id).execute();
      const received = await likes.selectFrom('likes').select(['liker_id', 'like_new']).where('liked_id', '=', id).execute();
      const matches = given.filter((like) => received.some((back) => back.liker_id === like.liked_id));
      expect(matches.length, account.email).toBeGreaterThanOrEqual(2);
      expect(given.length - matches.length, account.email).toBeGreaterThanOrEqual(2);
      expect(received.filter((like) => like.like_new === 1).length, account.email).toBeGreaterThanOrEqual(2);

      const chat = chatDb(db);
      const sides = await chat.selectFrom('conversation_members').select(['conversation_id', 'unread_count']).where('user_id', '=', id).execute();
      expect(sides.length, account.email).toBeGreaterThanOrEqual(2);
      expect(sides.filter((side) => side.unread_count > 0).length, account.email).toBeGreaterThanOrEqual(1);
      const messages = await chat
        .selectFrom('messages')
        .select(['sender_id', 'cost'])
        .where('conversation_id', 'in', sides.map((side) => side.conversation_id))
        .execute();
      const own = messages.filter((message) => message.sender_id === id);
      expect(own.length, account.email).toBeGreaterThan(0);
      expect(messages.length - own.length, account.email).toBeGreaterThan(own.length);

      // Its messages were charged like any message, from what signing up gave it: the balance is the ledger's.
      const audit = await auditLedger(creditsDb(db), id);
      expect(audit.consistent, account.email).toBe(true);
      // What the account starts with, plus the credits of the premium account's seeded purchase (checked below).
      const bought = await creditsDb(db).selectFrom('credit_entries').select('amount').where('user_id', '=', id).where('reason', '=', 'purchase').execute();
      expect(audit.balance).toBe(account.credits + bought.reduce((sum, entry) => sum + entry.amount, 0));
      const spent = await creditsDb(db).selectFrom('credit_entries').select('amount').where('user_id', '=', id).where('reason', '=', 'message').execute();
      expect(-spent.reduce((sum, entry) => sum + entry.amount, 0)).toBe(own.reduce((sum, message) => sum + message.cost, 0));
      expect(spent.length).toBe(own.length);
    }
  });

  it("show the operators the demo account waiting for a fictional profile's answer", async () => {
    const { id } = await server.app.db.selectFrom('users').select('id').where('email_normalized', '=', 'premium@demo.localhost').executeTakeFirstOrThrow();
    const waiting = await selectInbox(server.app.db, { onlyUnanswered: true, now: new Date().toISOString(), limit: 50 });
    expect(waiting.filter((row) => row.member_id === id).length).toBeGreaterThan(0);
  });

  it('tell the member how soon a fictional profile is answered, and promise nothing for a real member', async () => {
    const db = server.app.db;
    const user = await db.selectFrom('users').select(['id', 'site_id']).where('email_normalized', '=', 'premium@demo.localhost').executeTakeFirstOrThrow();
    const session = await sessionOf(server, { id: user.id, email: 'premium@demo.localhost', siteId: user.site_id });
    const sides = await chatDb(db)
      .selectFrom('conversation_members as cm')
      .innerJoin('profiles as p', 'p.user_id', 'cm.other_id')
      .select(['cm.conversation_id', 'p.fictional'])
      .where('cm.user_id', '=', user.id)
      .execute();
    const open = async (query: string) => chatResponseSchema.parse(okJson(await call.get(`/api/chat.php?${query}`, { session }))).conversation;
    // Only fictional profiles write to the demo accounts (operators do); real demo members only like.
    expect(sides.length).toBeGreaterThan(0);
    expect(sides.filter((side) => side.fictional === 0)).toEqual([]);
    // Both accounts' histories: operators answered after 30 and 90 minutes, twice each: the median is an hour.
    for (const side of sides) expect((await open(`id=${side.conversation_id}`)).operator_reply_seconds).toBe(3600);
    const realMatch = await likesDb(db)
      .selectFrom('likes as l')
      .innerJoin('profiles as p', 'p.user_id', 'l.liker_id')
      .select('l.liker_id')
      .where('l.liked_id', '=', user.id)
      .where('p.fictional', '=', 0)
      .executeTakeFirstOrThrow();
    const real = await open(`member=${realMatch.liker_id}`);
    expect(real.profile.fictional).toBe(false);
    expect(real.operator_reply_seconds).toBeUndefined();
  });

  it("show a demo profile's text in the visitor's language, and a changed text as written", async () => {
    const member = await server.app.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.id', 'users.email', 'users.language', 'profiles.about', 'profiles.kink'])
      .where('users.email', 'like', 'demo.member.%')
      .where('users.language', 'not in', ['nl', 'de'])
      .where('profiles.gender', '=', 'woman')
      .orderBy('users.id')
      .executeTakeFirstOrThrow();
    const about = async (host: string, language?: string) =>
      profileResponseSchema.parse(okJson(await call.get(`/api/profile.php?id=${member.id}`, { host, ...(language ? { headers: { cookie: `i18n_redirected=${language}` } } : {}) })))
        .profile.about;
    const choice = demoAboutChoice(DEMO_SEED, Number(/\.(\d+)@/.exec(member.email)?.[1]), 'woman', member.kink === 1);
    expect(member.about).toBe(demoAboutText(choice, member.language as 'en'));
    expect(await about('nl.localhost')).toBe(demoAboutText(choice, 'nl'));
    expect(await about('localhost', 'de')).toBe(demoAboutText(choice, 'de'));
    expect(await about('localhost')).toBe(demoAboutText(choice, 'en'));
    expect(demoAboutText(choice, 'nl')).not.toBe(member.about);
    // A text the member (or a moderator) changed is shown as it is, in every language.
    await server.app.db.updateTable('profiles').set({ about: 'Mein eigener Text.' }).where('user_id', '=', member.id).execute();
    expect(await about('nl.localhost')).toBe('Mein eigener Text.');
    await server.app.db.updateTable('profiles').set({ about: member.about }).where('user_id', '=', member.id).execute();
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
