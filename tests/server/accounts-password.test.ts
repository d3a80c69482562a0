import { describe, expect, it, vi } from 'vitest';
import { RESET_MAIL_JOB } from '../../server/accounts/reset-job';
import { withJobs } from '../../server/jobs/tables';
import { DATABASES, useServer } from './harness';
import {
  client,
  DAY_MS,
  errorOf,
  latestMail,
  linkOf,
  logIn,
  mailsTo,
  MINUTE_MS,
  NEW_PASSWORD,
  nextIp,
  sessionCookie,
  settleAccountWork,
  signUp,
  TestClock,
  tokenOf,
  uniqueEmail,
} from './accounts-support';

describe.each(DATABASES)('password reset on %s', (kind) => {
  const clock = new TestClock();
  const server = useServer(kind, {}, { clock: clock.now });
  const api = client(server);

  const requestReset = (email: string, ip?: string) => api.post('/api/password-reset.php', { email }, ip ? { ip } : {});
  const resetDo = (token: string, password = NEW_PASSWORD, confirm = password) =>
    api.post('/api/password-reset-do.php', { token, password, password_confirm: confirm });

  async function resetToken(email: string): Promise<string> {
    expect((await requestReset(email)).statusCode).toBe(200);
    return tokenOf(await latestMail(server, email, 'reset_password'));
  }

  describe('POST /api/password-reset.php', () => {
    it('answers known and unknown addresses with the same status and body (SEC-4)', async () => {
      const member = await signUp(api);
      const stranger = uniqueEmail('stranger');
      const known = await requestReset(member.email);
      const unknown = await requestReset(stranger);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({ ok: true });
    });

    it('mails a known address a one-hour link to /reset-password/do, and tells an unknown one there is no account', async () => {
      const member = await signUp(api);
      await requestReset(member.email);
      const mail = await latestMail(server, member.email, 'reset_password');
      expect(linkOf(mail).pathname).toBe('/reset-password/do');
      expect(linkOf(mail).origin).toBe('http://localhost:3000');
      expect(mail.params).toMatchObject({ name: member.name, minutes: 60 });

      const stranger = uniqueEmail('stranger');
      await requestReset(stranger);
      const notice = await latestMail(server, stranger, 'reset_password_unknown');
      expect(notice.params).toMatchObject({ email: stranger });
      expect(await mailsTo(server, stranger, 'reset_password')).toHaveLength(0);
    });

    it('mails a reset asked for even when the process dies right after answering: the job waits for any worker', async () => {
      const member = await signUp(api);
      // Nothing runs after the answer on this instance (it "died").
      const firstAttempt = vi.spyOn(server.app.jobs, 'run').mockResolvedValue({ status: 'not_claimed' });
      expect((await requestReset(member.email)).statusCode).toBe(200);
      await settleAccountWork(server);
      firstAttempt.mockRestore();
      expect(await mailsTo(server, member.email, 'reset_password')).toHaveLength(0);
      const queued = await withJobs(server.app.db).selectFrom('jobs').select(['id', 'state']).where('name', '=', RESET_MAIL_JOB).where('state', '=', 'queued').execute();
      expect(queued.length).toBeGreaterThanOrEqual(1);
      await server.app.jobs.runDue();
      expect(await mailsTo(server, member.email, 'reset_password')).toHaveLength(1);
    });

    it('allows 3 reset mails per address a day; the 4th gets 429 reset_too_many, known or not', async () => {
      const member = await signUp(api);
      const stranger = uniqueEmail('stranger');
      for (const email of [member.email, stranger]) {
        for (let i = 0; i < 3; i += 1) expect((await requestReset(email)).statusCode).toBe(200);
      }
      const knownFourth = await requestReset(member.email);
      const unknownFourth = await requestReset(stranger);
      expect(knownFourth.statusCode).toBe(429);
      expect(errorOf(knownFourth).error).toBe('reset_too_many');
      expect(unknownFourth.body).toBe(knownFourth.body);
      expect(errorOf(knownFourth).message).toBe('Too many password reset emails have been sent. Please try again tomorrow.');
      expect(await mailsTo(server, member.email, 'reset_password')).toHaveLength(3);

      clock.advance(DAY_MS + MINUTE_MS);
      expect((await requestReset(member.email)).statusCode).toBe(200);
    });

    it('limits reset requests per IP address too', async () => {
      const ip = nextIp();
      for (let i = 0; i < 20; i += 1) expect((await requestReset(uniqueEmail('spray'), ip)).statusCode).toBe(200);
      const refused = await requestReset(uniqueEmail('spray'), ip);
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).error).toBe('rate_limited');
    });

    it('refuses a malformed address with a field error', async () => {
      const response = await requestReset('not-an-address');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({ email: { code: 'email_invalid' } });
    });
  });

  describe('POST /api/password-reset-do.php', () => {
    it('sets the new password, ends every session (SEC-9) and mails password_changed', async () => {
      const member = await signUp(api);
      const other = sessionCookie(await logIn(api, member.email, member.password))?.value;
      const token = await resetToken(member.email);
      const response = await resetDo(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      for (const session of [member.session, other]) {
        expect(errorOf(await api.get('/api/user.php', { session })).error).toBe('authentication_required');
      }
      expect((await logIn(api, member.email, member.password)).statusCode).toBe(401);
      expect((await logIn(api, member.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect(await latestMail(server, member.email, 'password_changed')).toMatchObject({ params: { name: member.name } });
    });

    it('is single use', async () => {
      const member = await signUp(api);
      const token = await resetToken(member.email);
      expect((await resetDo(token)).statusCode).toBe(200);
      const again = await resetDo(token, 'yet another passphrase');
      expect(again.statusCode).toBe(400);
      expect(errorOf(again).error).toBe('reset_link_invalid');
    });

    it('expires after one hour', async () => {
      const member = await signUp(api);
      const token = await resetToken(member.email);
      clock.advance(61 * MINUTE_MS);
      const late = await resetDo(token);
      expect(late.statusCode).toBe(400);
      expect(errorOf(late)).toMatchObject({ error: 'reset_link_invalid', message: 'This link has expired or is invalid. Please request a new email.' });
      expect((await logIn(api, member.email, member.password)).statusCode).toBe(200);
    });

    it('retires the older links once one is used', async () => {
      const member = await signUp(api);
      const first = await resetToken(member.email);
      const second = await resetToken(member.email);
      expect(first).not.toBe(second);
      expect((await resetDo(second)).statusCode).toBe(200);
      expect(errorOf(await resetDo(first, 'another long passphrase')).error).toBe('reset_link_invalid');
    });

    it('checks the two entries, length and common passwords, keeping the link usable', async () => {
      const member = await signUp(api);
      const token = await resetToken(member.email);
      const differ = await resetDo(token, 'one long passphrase', 'another long passphrase');
      expect(errorOf(differ)).toMatchObject({ error: 'validation_failed', fields: { password_confirm: { code: 'passwords_differ' } } });
      expect(errorOf(await resetDo(token, 'short')).fields).toEqual({ password: { code: 'password_too_short', params: { count: 8 } } });
      expect(errorOf(await resetDo(token, 'qwertyuiop')).fields).toEqual({ password: { code: 'password_common' } });
      expect((await resetDo(token)).statusCode).toBe(200);
    });

    it('refuses made-up tokens and links of another site', async () => {
      expect(errorOf(await resetDo('made-up-token')).error).toBe('reset_link_invalid');
      expect(errorOf(await resetDo('')).error).toBe('reset_link_invalid');
      const member = await signUp(api);
      const token = await resetToken(member.email);
      const elsewhere = await api.post(
        '/api/password-reset-do.php',
        { token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
        { host: 'gay.localhost' },
      );
      expect(errorOf(elsewhere).error).toBe('reset_link_invalid');
    });

    it('stores only the hash of the token', async () => {
      const member = await signUp(api);
      const token = await resetToken(member.email);
      const rows = await server.app.db.selectFrom('account_tokens').select(['token_hash', 'data']).where('user_id', '=', member.user.id).execute();
      expect(JSON.stringify(rows)).not.toContain(token);
    });
  });

  describe('GET /api/password-reset-do.php (the link checked before its form is shown)', () => {
    const check = (token: string, host?: string) =>
      api.get(`/api/password-reset-do.php?token=${encodeURIComponent(token)}`, host ? { host } : {});

    it('answers ok for a fresh link and changes nothing: the link still sets the password afterwards', async () => {
      const member = await signUp(api);
      const token = await resetToken(member.email);
      const fresh = await check(token);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json()).toEqual({ ok: true });
      expect((await check(token)).statusCode).toBe(200);
      expect((await logIn(api, member.email, member.password)).statusCode).toBe(200);
      expect((await resetDo(token)).statusCode).toBe(200);
    });

    it('answers 400 reset_link_invalid for a used link, an expired one, a made-up one and another site\'s', async () => {
      const member = await signUp(api);
      const used = await resetToken(member.email);
      expect((await resetDo(used)).statusCode).toBe(200);
      const usedCheck = await check(used);
      expect(usedCheck.statusCode).toBe(400);
      expect(errorOf(usedCheck).error).toBe('reset_link_invalid');

      const other = await signUp(api);
      const expiring = await resetToken(other.email);
      expect(errorOf(await check(expiring, 'gay.localhost')).error).toBe('reset_link_invalid');
      clock.advance(61 * MINUTE_MS);
      expect(errorOf(await check(expiring)).error).toBe('reset_link_invalid');
      expect(errorOf(await check('made-up-token')).error).toBe('reset_link_invalid');
      expect(errorOf(await check('')).error).toBe('reset_link_invalid');
    });

    it('refuses a missing or oversized token with a validation error, never a 500', async () => {
      const missing = await api.get('/api/password-reset-do.php');
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).error).toBe('validation_failed');
      expect((await check('x'.repeat(600))).statusCode).toBe(400);
    });
  });

  describe('POST /api/password.php (change while logged in)', () => {
    it('needs the current password: 403 reauth_failed with a field error', async () => {
      const member = await signUp(api);
      const response = await api.post(
        '/api/password.php',
        { current_password: 'not my password', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
        { session: member.session },
      );
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({ error: 'reauth_failed', fields: { current_password: { code: 'password_incorrect' } } });
      expect((await logIn(api, member.email, member.password)).statusCode).toBe(200);
    });

    it('changes it, ends the other sessions, keeps this one, and mails password_changed', async () => {
      const member = await signUp(api);
      const other = sessionCookie(await logIn(api, member.email, member.password))?.value;
      const response = await api.post(
        '/api/password.php',
        { current_password: member.password, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
        { session: member.session },
      );
      expect(response.json()).toEqual({ ok: true });
      expect((await api.get('/api/user.php', { session: member.session })).statusCode).toBe(200);
      expect((await api.get('/api/user.php', { session: other })).statusCode).toBe(403);
      expect((await logIn(api, member.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect(await mailsTo(server, member.email, 'password_changed')).toHaveLength(1);
    });

    it('limits wrong current passwords (a stolen session is no password oracle)', async () => {
      const member = await signUp(api);
      const attempt = (current: string) =>
        api.post('/api/password.php', { current_password: current, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD }, { session: member.session });
      for (let i = 0; i < 5; i += 1) expect((await attempt(`guess-${i}-wrong`)).statusCode).toBe(403);
      const blocked = await attempt(member.password);
      expect(blocked.statusCode).toBe(429);
      expect(errorOf(blocked).error).toBe('rate_limited');
    });

    it('validates the new password', async () => {
      const member = await signUp(api);
      const response = await api.post(
        '/api/password.php',
        { current_password: member.password, password: NEW_PASSWORD, password_confirm: `${NEW_PASSWORD}x` },
        { session: member.session },
      );
      expect(errorOf(response).fields).toEqual({ password_confirm: { code: 'passwords_differ' } });
    });

    it('needs a session', async () => {
      const response = await api.post('/api/password.php', { current_password: 'x', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
      expect(errorOf(response).error).toBe('authentication_required');
    });
  });
});
