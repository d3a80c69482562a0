import { describe, expect, it } from 'vitest';
import { DELETE_GRACE_DAYS } from '../../contract/constants';
import { runAccountMaintenance } from '../../server/accounts/jobs';
import { purgeDeletedAccounts } from '../../server/accounts/purge';
import { DATABASES, useServer } from './harness';
import {
  client,
  DAY_MS,
  errorOf,
  HOUR_MS,
  latestMail,
  linkOf,
  logIn,
  mailsTo,
  sessionCookie,
  signUp,
  TestClock,
  tokenOf,
  uniqueEmail,
  userOf,
  type Member,
} from './accounts-support';

describe.each(DATABASES)('account deletion and reactivation on %s', (kind) => {
  const clock = new TestClock();
  const server = useServer(kind, {}, { clock: clock.now });
  const api = client(server);

  const deleteAccount = (member: Member, password = member.password, reason = 'found_partner') =>
    api.post('/api/account-delete.php', { password, reason, comment: 'Met someone here!' }, { session: member.session });

  async function confirmedMember(): Promise<Member> {
    const member = await signUp(api, { tracking: { network: 'aff', sub1: 's1' } });
    const token = tokenOf(await latestMail(server, member.email, 'activation'));
    expect(userOf(await api.post('/api/activate.php', { token })).status).toBe('confirmed');
    return member;
  }

  async function rowsOf(userId: number) {
    const user = await server.app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const profile = await server.app.db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    return { user, profile };
  }

  describe('POST /api/account-delete.php', () => {
    it('needs the current password', async () => {
      const member = await signUp(api);
      const response = await deleteAccount(member, 'not my password');
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).error).toBe('reauth_failed');
      expect((await api.get('/api/user.php', { session: member.session })).statusCode).toBe(200);
    });

    it('takes a reason from the fixed list only', async () => {
      const member = await signUp(api);
      const response = await deleteAccount(member, member.password, 'bored');
      expect(errorOf(response).fields?.reason?.code).toBe('invalid_value');
    });

    it('deletes at once: profile hidden, every session ended (SEC-9), a 14-day reactivation link mailed', async () => {
      const member = await confirmedMember();
      const other = sessionCookie(await logIn(api, member.email, member.password))?.value;
      const response = await deleteAccount(member);
      expect(response.json()).toEqual({ ok: true });
      expect(sessionCookie(response)?.value).toBe('');
      for (const session of [member.session, other]) {
        expect(errorOf(await api.get('/api/user.php', { session })).error).toBe('authentication_required');
      }
      const { user, profile } = await rowsOf(member.user.id);
      expect(user).toMatchObject({ status: 'deleted', status_before_delete: 'confirmed', delete_reason: 'found_partner' });
      expect(Date.parse(user.purge_after ?? '') - Date.parse(user.deleted_at ?? '')).toBe(DELETE_GRACE_DAYS * DAY_MS);
      expect(profile.status).toBe('disabled');

      const mail = await latestMail(server, member.email, 'account_deleted');
      expect(linkOf(mail).pathname).toBe('/account-deleted');
      expect(mail.params).toMatchObject({ name: member.name, days: DELETE_GRACE_DAYS });
    });

    it('refuses the login afterwards (403 account_deleted with a fresh reactivation mail); a wrong password stays 401', async () => {
      const member = await signUp(api);
      await deleteAccount(member);
      const before = (await mailsTo(server, member.email, 'account_deleted')).length;
      const login = await logIn(api, member.email, member.password);
      expect(login.statusCode).toBe(403);
      expect(errorOf(login).error).toBe('account_deleted');
      expect(sessionCookie(login)).toBeUndefined();
      expect(await mailsTo(server, member.email, 'account_deleted')).toHaveLength(before + 1);
      expect(errorOf(await logIn(api, member.email, 'wrong password here')).error).toBe('login_failed');
    });

    it('offers reactivation instead of a new account at signup: 409 signup_email_deleted', async () => {
      const member = await signUp(api);
      await deleteAccount(member);
      const response = await api.post('/api/signup.php', { email: member.email, name: 'Someone', password: 'another long passphrase', date_of_birth: '1980-01-01' });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({ error: 'signup_email_deleted', fields: { email: { code: 'email_deleted' } } });
    });

    it('mails the reactivation link (not a reset link) when a password reset is asked for', async () => {
      const member = await signUp(api);
      await deleteAccount(member);
      const before = (await mailsTo(server, member.email, 'account_deleted')).length;
      expect((await api.post('/api/password-reset.php', { email: member.email })).json()).toEqual({ ok: true });
      expect(await mailsTo(server, member.email, 'reset_password')).toHaveLength(0);
      expect(await mailsTo(server, member.email, 'account_deleted')).toHaveLength(before + 1);
    });
  });

  describe('POST /api/reactivate.php', () => {
    it('brings the account back within the window, logged in, with its status and profile', async () => {
      const member = await confirmedMember();
      await deleteAccount(member);
      const token = tokenOf(await latestMail(server, member.email, 'account_deleted'));
      clock.advance(13 * DAY_MS);
      const response = await api.post('/api/reactivate.php', { token });
      const user = userOf(response);
      expect(user).toMatchObject({ id: member.user.id, status: 'confirmed', profile: { status: 'active' } });
      const session = sessionCookie(response)?.value;
      expect(session).toBeTruthy();
      expect(userOf(await api.get('/api/user.php', { session })).id).toBe(member.user.id);
      expect((await logIn(api, member.email, member.password)).statusCode).toBe(200);
      const { user: row } = await rowsOf(member.user.id);
      expect(row).toMatchObject({ deleted_at: null, purge_after: null, status_before_delete: null, delete_comment: null });
      expect(await latestMail(server, member.email, 'account_reactivated')).toMatchObject({ params: { name: member.name } });
      expect(errorOf(await api.post('/api/reactivate.php', { token })).error).toBe('reactivation_failed');
    });

    it('restores a not-confirmed account as not confirmed', async () => {
      const member = await signUp(api);
      await deleteAccount(member);
      const token = tokenOf(await latestMail(server, member.email, 'account_deleted'));
      expect(userOf(await api.post('/api/reactivate.php', { token }))).toMatchObject({ status: 'not_confirmed', profile: { status: 'disabled' } });
    });

    it('refuses made-up tokens', async () => {
      const response = await api.post('/api/reactivate.php', { token: 'made-up' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).error).toBe('reactivation_failed');
    });
  });

  describe('POST /api/reactivation-mail.php', () => {
    it('answers the same for every address and mails only a deleted account in its window', async () => {
      const member = await signUp(api);
      await deleteAccount(member);
      const before = (await mailsTo(server, member.email, 'account_deleted')).length;
      const stranger = uniqueEmail('stranger');
      const known = await api.post('/api/reactivation-mail.php', { email: member.email });
      const unknown = await api.post('/api/reactivation-mail.php', { email: stranger });
      expect(known.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(await mailsTo(server, member.email, 'account_deleted')).toHaveLength(before + 1);
      expect(await mailsTo(server, stranger)).toHaveLength(0);
      const token = tokenOf(await latestMail(server, member.email, 'account_deleted'));
      expect(userOf(await api.post('/api/reactivate.php', { token })).id).toBe(member.user.id);
    });

    it('is limited per address, known or not', async () => {
      const stranger = uniqueEmail('stranger');
      for (let i = 0; i < 3; i += 1) expect((await api.post('/api/reactivation-mail.php', { email: stranger })).statusCode).toBe(200);
      const fourth = await api.post('/api/reactivation-mail.php', { email: stranger });
      expect(fourth.statusCode).toBe(429);
      expect(errorOf(fourth).error).toBe('rate_limited');
    });
  });

  describe('purge after the window (controlled clock)', () => {
    it('keeps the data during the window and erases it for good afterwards, keeping a tombstone row', async () => {
      const member = await confirmedMember();
      await deleteAccount(member);
      const token = tokenOf(await latestMail(server, member.email, 'account_deleted'));

      clock.advance(DELETE_GRACE_DAYS * DAY_MS - HOUR_MS);
      expect(await purgeDeletedAccounts(server.app.db, clock.now())).not.toContain(member.user.id);
      expect((await rowsOf(member.user.id)).user.email).toBe(member.email);

      clock.advance(2 * HOUR_MS);
      await runAccountMaintenance(server.app);
      const { user, profile } = await rowsOf(member.user.id);
      expect(user).toMatchObject({ status: 'deleted', password_hash: null, tracking: '{}', signup_ip: null, delete_comment: null });
      expect(user.email).not.toContain('@');
      expect(user.email_normalized).toBe(user.email);
      expect(user.purged_at).toBe(clock.now().toISOString());
      expect(user.credits).toBeGreaterThanOrEqual(0);
      expect(profile).toMatchObject({ name: '', date_of_birth: null, signup_message: null, gender: null });
      const tokens = await server.app.db.selectFrom('account_tokens').select('id').where('user_id', '=', member.user.id).execute();
      expect(tokens).toHaveLength(0);
      expect(await latestMail(server, member.email, 'account_purged')).toMatchObject({ params: { name: member.name } });

      expect(errorOf(await api.post('/api/reactivate.php', { token })).error).toBe('reactivation_failed');
      expect(errorOf(await logIn(api, member.email, member.password)).error).toBe('login_failed');
      // The address is free again.
      const again = await signUp(api, { email: member.email });
      expect(again.user.id).not.toBe(member.user.id);
      // A second run finds nothing left to do.
      expect(await purgeDeletedAccounts(server.app.db, clock.now())).not.toContain(member.user.id);
    });

    it('frees the address at signup when the window ended but the job has not run yet', async () => {
      const member = await signUp(api);
      await deleteAccount(member);
      clock.advance(DELETE_GRACE_DAYS * DAY_MS + HOUR_MS);
      const again = await signUp(api, { email: member.email });
      expect(again.user.id).not.toBe(member.user.id);
      const { user } = await rowsOf(member.user.id);
      expect(user.password_hash).toBeNull();
      expect(user.purged_at).not.toBeNull();
    });
  });
});
