import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { roleNeedsTotp, STAFF_ROLES, type StaffRole } from '../../contract/staff';
import { hashPassword } from '../accounts/passwords';
import type { Database } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { replaceStaffSites } from './queries';

/** The seeded partner owns the default site and the BDSM demo site (when present). */
export const SEED_PARTNER_DOMAINS = ['localhost', 'bdsm.localhost'] as const;

export function seedStaffEmail(role: StaffRole): string {
  return `${role}@staff.localhost`;
}

const SEED_NAMES: Record<StaffRole, string> = { admin: 'Admin', moderator: 'Moderator', operator: 'Operator', partner: 'Partner' };

export interface SeededStaff {
  readonly role: StaffRole;
  readonly email: string;
  /** Only in memory, printed once. */
  readonly password: string;
  readonly siteDomains: readonly string[];
}

/**
 * Creates the missing seed staff accounts (one per role), each with a fresh random password, and answers only the ones
 * this call created: a second start (or a second instance racing on one PostgreSQL) creates and answers nothing.
 */
export async function seedStaffAccounts(db: Kysely<Database>, now: Date): Promise<SeededStaff[]> {
  const existing = await db.selectFrom('staff_accounts').select('email').where('email', 'in', STAFF_ROLES.map(seedStaffEmail)).execute();
  const missing = STAFF_ROLES.filter((role) => !existing.some((row) => row.email === seedStaffEmail(role)));
  if (missing.length === 0) return [];
  const sites = await db.selectFrom('sites').select(['id', 'domain']).where('domain', 'in', [...SEED_PARTNER_DOMAINS]).orderBy('id').execute();
  const created: SeededStaff[] = [];
  for (const role of missing) {
    const password = randomBytes(12).toString('base64url');
    const passwordHash = await hashPassword(password);
    const siteRows = role === 'partner' ? sites : [];
    const inserted = await withTransaction(db, async (trx) => {
      const row = await trx
        .insertInto('staff_accounts')
        .values({
          email: seedStaffEmail(role),
          name: SEED_NAMES[role],
          role,
          password_hash: passwordHash,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) await replaceStaffSites(trx, row.id, siteRows.map((site) => site.id));
      return row !== undefined;
    });
    if (inserted) created.push({ role, email: seedStaffEmail(role), password, siteDomains: siteRows.map((site) => site.domain) });
  }
  return created;
}

/** The once-only block with the seeded credentials. */
export function seedStaffBlock(created: readonly SeededStaff[], port: number): string {
  const width = Math.max(...created.map((staff) => staff.email.length));
  const lines = created.map((staff) => {
    const sites = staff.siteDomains.length > 0 ? `  (sites: ${staff.siteDomains.join(', ')})` : '';
    return `  ${staff.role.padEnd(10)} ${staff.email.padEnd(width)}  ${staff.password}${sites}`;
  });
  const totpRoles = STAFF_ROLES.filter(roleNeedsTotp).join(' and ');
  return [
    '',
    '================ Back office ================',
    `Back office: http://localhost:${port}/staff`,
    ...lines,
    `The ${totpRoles} enrol an authenticator app (TOTP) at first sign-in.`,
    'These passwords are shown this once and stored only as hashes; write them down now.',
    '=============================================',
    '',
    '',
  ].join('\n');
}

/**
 * SEED=demo (not in tests): on the first start, one staff account per role, their passwords printed once to stdout as a
 * plain block (never to the structured log, never again).
 */
export async function seedStaffOnStart(
  app: FastifyInstance,
  options: { port: number; print?: (text: string) => void },
): Promise<SeededStaff[]> {
  const created = await seedStaffAccounts(app.db, app.clock());
  if (created.length === 0) return created;
  const print = options.print ?? ((text: string) => void process.stdout.write(text));
  print(seedStaffBlock(created, options.port));
  app.log.info({ staff: created.map((staff) => staff.email) }, 'back-office staff accounts created; their passwords were printed once');
  return created;
}
