import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { errorBodySchema } from '../../contract/errors';
import {
  auditResponseSchema,
  staffAccountCreateResponseSchema,
  staffAccountResponseSchema,
  staffAccountsResponseSchema,
  STAFF_ROLES,
  type StaffRole,
} from '../../contract/staff';
import { client, signUp } from './accounts-support';
import { DATABASES, useServer } from './harness';
import { createStaff, nextStaffIp, signInStaff, staffCookieOf, staffHeaders, staffLogin } from './staff-support';

type Method = 'GET' | 'POST' | 'PATCH';

describe.each(DATABASES)('staff accounts and audit log on %s', (kind) => {
  const server = useServer(kind);

  const call = (method: Method, url: string, cookie?: string, payload?: Record<string, unknown>) =>
    server.app.inject({ method, url, headers: staffHeaders(cookie), remoteAddress: nextStaffIp(), ...(payload ? { payload } : {}) });
  const errorOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json()).error;
  const siteId = async (domain = 'localhost') =>
    (await server.app.db.selectFrom('sites').select('id').where('domain', '=', domain).executeTakeFirstOrThrow()).id;

  async function auditFor(targetId: number, action: string) {
    return server.app.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'staff_account').where('target_id', '=', String(targetId)).where('action', '=', action).execute();
  }

  it('lets only an admin reach the admin routes; every role reaches /me; visitors, members and enrolment-only sessions none', async () => {
    const target = await createStaff(server, { role: 'operator', totp: false });
    const routes: readonly { method: Method; url: string; payload?: Record<string, unknown>; adminStatus: number }[] = [
      { method: 'GET', url: '/api/staff/accounts', adminStatus: 200 },
      { method: 'POST', url: '/api/staff/accounts', payload: { email: 'x', name: '', role: 'operator' }, adminStatus: 400 },
      { method: 'PATCH', url: `/api/staff/accounts/${target.id}`, payload: { name: 'Renamed Operator' }, adminStatus: 200 },
      { method: 'POST', url: `/api/staff/accounts/${target.id}/reset-totp`, adminStatus: 200 },
      { method: 'GET', url: '/api/staff/audit', adminStatus: 200 },
    ];
    const member = await signUp(client(server));
    const enrolmentOnly = staffCookieOf(
      await call('POST', '/api/staff/login', undefined, { email: (await createStaff(server, { role: 'moderator', totp: false })).email, password: 'amber-lighthouse-walnut-93!' }),
    );
    const cookies = new Map<StaffRole, string>();
    for (const role of STAFF_ROLES) cookies.set(role, (await staffLogin(server, role)).cookie);

    for (const route of routes) {
      const visitor = await call(route.method, route.url, undefined, route.payload);
      expect([route.url, visitor.statusCode, errorOf(visitor)]).toEqual([route.url, 401, 'staff_authentication_required']);
      const asMember = await call(route.method, route.url, `${AUTH_COOKIE_NAME}=${member.session}`, route.payload);
      expect([route.url, asMember.statusCode]).toEqual([route.url, 401]);
      const enrolling = await call(route.method, route.url, enrolmentOnly, route.payload);
      expect([route.url, enrolling.statusCode, errorOf(enrolling)]).toEqual([route.url, 403, 'staff_totp_enrolment_required']);
      for (const role of STAFF_ROLES) {
        const response = await call(route.method, route.url, cookies.get(role), route.payload);
        if (role === 'admin') expect([route.url, response.statusCode]).toEqual([route.url, route.adminStatus]);
        else expect([route.url, role, response.statusCode, errorOf(response)]).toEqual([route.url, role, 403, 'staff_forbidden']);
      }
    }
    for (const role of STAFF_ROLES) expect((await call('GET', '/api/staff/me', cookies.get(role))).statusCode).toBe(200);
  });

  it('creates an account with a one-time password shown once, audited without it', async () => {
    const { cookie, staff: admin } = await staffLogin(server, 'admin');
    const localhost = await siteId();
    const response = await call('POST', '/api/staff/accounts', cookie, { email: ' New.Partner@Staff.Example.com ', name: 'New Partner', role: 'partner', site_ids: [localhost] });
    expect(response.statusCode).toBe(200);
    const { account, password } = staffAccountCreateResponseSchema.parse(response.json());
    expect(account).toMatchObject({ email: 'new.partner@staff.example.com', role: 'partner', status: 'active', site_ids: [localhost], totp_enabled: false });
    expect(password).toMatch(/^[\w-]{16}$/);
    const stored = await server.app.db.selectFrom('staff_accounts').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The password signs in (a partner needs no TOTP).
    const signedIn = await signInStaff(server, { id: account.id, email: account.email, role: 'partner', password, totpSecret: null, siteIds: [localhost] });
    expect(signedIn.staff.site_ids).toEqual([localhost]);

    const rows = await auditFor(account.id, 'staff.create');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staff_id: admin.id, staff_email: admin.email, role: 'admin' });
    expect(JSON.parse(rows[0]?.before_json ?? '""')).toBeNull();
    expect(JSON.parse(rows[0]?.after_json ?? '{}')).toMatchObject({ email: 'new.partner@staff.example.com', site_ids: [localhost] });
    expect(JSON.stringify(rows)).not.toContain(password);
    expect(JSON.stringify(rows)).not.toContain('$argon2id$');

    const duplicate = await call('POST', '/api/staff/accounts', cookie, { email: 'new.partner@staff.example.com', name: 'Again', role: 'operator' });
    expect(duplicate.statusCode).toBe(400);
    expect(errorBodySchema.parse(duplicate.json()).fields?.email?.code).toBe('staff_email_taken');
  });

  it('refuses bad accounts with field errors and changes nothing', async () => {
    const { cookie } = await staffLogin(server, 'admin');
    const before = await server.app.db.selectFrom('staff_accounts').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const auditBefore = await server.app.db.selectFrom('audit_log').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const cases: readonly [Record<string, unknown>, string, string][] = [
      [{ email: 'p1@staff.example.com', name: 'Partner', role: 'partner' }, 'site_ids', 'staff_sites_required'],
      [{ email: 'p2@staff.example.com', name: 'Partner', role: 'partner', site_ids: [] }, 'site_ids', 'staff_sites_required'],
      [{ email: 'p3@staff.example.com', name: 'Partner', role: 'partner', site_ids: [999_999] }, 'site_ids', 'staff_site_unknown'],
      [{ email: 'm1@staff.example.com', name: 'Moderator', role: 'moderator', site_ids: [await siteId()] }, 'site_ids', 'staff_sites_partner_only'],
      [{ email: 'not-an-address', name: 'Someone', role: 'operator' }, 'email', 'email_invalid'],
      [{ email: 'r1@staff.example.com', name: 'Someone', role: 'owner' }, 'role', 'invalid_value'],
    ];
    for (const [payload, field, code] of cases) {
      const response = await call('POST', '/api/staff/accounts', cookie, payload);
      expect(response.statusCode).toBe(400);
      expect([field, errorBodySchema.parse(response.json()).fields?.[field]?.code]).toEqual([field, code]);
    }
    const after = await server.app.db.selectFrom('staff_accounts').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const auditAfter = await server.app.db.selectFrom('audit_log').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(Number(auditAfter.n)).toBe(Number(auditBefore.n));
  });

  it('updates name, role, status and sites with an audited before and after; role and status changes end sessions', async () => {
    const { cookie, staff: admin } = await staffLogin(server, 'admin');
    const other = await staffLogin(server, 'operator');
    const bdsm = await server.app.db.selectFrom('sites').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();

    const toPartner = await call('PATCH', `/api/staff/accounts/${other.staff.id}`, cookie, { role: 'partner' });
    expect(toPartner.statusCode).toBe(400);
    expect(errorBodySchema.parse(toPartner.json()).fields?.site_ids?.code).toBe('staff_sites_required');

    const renamed = await call('PATCH', `/api/staff/accounts/${other.staff.id}`, cookie, { name: 'Renamed' });
    expect(staffAccountResponseSchema.parse(renamed.json()).account.name).toBe('Renamed');
    // A name change keeps the session.
    expect((await call('GET', '/api/staff/me', other.cookie)).statusCode).toBe(200);

    const partner = await call('PATCH', `/api/staff/accounts/${other.staff.id}`, cookie, { role: 'partner', site_ids: [bdsm.id] });
    expect(partner.statusCode).toBe(200);
    expect(staffAccountResponseSchema.parse(partner.json()).account).toMatchObject({ role: 'partner', site_ids: [bdsm.id] });
    expect((await call('GET', '/api/staff/me', other.cookie)).statusCode).toBe(401);

    const rows = await auditFor(other.staff.id, 'staff.update');
    expect(rows).toHaveLength(2);
    expect(JSON.parse(rows[1]?.before_json ?? '{}')).toMatchObject({ role: 'operator', site_ids: null, name: 'Renamed' });
    expect(JSON.parse(rows[1]?.after_json ?? '{}')).toMatchObject({ role: 'partner', site_ids: [bdsm.id] });
    expect(rows[1]?.staff_id).toBe(admin.id);

    const again = await signInStaff(server, { ...other.account, role: 'partner' });
    expect(again.staff.site_ids).toEqual([bdsm.id]);
    const disabled = await call('PATCH', `/api/staff/accounts/${other.staff.id}`, cookie, { status: 'disabled' });
    expect(disabled.statusCode).toBe(200);
    expect((await call('GET', '/api/staff/me', again.cookie)).statusCode).toBe(401);

    const self = await call('PATCH', `/api/staff/accounts/${admin.id}`, cookie, { status: 'disabled' });
    expect(self.statusCode).toBe(400);
    expect(errorBodySchema.parse(self.json()).fields?.status?.code).toBe('staff_self_change');
    const selfRole = await call('PATCH', `/api/staff/accounts/${admin.id}`, cookie, { role: 'operator' });
    expect(errorBodySchema.parse(selfRole.json()).fields?.role?.code).toBe('staff_self_change');
    expect((await call('GET', '/api/staff/me', cookie)).statusCode).toBe(200);
    expect((await call('PATCH', '/api/staff/accounts/999999', cookie, { name: 'Nobody' })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/staff/accounts/abc', cookie, { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('resets an authenticator: sessions end, the next sign-in enrols again, audited', async () => {
    const { cookie } = await staffLogin(server, 'admin');
    const moderator = await staffLogin(server, 'moderator');
    const reset = await call('POST', `/api/staff/accounts/${moderator.staff.id}/reset-totp`, cookie);
    expect(reset.statusCode).toBe(200);
    expect(staffAccountResponseSchema.parse(reset.json()).account.totp_enabled).toBe(false);
    expect((await call('GET', '/api/staff/me', moderator.cookie)).statusCode).toBe(401);
    const login = await call('POST', '/api/staff/login', undefined, { email: moderator.account.email, password: moderator.account.password });
    expect(login.json()).toMatchObject({ enrolment_required: true });
    const rows = await auditFor(moderator.staff.id, 'staff.reset_totp');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.before_json ?? '{}')).toMatchObject({ totp_enabled: true });
    expect(JSON.parse(rows[0]?.after_json ?? '{}')).toMatchObject({ totp_enabled: false });
  });

  it('lists accounts without hashes or secrets', async () => {
    const { cookie } = await staffLogin(server, 'admin');
    const response = await call('GET', '/api/staff/accounts', cookie);
    const { accounts } = staffAccountsResponseSchema.parse(response.json());
    expect(accounts.length).toBeGreaterThan(1);
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('totp_secret');
  });

  it('pages the audit log newest first, 50 at a time, with filters', async () => {
    const { cookie, staff: admin } = await staffLogin(server, 'admin');
    const site = await siteId();
    const now = server.app.clock();
    const values = Array.from({ length: 120 }, (_, index) => ({
      staff_id: admin.id,
      staff_email: admin.email,
      role: 'admin',
      action: index % 2 === 0 ? 'test.even' : 'test.odd',
      target_type: 'test_thing',
      target_id: String(index),
      site_id: index % 3 === 0 ? site : null,
      before_json: JSON.stringify({ index }),
      after_json: null,
      reason: null,
      ip: '127.0.0.1',
      created_at: new Date(now.getTime() + index * 1000).toISOString(),
    }));
    await server.app.db.insertInto('audit_log').values(values).execute();

    const first = auditResponseSchema.parse((await call('GET', '/api/staff/audit?target_type=test_thing', cookie)).json());
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]?.target_id).toBe('119');
    expect(first.entries[0]?.before).toEqual({ index: 119 });
    const ids = first.entries.map((entry) => entry.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = auditResponseSchema.parse((await call('GET', `/api/staff/audit?target_type=test_thing&before_id=${first.next_before_id}`, cookie)).json());
    expect(second.entries[0]?.target_id).toBe('69');
    const third = auditResponseSchema.parse((await call('GET', `/api/staff/audit?target_type=test_thing&before_id=${second.next_before_id}`, cookie)).json());
    expect(third.entries).toHaveLength(20);
    expect(third.next_before_id).toBeNull();

    const odd = auditResponseSchema.parse((await call('GET', '/api/staff/audit?action=test.odd&target_type=test_thing', cookie)).json());
    expect(odd.entries.every((entry) => entry.action === 'test.odd')).toBe(true);
    const bySite = auditResponseSchema.parse((await call('GET', `/api/staff/audit?site_id=${site}&target_type=test_thing`, cookie)).json());
    expect(bySite.entries).toHaveLength(40);
    const byTarget = auditResponseSchema.parse((await call('GET', '/api/staff/audit?target_type=test_thing&target_id=7', cookie)).json());
    expect(byTarget.entries.map((entry) => entry.target_id)).toEqual(['7']);
    const from = new Date(now.getTime() + 100_000).toISOString();
    const to = new Date(now.getTime() + 110_000).toISOString();
    const window = auditResponseSchema.parse((await call('GET', `/api/staff/audit?target_type=test_thing&from=${from}&to=${to}`, cookie)).json());
    expect(window.entries.map((entry) => entry.target_id)).toEqual(['109', '108', '107', '106', '105', '104', '103', '102', '101', '100']);
    const byStaff = auditResponseSchema.parse((await call('GET', `/api/staff/audit?staff_id=${admin.id}&action=staff.login`, cookie)).json());
    expect(byStaff.entries).toHaveLength(1);

    const bad = await call('GET', '/api/staff/audit?from=yesterday', cookie);
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).fields?.from?.code).toBe('invalid_value');
    expect((await call('GET', '/api/staff/audit?unknown=1', cookie)).statusCode).toBe(400);
  });

  it('keeps the audit log append-only: the database refuses UPDATE and DELETE', async () => {
    const { staff } = await staffLogin(server, 'operator');
    const row = await server.app.db.selectFrom('audit_log').select('id').where('staff_id', '=', staff.id).executeTakeFirstOrThrow();
    await expect(server.app.db.updateTable('audit_log').set({ action: 'forged' }).where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
    await expect(server.app.db.deleteFrom('audit_log').where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(server.app.db)).rejects.toThrow(/append-only/);
    const still = await server.app.db.selectFrom('audit_log').select('action').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(still.action).toBe('staff.login');
  });
});
