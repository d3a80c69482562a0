import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASES, useServer } from './harness';
import { client, DAY_MS, errorOf, logIn, MINUTE_MS, sessionCookie, signupBody, signUp, TestClock, userOf } from './accounts-support';

describe.each(DATABASES)('sessions on %s', (kind) => {
  const clock = new TestClock();
  const server = useServer(kind, {}, { clock: clock.now });
  const api = client(server);

  async function sessionRow(userId: number) {
    return server.app.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  }

  it('ignores x-forwarded-proto without a trusted proxy: no Secure flag', async () => {
    const response = await api.post('/api/signup.php', signupBody(), { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)?.secure).toBeFalsy();
  });

  it('expires 30 days after login, cookie and database alike', async () => {
    const member = await signUp(api);
    const row = await sessionRow(member.user.id);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * DAY_MS);
    clock.advance(30 * DAY_MS - MINUTE_MS);
    expect((await api.get('/api/user.php', { session: member.session })).statusCode).toBe(200);
    clock.advance(2 * MINUTE_MS);
    expect(errorOf(await api.get('/api/user.php', { session: member.session })).error).toBe('authentication_required');
  });

  it('writes last_seen_at at most once a minute', async () => {
    const member = await signUp(api);
    const first = (await sessionRow(member.user.id)).last_seen_at;
    clock.advance(30_000);
    await api.get('/api/user.php', { session: member.session });
    expect((await sessionRow(member.user.id)).last_seen_at).toBe(first);
    clock.advance(31_000);
    await api.get('/api/user.php', { session: member.session });
    expect((await sessionRow(member.user.id)).last_seen_at).toBe(clock.now().toISOString());
  });

  it('stores only the SHA-256 of the token', async () => {
    const member = await signUp(api);
    expect((await sessionRow(member.user.id)).token_hash).toBe(createHash('sha256').update(member.session).digest('hex'));
  });

  it('belongs to its site: the cookie of one site is nobody on another', async () => {
    const member = await signUp(api, {}, { host: 'she.localhost' });
    expect((await api.get('/api/user.php', { session: member.session, host: 'she.localhost' })).statusCode).toBe(200);
    expect((await api.get('/api/user.php', { session: member.session, host: 'bbw.localhost' })).statusCode).toBe(403);
  });

  it('stops working when the account is banned', async () => {
    const member = await signUp(api);
    await server.app.db.updateTable('users').set({ status: 'banned' }).where('id', '=', member.user.id).execute();
    expect((await api.get('/api/user.php', { session: member.session })).statusCode).toBe(403);
    const login = await logIn(api, member.email, member.password);
    expect(login.statusCode).toBe(403);
    expect(errorOf(login).error).toBe('account_banned');
    // A wrong password on a banned account is just a failed login.
    expect(errorOf(await logIn(api, member.email, 'not the password')).error).toBe('login_failed');
  });

  it('gives every login its own session; logging out one leaves the others', async () => {
    const member = await signUp(api);
    const phone = sessionCookie(await logIn(api, member.email, member.password))?.value;
    const laptop = sessionCookie(await logIn(api, member.email, member.password))?.value;
    expect(new Set([member.session, phone, laptop]).size).toBe(3);
    await api.get('/api/logout.php', { session: phone });
    expect((await api.get('/api/user.php', { session: phone })).statusCode).toBe(403);
    expect(userOf(await api.get('/api/user.php', { session: laptop })).id).toBe(member.user.id);
  });
});

describe.each(DATABASES)('sessions behind a trusted https proxy on %s', (kind) => {
  const server = useServer(kind, { TRUST_PROXY: 'true' });
  const api = client(server);

  it('marks the cookie Secure when the proxy says https', async () => {
    const member = await signUp(api, {}, { headers: { 'x-forwarded-proto': 'https' } });
    const login = await logIn(api, member.email, member.password, { headers: { 'x-forwarded-proto': 'https' } });
    const cookie = sessionCookie(login);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    expect(String(login.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('builds mailed links with https from the proxy', async () => {
    const member = await signUp(api, {}, { headers: { 'x-forwarded-proto': 'https' }, host: 'localhost' });
    const mails = await server.app.mailer.outbox(member.email);
    expect(String(mails[0]?.params.link)).toMatch(/^https:\/\/localhost\/activate\/done\?token=/);
  });
});
