import { randomBytes } from 'node:crypto';
import { closeSync, fchmodSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { roleNeedsTotp, STAFF_ROLES, type StaffRole } from '../../contract/staff';
import { hashPassword } from '../accounts/passwords';
import type { DatabaseConfig } from '../config';
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
  /** Only in memory: shown once on a terminal, or written to the owner-only file. */
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
          // SEC-26: the handed-out password is replaced at first sign-in.
          must_change_password: 1,
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
    'Each account sets its own password at first sign-in.',
    `The ${totpRoles} enrol an authenticator app (TOTP) at first sign-in; the others may.`,
    'These passwords are shown this once and stored only as hashes; write them down now.',
    '=============================================',
    '',
    '',
  ].join('\n');
}

/**
 * Where the initial passwords go when stdout is not a terminal: next to the SQLite database, else in the data folder
 * that holds MEDIA_DIR (`data/` by default).
 */
export function staffPasswordsFile(database: DatabaseConfig, mediaDir: string): string {
  const dir = database.kind === 'sqlite' && database.file !== ':memory:' ? path.dirname(database.file) : path.dirname(path.resolve(mediaDir));
  return path.join(dir, STAFF_PASSWORDS_FILE_NAME);
}

export const STAFF_PASSWORDS_FILE_NAME = 'staff-initial-passwords.txt';

/** Writes the block to `file`, readable and writable by the owner only (0600), replacing an older one. */
export function writeOwnerOnlyFile(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const fd = openSync(file, 'w', 0o600);
  try {
    // An existing file keeps its mode on open: set it before anything is written.
    fchmodSync(fd, 0o600);
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

export interface SeedStaffOutput {
  readonly port: number;
  /** Where the passwords go when stdout is not an interactive terminal (staffPasswordsFile). */
  readonly passwordsFile: string;
  /** Default: process.stdout.isTTY. */
  readonly interactive?: boolean;
  /** Default: process.stdout.write (only ever used when interactive). */
  readonly print?: (text: string) => void;
}

/**
 * SEED=demo (not in tests): on the first start, one staff account per role, each to set its own password at first
 * sign-in (SEC-26). The initial passwords never reach the log stream: shown once on stdout only when it is an
 * interactive terminal, otherwise written to an owner-only file (0600) whose path, not content, is logged.
 */
export async function seedStaffOnStart(app: FastifyInstance, options: SeedStaffOutput): Promise<SeededStaff[]> {
  const created = await seedStaffAccounts(app.db, app.clock());
  if (created.length === 0) return created;
  const block = seedStaffBlock(created, options.port);
  const staff = created.map((account) => account.email);
  if (options.interactive ?? process.stdout.isTTY === true) {
    const print = options.print ?? ((text: string) => void process.stdout.write(text));
    print(block);
    app.log.info({ staff }, 'back-office staff accounts created; their initial passwords were shown once on the terminal');
    return created;
  }
  writeOwnerOnlyFile(options.passwordsFile, block);
  app.log.info(
    { staff, file: options.passwordsFile },
    `back-office staff accounts created; their initial passwords are in ${options.passwordsFile} (readable by this user only; delete it once read)`,
  );
  return created;
}
