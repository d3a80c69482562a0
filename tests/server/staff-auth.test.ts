import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { errorBodySchema } from '../../contract/errors';
import { staffLoginResponseSchema, staffMeSchema, staffTotpEnrolResponseSchema } from '../../contract/staff';
import { client, MINUTE_MS, signUp, TestClock } from './accounts-support';
import { DATABASES, spaHeaders, useServer } from './harness';
import {
  createStaff,
  nextStaffIp,
  signInStaff,
  staffCookieOf,
  staffHeaders,
  staffLogin,
  totpCode,
  type CreatedStaff,
} from './staff-support';

const HOUR_MS = 60 * MINUTE_MS;

describe.each(DATABASES)('staff sign-in on %s', (kind) => {
  const clock = new TestClock();
  const logLines: string[] = [];
  const server = useServer(kind, { LOG_LEVEL: 'info' }, { clock: clock.now, logStream: { write: (line) => logLines.push(line) } });

  const login = (payload: Record<string, unknown>, options: { ip?: string; cookie?: string } = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      headers: staffHeaders(options.cookie),
      remoteAddress: options.ip ?? nextStaffIp(),
      payload,
    });
  const get = (url: string, cookie?: string) => server.app.inject({ method: 'GET', url, headers: staffHeaders(cookie) });
  const post = (url: string, cookie: string | undefined, payload: Record<string, unknown> = {}) =>
    server.app.inject({ method: 'POST', url, headers: staffHeaders(cookie), payload });
  const errorOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json()).error;

  async function auditRows(action: string, staffId?: number) {
    let query = server.app.db.selectFrom('audit_log').selectAll().where('action', '=', action);
    if (staffId !== undefined) query = query.where('staff_id', '=', staffId);
    return query.orderBy('id').execute();
  }

  it('refuses a wrong password and an unknown address with the same answer, and audits both', async () => {
    const staff = await createStaff(server, { role: 'operator', totp: false });
    const wrong = await login({ email: staff.email, password: 'not-the-password-at-all' });
    const unknown = await login({ email: 'nobody@staff.example.com', password: 'not-the-password-at-all' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(wrong)).toBe('staff_login_failed');
    expect(wrong.body).toBe(unknown.body);
    expect(staffCookieOf(wrong)).toBeUndefined();
    expect(await auditRows('staff.login_failed', staff.id)).toHaveLength(1);
    const anonymous = (await auditRows('staff.login_failed')).filter((row) => row.staff_id === null);
    expect(anonymous.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(anonymous)).not.toContain('nobody@staff.example.com');
  });

  it('signs an operator without TOTP in at once, with a strict HttpOnly cookie, and audits it', async () => {
    const staff = await createStaff(server, { role: 'operator', totp: false });
    const response = await login({ email: staff.email.toUpperCase(), password: staff.password });
    expect(response.statusCode).toBe(200);
    const body = staffLoginResponseSchema.parse(response.json());
    expect(body).toEqual({ staff: { id: staff.id, email: staff.email, name: 'Test operator', role: 'operator', site_ids: null, totp_enabled: false }, enrolment_required: false, password_change_required: false });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^staff\.session=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Domain=');
    const cookie = staffCookieOf(response);
    const me = await get('/api/staff/me', cookie);
    expect(me.statusCode).toBe(200);
    expect(staffMeSchema.parse(me.json()).role).toBe('operator');
    const rows = await auditRows('staff.login', staff.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staff_email: staff.email, role: 'operator', target_type: 'staff_account', target_id: String(staff.id) });
    expect(rows[0]?.ip).toBeTruthy();
  });

  it('gives an admin without an authenticator an enrolment-only session until a code confirms the enrolment', async () => {
    const staff = await createStaff(server, { role: 'admin', totp: false });
    const response = await login({ email: staff.email, password: staff.password });
    expect(response.statusCode).toBe(200);
    expect(staffLoginResponseSchema.parse(response.json()).enrolment_required).toBe(true);
    const cookie = staffCookieOf(response);
    for (const url of ['/api/staff/me', '/api/staff/accounts', '/api/staff/audit']) {
      const refused = await get(url, cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(errorOf(refused)).toBe('staff_totp_enrolment_required');
    }
    const enrol = await post('/api/staff/totp/enrol', cookie);
    expect(enrol.statusCode).toBe(200);
    const { secret, otpauth_uri, qr_svg } = staffTotpEnrolResponseSchema.parse(enrol.json());
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Flirtlane%20staff:/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(qr_svg).not.toContain('<script');
    // Stored encrypted, never as the plain secret.
    const row = await server.app.db.selectFrom('staff_accounts').select(['totp_secret', 'totp_enabled']).where('id', '=', staff.id).executeTakeFirstOrThrow();
    expect(row.totp_secret).toBeTruthy();
    expect(row.totp_secret).not.toContain(secret);
    expect(row.totp_enabled).toBe(0);

    const wrongCode = totpCode(server, secret, 5);
    const wrong = await post('/api/staff/totp/confirm', cookie, { code: wrongCode });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toBe('staff_totp_invalid');
    expect((await get('/api/staff/me', cookie)).statusCode).toBe(403);

    const confirm = await post('/api/staff/totp/confirm', cookie, { code: totpCode(server, secret) });
    expect(confirm.statusCode).toBe(200);
    expect(staffMeSchema.parse(confirm.json()).totp_enabled).toBe(true);
    expect((await get('/api/staff/me', cookie)).statusCode).toBe(200);
    expect((await get('/api/staff/accounts', cookie)).statusCode).toBe(200);
    const audit = await auditRows('staff.totp_enrol', staff.id);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.before_json ?? 'null')).toEqual({ totp_enabled: false });
    expect(JSON.parse(audit[0]?.after_json ?? 'null')).toEqual({ totp_enabled: true });
    // A second enrolment would swap the authenticator: only an admin's reset allows that.
    expect((await post('/api/staff/totp/enrol', cookie)).statusCode).toBe(409);

    // Next sign-in needs the code; the code used to confirm is spent.
    const again = await login({ email: staff.email, password: staff.password, code: totpCode(server, secret) });
    expect(again.statusCode).toBe(401);
    expect(errorOf(again)).toBe('staff_totp_invalid');
    clock.advance(30_000);
    const next = await login({ email: staff.email, password: staff.password, code: totpCode(server, secret) });
    expect(next.statusCode).toBe(200);
    expect(staffLoginResponseSchema.parse(next.json()).enrolment_required).toBe(false);
  });

  it('asks an enrolled account for its code, refuses a wrong or reused one, and accepts ±1 step', async () => {
    const staff = await createStaff(server, { role: 'moderator' });
    const secret = staff.totpSecret ?? '';
    const missing = await login({ email: staff.email, password: staff.password });
    expect(missing.statusCode).toBe(401);
    expect(errorOf(missing)).toBe('staff_totp_required');
    expect(staffCookieOf(missing)).toBeUndefined();
    const wrong = await login({ email: staff.email, password: staff.password, code: totpCode(server, secret, 3) });
    expect(errorOf(wrong)).toBe('staff_totp_invalid');
    const wrongPassword = await login({ email: staff.email, password: 'wrong-password-here', code: totpCode(server, secret) });
    expect(errorOf(wrongPassword)).toBe('staff_login_failed');

    const previousStep = await login({ email: staff.email, password: staff.password, code: totpCode(server, secret, -1) });
    expect(previousStep.statusCode).toBe(200);
    const reused = await login({ email: staff.email, password: staff.password, code: totpCode(server, secret, -1) });
    expect(reused.statusCode).toBe(401);
    expect(errorOf(reused)).toBe('staff_totp_invalid');
    // A later step still works once; an older one no longer does.
    const nextStep = await login({ email: staff.email, password: staff.password, code: totpCode(server, secret, 1) });
    expect(nextStep.statusCode).toBe(200);
    const current = await login({ email: staff.email, password: staff.password, code: totpCode(server, secret) });
    expect(errorOf(current)).toBe('staff_totp_invalid');
    const reasons = (await auditRows('staff.login_failed', staff.id)).map((row) => JSON.parse(row.after_json ?? '{}') as { reason: string });
    expect(reasons.map((r) => r.reason)).toEqual(['totp', 'password', 'totp_reused', 'totp_reused']);
  });

  it('throttles failed sign-ins per account, even with the right password, until the window passes', async () => {
    const staff = await createStaff(server, { role: 'operator', totp: false });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login({ email: staff.email, password: `wrong-${attempt}-password` })).statusCode).toBe(401);
    }
    const blocked = await login({ email: staff.email, password: staff.password });
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked)).toBe('login_blocked');
    expect(staffCookieOf(blocked)).toBeUndefined();
    clock.advance(16 * MINUTE_MS);
    expect((await login({ email: staff.email, password: staff.password })).statusCode).toBe(200);
  });

  it('throttles failed sign-ins per address over many accounts, without locking out a correct password', async () => {
    const ip = nextStaffIp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await login({ email: `guess${attempt}@staff.example.com`, password: 'guessing-password' }, { ip })).statusCode).toBe(401);
    }
    // The address is hot: two attempts per account from it, then that pair waits.
    expect((await login({ email: 'guess-hot@staff.example.com', password: 'guessing-password' }, { ip })).statusCode).toBe(401);
    expect((await login({ email: 'guess-hot@staff.example.com', password: 'guessing-password' }, { ip })).statusCode).toBe(401);
    expect((await login({ email: 'guess-hot@staff.example.com', password: 'guessing-password' }, { ip })).statusCode).toBe(429);
    const colleague = await createStaff(server, { role: 'operator', totp: false });
    expect((await login({ email: colleague.email, password: colleague.password }, { ip })).statusCode).toBe(200);
    clock.advance(16 * MINUTE_MS);
  });

  it('keeps member and staff sessions apart', async () => {
    const member = await signUp(client(server));
    const asStaff = await get('/api/staff/me', `${AUTH_COOKIE_NAME}=${member.session}`);
    expect(asStaff.statusCode).toBe(401);
    expect(errorOf(asStaff)).toBe('staff_authentication_required');
    const { cookie } = await staffLogin(server, 'admin');
    const asMember = await server.app.inject({ method: 'GET', url: '/api/user.php', headers: { ...spaHeaders(), cookie } });
    expect(asMember.statusCode).toBe(403);
    expect(errorOf(asMember)).toBe('authentication_required');
  });

  it('ends the session at logout (audited), after 12 hours, and when the account is disabled', async () => {
    const first = await staffLogin(server, 'moderator');
    const logout = await post('/api/staff/logout', first.cookie);
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/staff\.session=;/);
    expect((await get('/api/staff/me', first.cookie)).statusCode).toBe(401);
    expect(await auditRows('staff.logout', first.staff.id)).toHaveLength(1);

    const second = await staffLogin(server, 'operator');
    clock.advance(12 * HOUR_MS - MINUTE_MS);
    expect((await get('/api/staff/me', second.cookie)).statusCode).toBe(200);
    clock.advance(2 * MINUTE_MS);
    expect((await get('/api/staff/me', second.cookie)).statusCode).toBe(401);

    const third = await staffLogin(server, 'partner');
    await server.app.db.updateTable('staff_accounts').set({ status: 'disabled' }).where('id', '=', third.staff.id).execute();
    expect((await get('/api/staff/me', third.cookie)).statusCode).toBe(401);
    const disabledLogin = await login({ email: third.account.email, password: third.account.password, code: totpCode(server, third.account.totpSecret ?? '', 1) });
    expect(errorOf(disabledLogin)).toBe('staff_login_failed');
  });

  it('replaces the previous staff session at sign-in', async () => {
    const staff: CreatedStaff = await createStaff(server, { role: 'operator', totp: false });
    const first = await signInStaff(server, staff);
    const second = await login({ email: staff.email, password: staff.password }, { cookie: first.cookie });
    expect(second.statusCode).toBe(200);
    expect(staffCookieOf(second)).not.toBe(first.cookie);
    expect((await get('/api/staff/me', first.cookie)).statusCode).toBe(401);
  });

  it('answers the enrolment routes and /me only to a staff session', async () => {
    for (const url of ['/api/staff/totp/enrol', '/api/staff/totp/confirm']) {
      const response = await post(url, undefined, url.endsWith('confirm') ? { code: '123456' } : {});
      expect([url, response.statusCode, errorOf(response)]).toEqual([url, 401, 'staff_authentication_required']);
    }
    const me = await get('/api/staff/me');
    expect([me.statusCode, errorOf(me)]).toEqual([401, 'staff_authentication_required']);
    expect((await get('/api/staff/me', 'staff.session=forged-token-value')).statusCode).toBe(401);
    // An enrolled operator cannot swap its authenticator without an admin's reset.
    const { cookie } = await staffLogin(server, 'operator');
    expect((await post('/api/staff/totp/enrol', cookie)).statusCode).toBe(409);
  });

  it('refuses a cross-site sign-in', async () => {
    const staff = await createStaff(server, { role: 'operator', totp: false });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      headers: { ...staffHeaders(), origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { email: staff.email, password: staff.password },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe('cross_site_request');
  });

  it('never logs a password, hash, TOTP secret or session token', async () => {
    const staff = await createStaff(server, { role: 'admin', totp: false });
    const response = await login({ email: staff.email, password: staff.password });
    const cookie = staffCookieOf(response) ?? '';
    const enrol = staffTotpEnrolResponseSchema.parse((await post('/api/staff/totp/enrol', cookie)).json());
    await post('/api/staff/totp/confirm', cookie, { code: '000000' });
    await post('/api/staff/totp/confirm', cookie, { code: totpCode(server, enrol.secret) });
    await login({ email: staff.email, password: 'a-wrong-password-typed' });
    const rows = await server.app.db.selectFrom('staff_accounts').select(['password_hash', 'totp_secret']).execute();
    const all = logLines.join('\n');
    expect(all.length).toBeGreaterThan(0);
    expect(all).toContain('staff authentication failure');
    expect(all).not.toContain(staff.password);
    expect(all).not.toContain('a-wrong-password-typed');
    expect(all).not.toContain(enrol.secret);
    expect(all).not.toContain(cookie.split('=')[1]);
    for (const row of rows) {
      expect(all).not.toContain(row.password_hash);
      if (row.totp_secret) expect(all).not.toContain(row.totp_secret);
    }
    // Nor does the audit log hold any of them.
    const audit = JSON.stringify(await server.app.db.selectFrom('audit_log').selectAll().execute());
    expect(audit).not.toContain(staff.password);
    expect(audit).not.toContain(enrol.secret);
    expect(audit).not.toContain('$argon2id$');
  });
});
