import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordLength } from '../../contract/accounts';
import { AUTH_COOKIE_MAX_AGE_S } from '../../contract/constants';
import { isCommonPassword } from '../../server/accounts/passwords';
import { signupCreditsFor } from '../../server/credits/actionCosts';
import { creditsDb } from '../../server/credits/tables';
import { DATABASES, spaHeaders, useServer } from './harness';
import {
  client,
  errorOf,
  latestMail,
  linkOf,
  logIn,
  nextIp,
  sessionCookie,
  signupBody,
  signUp,
  TestClock,
  uniqueEmail,
  userOf,
} from './accounts-support';

describe.each(DATABASES)('signup on %s', (kind) => {
  const clock = new TestClock();
  const server = useServer(kind, {}, { clock: clock.now });
  const api = client(server);

  async function userRow(email: string) {
    return server.app.db.selectFrom('users').selectAll().where('email_normalized', '=', email.toLowerCase()).executeTakeFirstOrThrow();
  }

  describe('POST /api/signup.php', () => {
    it('creates a not-confirmed account with a disabled profile, logs it in and grants the signup credits', async () => {
      const body = signupBody({ name: 'Anna Berg', signup_message: 'Hi there!', target_profile_id: 77 });
      const response = await api.post('/api/signup.php', body);
      const user = userOf(response);
      expect(user).toMatchObject({
        status: 'not_confirmed',
        paid_user: false,
        notifications_disabled: [],
        language: 'en',
        email: body.email,
        signup_completed: false,
        profile: { name: 'Anna Berg', status: 'disabled', main_image: null },
      });
      const site = await server.app.sites.resolve('localhost');
      expect(site.settings.signup_credits).toBeGreaterThan(0);
      // The site's signup credits, raised to one message's price in its dearest country (server/credits/actionCosts.ts).
      expect(user.credits).toBe(await signupCreditsFor(creditsDb(server.app.db), site));
      expect(user.credits).toBeGreaterThanOrEqual(site.settings.signup_credits);
      expect(Date.parse(user.created_at)).toBe(clock.now().getTime());

      const token = sessionCookie(response)?.value ?? '';
      const me = await api.get('/api/user.php', { session: token });
      expect(userOf(me)).toEqual(user);

      const profile = await server.app.db.selectFrom('profiles').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(profile).toMatchObject({ signup_message: 'Hi there!', target_profile_id: 77, date_of_birth: '1990-05-17' });
    });

    it('sets the session cookie as SEC-8 asks: HttpOnly, SameSite=Lax, Path=/, 30 days, host-only, not Secure on http', async () => {
      const response = await api.post('/api/signup.php', signupBody());
      const cookie = sessionCookie(response);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: AUTH_COOKIE_MAX_AGE_S });
      expect(cookie?.domain).toBeUndefined();
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const header = String(response.headers['set-cookie']);
      expect(header).not.toMatch(/Domain=/i);
      expect(header).toMatch(/^auth\.session=/);
    });

    it('stores an argon2id hash with m=19456, t=2, p=1, and never the password or token', async () => {
      const member = await signUp(api);
      const row = await userRow(member.email);
      expect(row.password_hash?.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
      const sessions = await server.app.db.selectFrom('sessions').selectAll().where('user_id', '=', row.id).execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(sessions[0]?.token_hash).not.toBe(member.session);
      expect(JSON.stringify(member.user)).not.toContain('argon2');
    });

    it('sends the activation mail in the user language with a link to /activate/done on the site', async () => {
      const member = await signUp(api, {}, { host: 'bdsm.localhost:3000' });
      const mail = await latestMail(server, member.email, 'activation');
      const link = linkOf(mail);
      expect(link.origin).toBe('http://bdsm.localhost:3000');
      expect(link.pathname).toBe('/activate/done');
      expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail.params.name).toBe(member.name);
    });

    it('never puts a forged Host into a mailed link', async () => {
      const email = uniqueEmail();
      await api.post('/api/signup.php', signupBody({ email }), { host: 'evil.example', headers: { origin: 'http://evil.example' } });
      const mail = await latestMail(server, email, 'activation');
      expect(linkOf(mail).hostname).toBe('localhost');
    });

    it('keeps the language of the request (cookie) as the account language', async () => {
      const response = await api.post('/api/signup.php', signupBody(), { headers: { cookie: 'i18n_redirected=nl' } });
      expect(userOf(response).language).toBe('nl');
    });

    it('stores the tracking data of the first visit', async () => {
      const member = await signUp(api, { tracking: { network: 'aff-12', ref: 'r9', sub1: 'a', sub2: 'b', sub3: 'c', lb: '1' } });
      const row = await userRow(member.email);
      expect(JSON.parse(row.tracking)).toEqual({ network: 'aff-12', ref: 'r9', sub1: 'a', sub2: 'b', sub3: 'c', lb: '1' });
    });

    it('round-trips any Unicode password of 8 to 64 code points through signup and login', async () => {
      const password = fc
        .string({ unit: 'binary', minLength: 8, maxLength: 64 })
        .filter((value) => passwordLength(value) >= 8 && passwordLength(value) <= 64 && !isCommonPassword(value));
      await fc.assert(
        fc.asyncProperty(password, async (value) => {
          const member = await signUp(api, { password: value });
          const login = await logIn(api, member.email, value);
          expect(login.statusCode).toBe(200);
          expect(sessionCookie(login)?.value).not.toBe(member.session);
        }),
        { numRuns: 25 },
      );
    });

    it('accepts a password typed in another Unicode normal form at login', async () => {
      const member = await signUp(api, { password: 'caf\u00e9-au-lait-\u00e9t\u00e9' });
      const login = await logIn(api, member.email, 'cafe\u0301-au-lait-e\u0301te\u0301');
      expect(login.statusCode).toBe(200);
    });

    it('accepts a 256-character password and refuses 257 (no truncation)', async () => {
      const long = 'Lorem ipsum dolor sit amet '.repeat(10).slice(0, 256);
      const member = await signUp(api, { password: long });
      expect((await logIn(api, member.email, long.slice(0, 255))).statusCode).toBe(401);
      expect((await logIn(api, member.email, long)).statusCode).toBe(200);
      const tooLong = await api.post('/api/signup.php', signupBody({ password: `${long}x` }));
      expect(errorOf(tooLong).fields?.password).toEqual({ code: 'password_too_long', params: { count: 256 } });
    });

    it('refuses a common password with validation:password_common', async () => {
      const response = await api.post('/api/signup.php', signupBody({ password: 'iloveyou1' }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ error: 'validation_failed', fields: { password: { code: 'password_common' } } });
    });

    it('reports the SPEC §5 field errors next to their fields', async () => {
      const email = uniqueEmail();
      const response = await api.post('/api/signup.php', { email, name: email.toUpperCase(), password: 'short', date_of_birth: '2001-02-30' });
      expect(response.statusCode).toBe(400);
      const body = errorOf(response);
      expect(body.error).toBe('validation_failed');
      expect(body.fields).toEqual({
        name: { code: 'name_equals_email' },
        password: { code: 'password_too_short', params: { count: 8 } },
        date_of_birth: { code: 'date_of_birth_invalid' },
      });
      const at = await api.post('/api/signup.php', signupBody({ name: '@anna', email: 'bad-address' }));
      expect(errorOf(at).fields).toMatchObject({ name: { code: 'name_starts_with_at' }, email: { code: 'email_invalid' } });
    });

    it('lets someone who turns 18 today sign up, and not someone who turns 18 tomorrow', async () => {
      const today = clock.now();
      const eighteenYearsAgo = new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate()));
      const iso = (date: Date) => date.toISOString().slice(0, 10);
      if (iso(eighteenYearsAgo).endsWith('-02-29')) return; // the boundary moves to 1 March; covered by the rules test
      const ok = await api.post('/api/signup.php', signupBody({ date_of_birth: iso(eighteenYearsAgo) }));
      expect(ok.statusCode).toBe(200);
      const dayLater = new Date(eighteenYearsAgo.getTime() + 24 * 60 * 60 * 1000);
      const tooYoung = await api.post('/api/signup.php', signupBody({ date_of_birth: iso(dayLater) }));
      expect(tooYoung.statusCode).toBe(400);
      expect(errorOf(tooYoung).fields?.date_of_birth).toEqual({ code: 'min_age', params: { minAge: 18 } });
      expect(errorOf(tooYoung).message).toBe('Some fields are not filled in correctly. Please check them and try again.');
    });

    it('answers 409 email_taken for an address with an account on this site, in any letter case', async () => {
      const member = await signUp(api);
      const response = await api.post('/api/signup.php', signupBody({ email: `  ${member.email.toUpperCase()} ` }));
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({ error: 'email_taken', fields: { email: { code: 'email_taken' } } });
      const dutch = await api.post('/api/signup.php', signupBody({ email: member.email }), { headers: { cookie: 'i18n_redirected=nl' } });
      expect(errorOf(dutch).message).toBe('Dit e-mailadres heeft al een account op deze site.');
    });

    it('keeps accounts per site: the same address can sign up on another site', async () => {
      const member = await signUp(api);
      const other = await api.post('/api/signup.php', signupBody({ email: member.email }), { host: 'gay.localhost' });
      expect(other.statusCode).toBe(200);
      // The other site's session does not work here.
      const token = sessionCookie(other)?.value;
      expect((await api.get('/api/user.php', { session: token })).statusCode).toBe(403);
      expect((await api.get('/api/user.php', { session: token, host: 'gay.localhost' })).statusCode).toBe(200);
    });

    it('creates exactly one account when two signups with one address arrive at once', async () => {
      const email = uniqueEmail('race');
      const responses = await Promise.all(Array.from({ length: 4 }, () => api.post('/api/signup.php', signupBody({ email }))));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409]);
      for (const response of responses.filter((r) => r.statusCode === 409)) expect(errorOf(response).error).toBe('email_taken');
      const rows = await server.app.db.selectFrom('users').select('id').where('email_normalized', '=', email).execute();
      expect(rows).toHaveLength(1);
    });

    it('limits signups per IP address: the 6th in an hour gets 429 rate_limited', async () => {
      const ip = nextIp();
      for (let i = 0; i < 5; i += 1) expect((await api.post('/api/signup.php', signupBody(), { ip })).statusCode).toBe(200);
      const sixth = await api.post('/api/signup.php', signupBody(), { ip });
      expect(sixth.statusCode).toBe(429);
      expect(errorOf(sixth)).toMatchObject({ error: 'rate_limited' });
      expect(Number(errorOf(sixth).params?.seconds)).toBeGreaterThan(3000);
      expect((await api.post('/api/signup.php', signupBody(), { ip: nextIp() })).statusCode).toBe(200);
    });

    it('refuses unknown keys and keeps __proto__ harmless', async () => {
      const extra = await api.post('/api/signup.php', { ...signupBody(), credits: 100000, status: 'confirmed' });
      expect(extra.statusCode).toBe(400);
      expect(errorOf(extra).fields).toMatchObject({ credits: { code: 'unknown_field' }, status: { code: 'unknown_field' } });

      const raw = JSON.stringify(signupBody()).replace(/^\{/, '{"__proto__":{"status":"confirmed","isAdmin":true},');
      const poisoned = await server.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        headers: { ...spaHeaders(), 'content-type': 'application/json' },
        payload: raw,
        remoteAddress: nextIp(),
      });
      expect(poisoned.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();

      const nested = await api.post('/api/signup.php', { ...signupBody(), tracking: { network: 'x', constructor: 'y' } });
      expect(nested.statusCode).toBe(400);
    });

    it('refuses a cross-site signup post (SEC-11)', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        headers: { host: 'localhost:3000', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'x-client-type': 'web' },
        payload: signupBody(),
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).error).toBe('cross_site_request');
    });
  });

  describe('signup policy (SPEC §4)', () => {
    async function setSignups(domain: string, signups: 'all' | 'with_trafficsource' | 'other') {
      await server.app.db.updateTable('sites').set({ signups }).where('domain', '=', domain).execute();
      server.app.sites.invalidate();
    }

    it('with_trafficsource: needs a network or ref, else 403 signup_closed (reason trafficsource)', async () => {
      await setSignups('milf.localhost', 'with_trafficsource');
      try {
        const closed = await api.post('/api/signup.php', signupBody(), { host: 'milf.localhost' });
        expect(closed.statusCode).toBe(403);
        expect(errorOf(closed)).toMatchObject({ error: 'signup_closed', params: { reason: 'trafficsource' } });
        expect(errorOf(closed).message).toBe('Signing up is not possible on this site at the moment.');
        const subOnly = await api.post('/api/signup.php', signupBody({ tracking: { sub1: 'x' } }), { host: 'milf.localhost' });
        expect(subOnly.statusCode).toBe(403);
        const withSource = await api.post('/api/signup.php', signupBody({ tracking: { network: 'partner' } }), { host: 'milf.localhost' });
        expect(withSource.statusCode).toBe(200);
      } finally {
        await setSignups('milf.localhost', 'all');
      }
    });

    it('other: closed for everyone (reason closed), translated', async () => {
      await setSignups('gilf.localhost', 'other');
      try {
        const closed = await api.post('/api/signup.php', signupBody({ tracking: { network: 'partner' } }), {
          host: 'gilf.localhost',
          headers: { cookie: 'i18n_redirected=de' },
        });
        expect(closed.statusCode).toBe(403);
        expect(errorOf(closed)).toMatchObject({ error: 'signup_closed', params: { reason: 'closed' } });
        expect(errorOf(closed).message).toBe('Eine Registrierung ist auf dieser Website derzeit nicht möglich.');
      } finally {
        await setSignups('gilf.localhost', 'all');
      }
    });
  });

  describe('POST /api/complete-signup.php', () => {
    it('stores gender, seeking, country and region', async () => {
      const member = await signUp(api);
      const response = await api.post(
        '/api/complete-signup.php',
        { gender: 'woman', seeking: 'man', country: 'NL', region: 'NL-NH' },
        { session: member.session },
      );
      const user = userOf(response);
      expect(user.signup_completed).toBe(true);
      expect(user.profile.country).toBe('NL');
      const profile = await server.app.db.selectFrom('profiles').selectAll().where('user_id', '=', member.user.id).executeTakeFirstOrThrow();
      expect(profile).toMatchObject({ gender: 'woman', seeking: 'man', country: 'NL', region: 'NL-NH' });
    });

    it('refuses a country the site does not serve, a region of another country, and unknown genders', async () => {
      const member = await signUp(api, {}, { host: 'nl.localhost' });
      const abroad = await api.post('/api/complete-signup.php', { gender: 'man', seeking: 'woman', country: 'US' }, { session: member.session, host: 'nl.localhost' });
      expect(errorOf(abroad).fields).toEqual({ country: { code: 'invalid_value' } });
      const region = await api.post(
        '/api/complete-signup.php',
        { gender: 'man', seeking: 'woman', country: 'BE', region: 'NL-NH' },
        { session: member.session, host: 'nl.localhost' },
      );
      expect(errorOf(region).fields).toEqual({ region: { code: 'invalid_value' } });
      const gender = await api.post('/api/complete-signup.php', { gender: 'robot', seeking: 'woman', country: 'BE' }, { session: member.session, host: 'nl.localhost' });
      expect(errorOf(gender).fields?.gender?.code).toBe('invalid_value');
    });

    it('needs a session', async () => {
      const response = await api.post('/api/complete-signup.php', { gender: 'man', seeking: 'woman', country: 'NL' });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).error).toBe('authentication_required');
    });
  });

  it('logs the new account in even when the browser had a session of another account', async () => {
    const first = await signUp(api);
    const second = await signUp(api, {}, { session: first.session });
    expect(second.session).not.toBe(first.session);
    expect(userOf(await api.get('/api/user.php', { session: second.session })).id).toBe(second.user.id);
  });
});
