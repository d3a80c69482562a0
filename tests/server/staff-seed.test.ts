import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staffLoginResponseSchema } from '../../contract/staff';
import { seedStaffOnStart } from '../../server/staff/seed';
import { DATABASES, useServer } from './harness';
import { nextStaffIp, staffHeaders } from './staff-support';

describe.each(DATABASES)('seeded staff accounts on %s', (kind) => {
  const logLines: string[] = [];
  const server = useServer(kind, { LOG_LEVEL: 'info' }, { logStream: { write: (line) => logLines.push(line) } });

  const unusedFile = path.join(tmpdir(), `staff-seed-unused-${process.pid}-${kind}.txt`);

  it('creates one account per role on the first start, prints their passwords once, and nothing on the next start', async () => {
    const printed: string[] = [];
    const created = await seedStaffOnStart(server.app, { port: 3000, interactive: true, passwordsFile: unusedFile, print: (text) => printed.push(text) });
    expect(created.map((staff) => staff.email)).toEqual([
      'admin@staff.localhost',
      'moderator@staff.localhost',
      'operator@staff.localhost',
      'partner@staff.localhost',
    ]);
    expect(printed).toHaveLength(1);
    const block = printed[0] ?? '';
    expect(block).toContain('Back office: http://localhost:3000/staff');
    for (const staff of created) {
      expect(staff.password).toMatch(/^[\w-]{16}$/);
      const line = block.split('\n').find((text) => text.includes(staff.email));
      expect(line).toContain(staff.password);
      expect(line).toContain(staff.role);
    }
    expect(new Set(created.map((staff) => staff.password)).size).toBe(4);
    expect(block).toMatch(/admin and moderator enrol an authenticator/);
    expect(block).toContain('Each account sets its own password at first sign-in.');

    const rows = await server.app.db.selectFrom('staff_accounts').selectAll().where('email', 'like', '%@staff.localhost').execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      for (const staff of created) expect(row.password_hash).not.toContain(staff.password);
    }
    const partner = rows.find((row) => row.role === 'partner');
    const partnerSites = await server.app.db
      .selectFrom('staff_sites')
      .innerJoin('sites', 'sites.id', 'staff_sites.site_id')
      .select('sites.domain')
      .where('staff_sites.staff_id', '=', partner?.id ?? 0)
      .execute();
    expect(partnerSites.map((site) => site.domain)).toContain('localhost');

    // The structured log says that it happened, never the passwords.
    const log = logLines.join('\n');
    expect(log).toContain('back-office staff accounts created');
    for (const staff of created) expect(log).not.toContain(staff.password);

    const again: string[] = [];
    expect(await seedStaffOnStart(server.app, { port: 3000, interactive: true, passwordsFile: unusedFile, print: (text) => again.push(text) })).toEqual([]);
    expect(again).toEqual([]);

    // The printed password works; the admin must enrol an authenticator first.
    const admin = created.find((staff) => staff.role === 'admin');
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      headers: staffHeaders(),
      remoteAddress: nextStaffIp(),
      payload: { email: admin?.email, password: admin?.password },
    });
    expect(login.statusCode).toBe(200);
    expect(staffLoginResponseSchema.parse(login.json())).toMatchObject({ enrolment_required: true, password_change_required: true });
    // On a terminal nothing goes to the file.
    expect(existsSync(unusedFile)).toBe(false);
  });
});
