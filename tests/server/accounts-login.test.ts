import { afterAll, describe, expect, it, vi } from 'vitest';
import { argon2id } from '../../server/accounts/passwords';
import { buildServer } from '../../server/app';
import { createTestDatabase, DATABASES, spaHeaders, testConfig, useServer } from './harness';
import {
  client,
  errorOf,
  latestMail,
  logIn,
  MINUTE_MS,
  nextIp,
  sessionCookie,
  signUp,
  TestClock,
  uniqueEmail,
  userOf,
} from './accounts-support';

// SEC-4 is checked by counting argon2 verifications rather than by timing answers: a login for an unknown address must
// cost one verification, like a wrong password for a real account (a clock-based check is flaky on a loaded machine).
const verifications = vi.spyOn(argon2id, 'verify');
afterAll(() => verifications.mockRestore());

describe.each(DATABASES)('login and session on %s', (kind) => {
  const clock = new TestClock();
  const server = useServer(kind, {}, { clock: clock.now });
  const api = client(server);

  describe('GET /api/user.php', () => {
    it('answers 403 authentication_required without a session, or with an unknown one', async () => {
      for (const session of [undefined, 'not-a-real-session-token', 'x'.repeat(300)]) {
        const response = await api.get('/api/user.php', { session });
        expect(response.statusCode).toBe(403);
        expect(errorOf(response)).toMatchObject({ error: 'authentication_required', status: 403 });
      }
    });
  });

  describe('POST /api/user.php (login)', () => {
    it('answers the user and a new session cookie; the session before login ends (SEC-7)', async () => {
      const member = await signUp(api);
      const response = await logIn(api, member.email, member.password, { session: member.session });
      const user = userOf(response);
      expect(user.id).toBe(member.user.id);
      expect(user.email).toBe(member.email);
      const token = sessionCookie(response)?.value;
      expect(token).toBeTruthy();
      expect(token).not.toBe(member.session);
      expect(sessionCookie(response)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect((await api.get('/api/user.php', { session: token })).statusCode).toBe(200);
      expect((await api.get('/api/user.php', { session: member.session })).statusCode).toBe(403);
    });

    it('matches the address case-insensitively and without surrounding spaces', async () => {
      const member = await signUp(api);
      expect((await logIn(api, ` ${member.email.toUpperCase()} `, member.password)).statusCode).toBe(200);
    });

    it('answers 401 login_failed for a wrong password ("Login mislukt, probeer opnieuw." in nl)', async () => {
      const member = await signUp(api);
      const response = await logIn(api, member.email, 'wrong password!', { headers: { cookie: 'i18n_redirected=nl' } });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({ error: 'login_failed', status: 401, message: 'Login mislukt, probeer opnieuw.' });
      expect(sessionCookie(response)).toBeUndefined();
    });

    it('answers an unknown address exactly like a wrong password, after one argon2 verification each (SEC-4)', async () => {
      const member = await signUp(api);
      for (let i = 0; i < 3; i += 1) {
        verifications.mockClear();
        const wrong = await logIn(api, member.email, `wrong-password-${i}`);
        expect(verifications).toHaveBeenCalledTimes(1);
        verifications.mockClear();
        const missing = await logIn(api, uniqueEmail('nobody'), `wrong-password-${i}`);
        // Without the dummy verification an unknown address would answer without any argon2 work.
        expect(verifications).toHaveBeenCalledTimes(1);
        expect(missing.statusCode).toBe(wrong.statusCode);
        expect(missing.body).toBe(wrong.body);
      }
    });

    it('refuses unknown keys and empty fields with 400', async () => {
      const extra = await api.post('/api/user.php', { email: 'a@example.com', password: 'x', remember: true });
      expect(errorOf(extra).fields).toEqual({ remember: { code: 'unknown_field' } });
      const empty = await api.post('/api/user.php', { email: '', password: '' });
      expect(Object.keys(errorOf(empty).fields ?? {}).sort()).toEqual(['email', 'password']);
    });
  });

  describe('throttling (SEC-3, SPEC §8)', () => {
    it('blocks an account after 5 failures in 15 minutes: even the right password, with the minutes left', async () => {
      const member = await signUp(api);
      for (let i = 0; i < 5; i += 1) expect((await logIn(api, member.email, `guess-${i}-wrong`)).statusCode).toBe(401);
      const blocked = await logIn(api, member.email, member.password);
      expect(blocked.statusCode).toBe(429);
      expect(errorOf(blocked)).toMatchObject({ error: 'login_blocked', params: { count: 15 } });
      expect(errorOf(blocked).message).toBe('Too many login attempts: your account is blocked for 15 minutes.');
      expect(sessionCookie(blocked)).toBeUndefined();

      clock.advance(10 * MINUTE_MS);
      expect(errorOf(await logIn(api, member.email, member.password)).params).toEqual({ count: 5 });

      clock.advance(5 * MINUTE_MS + 1000);
      expect((await logIn(api, member.email, member.password)).statusCode).toBe(200);
    });

    it('still mails a password reset while blocked, and the reset lifts the block', async () => {
      const member = await signUp(api);
      for (let i = 0; i < 5; i += 1) await logIn(api, member.email, `guess-${i}-wrong`);
      expect((await logIn(api, member.email, member.password)).statusCode).toBe(429);

      const reset = await api.post('/api/password-reset.php', { email: member.email });
      expect(reset.json()).toEqual({ ok: true });
      const mail = await latestMail(server, member.email, 'reset_password');
      const token = new URL(String(mail.params.link)).searchParams.get('token');
      const done = await api.post('/api/password-reset-do.php', { token, password: 'a brand new passphrase', password_confirm: 'a brand new passphrase' });
      expect(done.statusCode).toBe(200);
      expect((await logIn(api, member.email, 'a brand new passphrase')).statusCode).toBe(200);
    });

    it('blocks an unknown address the same way, so the block tells nothing', async () => {
      const email = uniqueEmail('ghost');
      for (let i = 0; i < 5; i += 1) expect((await logIn(api, email, `guess-${i}-wrong`)).statusCode).toBe(401);
      expect(errorOf(await logIn(api, email, 'anything at all')).error).toBe('login_blocked');
    });

    it('a successful login forgets earlier failures', async () => {
      const member = await signUp(api);
      for (let i = 0; i < 4; i += 1) await logIn(api, member.email, `guess-${i}-wrong`);
      expect((await logIn(api, member.email, member.password)).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await logIn(api, member.email, `again-${i}-wrong`)).statusCode).toBe(401);
      expect((await logIn(api, member.email, member.password)).statusCode).toBe(200);
    });

    it('lets at most 5 guesses through when they arrive at once', async () => {
      const member = await signUp(api);
      const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => logIn(api, member.email, `parallel-${i}-wrong`)));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    });

    it('limits password attempts per IP address over many accounts without locking out correct passwords', async () => {
      const ip = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i < 50; i += 1) statuses.push((await logIn(api, uniqueEmail('spray'), 'spray-password-1', { ip })).statusCode);
      expect(statuses.every((status) => status === 401)).toBe(true);
      // The address is hot: each account gets two attempts from it, then that pair waits.
      const target = uniqueEmail('spray');
      expect((await logIn(api, target, 'spray-password-1', { ip })).statusCode).toBe(401);
      expect((await logIn(api, target, 'spray-password-2', { ip })).statusCode).toBe(401);
      const third = await logIn(api, target, 'spray-password-3', { ip });
      expect(third.statusCode).toBe(429);
      expect(errorOf(third).error).toBe('login_blocked');
      // Another person behind the same address still signs in.
      const member = await signUp(api);
      expect((await logIn(api, member.email, member.password, { ip })).statusCode).toBe(200);
    });
  });

  describe('PUT /api/user.php (language)', () => {
    it('saves the language, which then answers with the user', async () => {
      const member = await signUp(api);
      const response = await api.put('/api/user.php', { language: 'de' }, { session: member.session });
      expect(userOf(response).language).toBe('de');
      expect(userOf(await api.get('/api/user.php', { session: member.session })).language).toBe('de');
    });

    it('uses that language for the member’s mails', async () => {
      const member = await signUp(api);
      const english = await latestMail(server, member.email, 'activation');
      await api.put('/api/user.php', { language: 'nl' }, { session: member.session });
      expect((await api.post('/api/activation.php', {}, { session: member.session })).statusCode).toBe(200);
      const dutch = await latestMail(server, member.email, 'activation');
      expect(dutch.id).not.toBe(english.id);
      expect(dutch.subject).not.toBe(english.subject);
      expect(dutch.text).toContain(member.name);
    });

    it('refuses unknown languages and needs a session', async () => {
      const member = await signUp(api);
      expect(errorOf(await api.put('/api/user.php', { language: 'xx' }, { session: member.session })).fields?.language?.code).toBe('invalid_value');
      expect(errorOf(await api.put('/api/user.php', { language: 'de' })).error).toBe('authentication_required');
    });
  });

  describe('GET /api/logout.php', () => {
    it('ends the session at once and clears the cookie', async () => {
      const member = await signUp(api);
      const response = await api.get('/api/logout.php', { session: member.session });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const cleared = sessionCookie(response);
      expect(cleared?.value).toBe('');
      expect(new Date(cleared?.expires ?? 0).getTime()).toBeLessThan(Date.now());
      expect(errorOf(await api.get('/api/user.php', { session: member.session })).error).toBe('authentication_required');
      const rows = await server.app.db.selectFrom('sessions').select('id').where('user_id', '=', member.user.id).execute();
      expect(rows).toHaveLength(0);
    });

    it('refuses a cross-site GET (an <img> on another site) and one without the client-type header', async () => {
      const member = await signUp(api);
      const crossSite = await server.app.inject({
        url: '/api/logout.php',
        headers: { host: 'localhost:3000', 'sec-fetch-site': 'cross-site', cookie: `auth.session=${member.session}`, 'x-client-type': 'web' },
      });
      expect(crossSite.statusCode).toBe(403);
      expect(errorOf(crossSite).error).toBe('cross_site_request');
      const { 'x-client-type': _omitted, ...withoutClientType } = spaHeaders();
      const noHeader = await server.app.inject({ url: '/api/logout.php', headers: { ...withoutClientType, cookie: `auth.session=${member.session}` } });
      expect(noHeader.statusCode).toBe(403);
      expect((await api.get('/api/user.php', { session: member.session })).statusCode).toBe(200);
    });

    it('answers ok without a session too', async () => {
      expect((await api.get('/api/logout.php')).json()).toEqual({ ok: true });
    });
  });
});

describe.each(DATABASES)('auth failure logs on %s', (kind) => {
  it('logs failed and blocked logins as structured lines without password, address, token or hash (SEC-25)', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase(kind);
    const app = await buildServer(testConfig(database.url, { LOG_LEVEL: 'info' }), { logStream: { write: (line) => lines.push(line) } });
    try {
      const api = client({ app, database, config: testConfig(database.url) });
      const member = await signUp(api);
      for (let i = 0; i < 6; i += 1) await logIn(api, member.email, `Secret-Guess-${i}`);
      await logIn(api, member.email, member.password);
      const failures = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.auth !== undefined);
      expect(failures.filter((entry) => entry.auth === 'login_failed')).toHaveLength(5);
      expect(failures.some((entry) => entry.auth === 'login_blocked')).toBe(true);
      expect(failures[0]).toMatchObject({ userId: member.user.id, level: 40 });
      expect(failures[0]?.account).toMatch(/^[0-9a-f]{12}$/);
      const all = lines.join('\n');
      expect(all).not.toContain('Secret-Guess');
      expect(all).not.toContain(member.password);
      expect(all).not.toContain(member.email);
      expect(all).not.toContain(member.session);
      expect(all).not.toContain('$argon2id$');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
