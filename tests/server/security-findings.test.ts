import { describe, expect, it } from 'vitest';
import { DATABASES, useServer } from './harness';
import { client, errorOf, logIn, mailsTo, nextIp, sessionCookie, signUp, uniqueEmail } from './accounts-support';
import { createStaff, nextStaffIp, staffHeaders } from './staff-support';
import { STAFF_COOKIE_NAME } from '../../server/staff/sessions';

/**
 * Issue 16 item 6: the findings of the security probe, one block each. Every test here failed on the code before its
 * fix (see the commit that added it).
 */

describe.each(DATABASES)('SEC-8: Secure cookies with an https PUBLIC_URL and no trusted proxy on %s', (kind) => {
  const server = useServer(kind, { PUBLIC_URL: 'https://localhost:3000' });
  const api = client(server);

  it('marks the member session cookie Secure (HSTS is sent, the request itself is plain http)', async () => {
    const member = await signUp(api);
    expect(member.session).toBeTruthy();
    const login = await api.post('/api/user.php', { email: member.email, password: member.password });
    expect(login.statusCode).toBe(200);
    expect(login.headers['strict-transport-security']).toBeTruthy();
    const cookie = sessionCookie(login);
    expect(cookie?.secure).toBe(true);
    expect(cookie?.httpOnly).toBe(true);
    // Logging out clears it with the same attributes.
    const logout = await api.get('/api/logout.php', { session: cookie?.value });
    expect(sessionCookie(logout)?.secure).toBe(true);
  });

  it('marks the staff session cookie Secure', async () => {
    const staff = await createStaff(server, { role: 'operator', totp: false });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      headers: staffHeaders(),
      remoteAddress: nextStaffIp(),
      payload: { email: staff.email, password: staff.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE_NAME);
    expect(cookie?.secure).toBe(true);
  });
});

describe.each(DATABASES)('SEC-8: plain http PUBLIC_URL on %s', (kind) => {
  const server = useServer(kind, { PUBLIC_URL: 'http://localhost:3000' });
  const api = client(server);

  it('leaves Secure off (a browser would drop a Secure cookie on http)', async () => {
    const member = await signUp(api);
    const login = await api.post('/api/user.php', { email: member.email, password: member.password });
    expect(sessionCookie(login)?.secure).toBeFalsy();
  });
});

describe.each(DATABASES)('SEC-3: the per-address login limit cannot lock other accounts out on %s', (kind) => {
  const server = useServer(kind);
  const api = client(server);

  it('after 50 failed logins from one address, another account signs in from it with its correct password', async () => {
    const ip = nextIp();
    const victim = await signUp(api);
    // 10 addresses × 5 wrong passwords: the per-account limit is not reached anywhere, the per-address one is.
    for (let account = 0; account < 10; account += 1) {
      const email = uniqueEmail('spray');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await logIn(api, email, `wrong-${account}-${attempt}`, { ip })).statusCode).toBe(401);
      }
    }
    const login = await logIn(api, victim.email, victim.password, { ip });
    expect(login.statusCode, login.body).toBe(200);
    expect(sessionCookie(login)?.value).toBeTruthy();
  });

  it('keeps the per-account limit strict: after 5 failures even the right password is refused, and reset still mails', async () => {
    const member = await signUp(api);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await logIn(api, member.email, `wrong-${attempt}`)).statusCode).toBe(401);
    const blocked = await logIn(api, member.email, member.password);
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).error).toBe('login_blocked');
    expect((await api.post('/api/password-reset.php', { email: member.email })).statusCode).toBe(200);
    expect(await mailsTo(server, member.email, 'reset_password')).toHaveLength(1);
  });
});
