import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { emailError, normalizeEmail } from '../../contract/accounts';
import type { FieldError } from '../../contract/errors';
import type { StaffAccount, StaffAccountCreateRequest, StaffAccountCreateResponse, StaffAccountUpdateRequest } from '../../contract/staff';
import { hashPassword } from '../accounts/passwords';
import { isUniqueViolation } from '../accounts/db-errors';
import type { Database, StaffAccountRow } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../errors/http-error';
import { writeAudit } from './audit';
import { staffAccountOf, type StaffDeps } from './context';
import { staffOf } from './guard';
import { deleteStaffSessions, replaceStaffSites, selectAllStaffSiteIds, selectStaffById, selectStaffSiteIds } from './queries';
import { changeEndsSessions, GENERATED_PASSWORD_BYTES, selfChangeError, staffSitesError } from './rules';

type Db = Kysely<Database> | Transaction<Database>;

function invalid(field: string, error: FieldError): HttpError {
  return new HttpError('validation_failed', { fields: { [field]: error } });
}

export function generatePassword(): string {
  return randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
}

async function unknownSite(db: Db, siteIds: readonly number[]): Promise<boolean> {
  if (siteIds.length === 0) return false;
  const rows = await db.selectFrom('sites').select('id').where('id', 'in', [...siteIds]).execute();
  return rows.length !== siteIds.length;
}

async function accountAnswer(db: Db, account: StaffAccountRow): Promise<StaffAccount> {
  return staffAccountOf(account, account.role === 'partner' ? await selectStaffSiteIds(db, account.id) : []);
}

export async function listStaffAccounts(deps: StaffDeps): Promise<StaffAccount[]> {
  const rows = await deps.db.selectFrom('staff_accounts').selectAll().orderBy('id').execute();
  const sites = await selectAllStaffSiteIds(deps.db);
  return rows.map((row) => staffAccountOf(row, sites.get(row.id) ?? []));
}

/**
 * POST /api/staff/accounts: a new account with a generated one-time password, answered once and stored only as a hash;
 * the account sets its own at first sign-in (SEC-26).
 */
export async function createStaffAccount(deps: StaffDeps, request: FastifyRequest, input: StaffAccountCreateRequest): Promise<StaffAccountCreateResponse> {
  const emailProblem = emailError(input.email);
  if (emailProblem) throw invalid('email', emailProblem);
  const siteIds = [...new Set(input.site_ids ?? [])];
  const sitesProblem = staffSitesError(input.role, siteIds);
  if (sitesProblem) throw invalid('site_ids', sitesProblem);
  if (await unknownSite(deps.db, siteIds)) throw invalid('site_ids', { code: 'staff_site_unknown' });

  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const now = deps.now().toISOString();
  try {
    const account = await withTransaction(deps.db, async (trx) => {
      const row = await trx
        .insertInto('staff_accounts')
        .values({
          email: normalizeEmail(input.email),
          name: input.name,
          role: input.role,
          password_hash: passwordHash,
          // SEC-26: the one-time password is replaced at first sign-in.
          must_change_password: 1,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await replaceStaffSites(trx, row.id, siteIds);
      const answer = staffAccountOf(row, siteIds);
      await writeAudit(trx, request, { action: 'staff.create', targetType: 'staff_account', targetId: row.id, before: null, after: answer });
      return answer;
    });
    return { account, password };
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid('email', { code: 'staff_email_taken' });
    throw error;
  }
}

async function lockedAccount(trx: Db, id: number): Promise<StaffAccountRow> {
  const account = await selectStaffById(trx, id);
  if (!account) throw new HttpError('not_found');
  return account;
}

/** PATCH /api/staff/accounts/:id: name, role, status, sites. */
export async function updateStaffAccount(deps: StaffDeps, request: FastifyRequest, id: number, input: StaffAccountUpdateRequest): Promise<StaffAccount> {
  const actor = staffOf(request);
  return withTransaction(deps.db, async (trx) => {
    const current = await lockedAccount(trx, id);
    const selfProblem = selfChangeError(actor.id, id, input, current);
    if (selfProblem) throw invalid(input.status === 'disabled' ? 'status' : 'role', selfProblem);
    const role = input.role ?? current.role;
    const status = input.status ?? current.status;
    const currentSites = await selectStaffSiteIds(trx, id);
    // Leaving the partner role drops the sites; staying a partner keeps them unless new ones are given.
    const siteIds = input.site_ids !== undefined ? [...new Set(input.site_ids)] : role === 'partner' ? currentSites : [];
    const sitesProblem = staffSitesError(role, siteIds);
    if (sitesProblem) throw invalid('site_ids', sitesProblem);
    if (await unknownSite(trx, siteIds)) throw invalid('site_ids', { code: 'staff_site_unknown' });

    const before = staffAccountOf(current, currentSites);
    await trx
      .updateTable('staff_accounts')
      .set({ name: input.name ?? current.name, role, status, updated_at: deps.now().toISOString() })
      .where('id', '=', id)
      .execute();
    await replaceStaffSites(trx, id, siteIds);
    if (changeEndsSessions(current, { role, status })) await deleteStaffSessions(trx, id);
    const after = await accountAnswer(trx, await lockedAccount(trx, id));
    await writeAudit(trx, request, { action: 'staff.update', targetType: 'staff_account', targetId: id, before, after });
    return after;
  });
}

/** POST /api/staff/accounts/:id/reset-totp: the authenticator is removed and the account's sessions end. */
export async function resetStaffTotp(deps: StaffDeps, request: FastifyRequest, id: number): Promise<StaffAccount> {
  return withTransaction(deps.db, async (trx) => {
    const current = await lockedAccount(trx, id);
    const before = await accountAnswer(trx, current);
    await trx
      .updateTable('staff_accounts')
      .set({ totp_secret: null, totp_enabled: 0, totp_last_step: null, updated_at: deps.now().toISOString() })
      .where('id', '=', id)
      .execute();
    await deleteStaffSessions(trx, id);
    const after = await accountAnswer(trx, await lockedAccount(trx, id));
    await writeAudit(trx, request, { action: 'staff.reset_totp', targetType: 'staff_account', targetId: id, before, after });
    return after;
  });
}
