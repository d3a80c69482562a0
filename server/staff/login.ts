import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { roleNeedsTotp, type StaffLoginRequest, type StaffMe, type StaffTotpEnrolResponse } from '../../contract/staff';
import { normalizeEmail } from '../../contract/accounts';
import type { RateRule } from '../accounts/limits';
import { verifyPassword } from '../accounts/passwords';
import type { StaffAccountRow } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../errors/http-error';
import { hashToken } from '../sessions/tokens';
import { writeAuditAs, type AuditActor } from './audit';
import { staffMeOf, type StaffDeps } from './context';
import { selectStaffByEmail, selectStaffById } from './queries';
import { startStaffSession, type StartedStaffSession } from './sessions';
import { isFreshTotpStep, newTotpSecret, totpQrSvg, totpStepOf, totpUri } from './totp';

const MINUTE = 60_000;

/** SEC-3 for staff: failed sign-ins (wrong password or code) per account and per address. */
export const STAFF_LOGIN_LIMITS = {
  perAccount: { limit: 5, windowMs: 15 * MINUTE },
  /** Past it the address is hot, not blocked (issue 16): each account then gets `perIpAccountWhenHot` attempts from it. */
  perIp: { limit: 30, windowMs: 15 * MINUTE },
  perIpAccountWhenHot: { limit: 2, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;

const limitKey = {
  ip: (ip: string) => `staff-login:ip:${ip}`,
  ipAccount: (ip: string, email: string) => `staff-login:ip-account:${ip}:${email}`,
  account: (email: string) => `staff-login:account:${email}`,
};

export interface StaffLoggedIn {
  readonly staff: StaffMe;
  readonly session: StartedStaffSession;
  readonly enrolmentRequired: boolean;
  /** SEC-26: a handed-out password; the session only sets a new one (server/staff/password.ts). */
  readonly passwordChangeRequired: boolean;
}

function actorOfAccount(account: StaffAccountRow): AuditActor {
  return { id: account.id, email: account.email, role: account.role };
}

/** A short fingerprint of a typed address (never the address: people type passwords into the email field). */
function fingerprint(email: string): string {
  return createHash('sha256').update(email, 'utf8').digest('hex').slice(0, 12);
}

function minutesLeft(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / MINUTE));
}

function logFailure(request: FastifyRequest, event: string, details: Record<string, unknown>): void {
  request.log.warn({ auth: event, ip: request.ip, ...details }, 'staff authentication failure');
}

/**
 * POST /api/staff/login. Every attempt is counted before the password is checked (parallel guesses cannot slip past
 * the limit); a success gives it back. An unknown address costs one argon2 verification and gets the same 401. With the
 * password right: a role that needs TOTP and has enrolled must send a valid, unused code; one that has not enrolled
 * gets an enrolment-only session.
 */
export async function staffLogin(deps: StaffDeps, request: FastifyRequest, input: StaffLoginRequest, previousToken: string | undefined): Promise<StaffLoggedIn> {
  const now = deps.now();
  const email = normalizeEmail(input.email);
  const perIp = await deps.limiter.hit(limitKey.ip(request.ip), STAFF_LOGIN_LIMITS.perIp, now);
  // A hot address: this account's own attempts from it are counted instead of refusing everyone behind it.
  const perPair = perIp.allowed ? null : await deps.limiter.hit(limitKey.ipAccount(request.ip, email), STAFF_LOGIN_LIMITS.perIpAccountWhenHot, now);
  if (perPair && !perPair.allowed) {
    logFailure(request, 'staff_login_blocked', { kind: 'ip' });
    throw new HttpError('login_blocked', { params: { count: minutesLeft(perPair.retryAfterMs) } });
  }
  const giveBackAddress = async () => {
    if (perIp.eventId !== null) await deps.limiter.remove(perIp.eventId);
    if (perPair?.eventId != null) await deps.limiter.remove(perPair.eventId);
  };
  const perAccount = await deps.limiter.hit(limitKey.account(email), STAFF_LOGIN_LIMITS.perAccount, now);
  if (!perAccount.allowed) {
    await giveBackAddress();
    logFailure(request, 'staff_login_blocked', { kind: 'account', account: fingerprint(email) });
    throw new HttpError('login_blocked', { params: { count: minutesLeft(perAccount.retryAfterMs) } });
  }
  const giveBack = async () => {
    await giveBackAddress();
    if (perAccount.eventId !== null) await deps.limiter.remove(perAccount.eventId);
  };

  const account = await selectStaffByEmail(deps.db, email);
  const valid = await verifyPassword(account?.password_hash ?? null, input.password);
  if (!account || !valid || account.status !== 'active') {
    logFailure(request, 'staff_login_failed', account ? { staffId: account.id } : { account: fingerprint(email) });
    await writeAuditAs(deps.db, request, account ? actorOfAccount(account) : { id: null, email: null, role: null }, {
      action: 'staff.login_failed',
      targetType: 'staff_account',
      targetId: account?.id ?? null,
      after: { reason: account && valid ? 'disabled' : 'password', ...(account ? {} : { account: fingerprint(email) }) },
    });
    throw new HttpError('staff_login_failed');
  }

  let totpStep: number | null = null;
  if (account.totp_enabled === 1) {
    const code = input.code?.trim() ?? '';
    if (code === '') {
      // The password was right: the first of two steps, not a guess.
      await giveBack();
      throw new HttpError('staff_totp_required');
    }
    const secret = account.totp_secret ? deps.box.open(account.totp_secret) : null;
    const step = secret ? totpStepOf(secret, code, now) : null;
    if (step === null || !isFreshTotpStep(step, account.totp_last_step)) {
      logFailure(request, 'staff_totp_invalid', { staffId: account.id });
      await writeAuditAs(deps.db, request, actorOfAccount(account), {
        action: 'staff.login_failed',
        targetType: 'staff_account',
        targetId: account.id,
        after: { reason: step === null ? 'totp' : 'totp_reused' },
      });
      throw new HttpError('staff_totp_invalid');
    }
    totpStep = step;
  }

  const enrolmentRequired = account.totp_enabled === 0 && roleNeedsTotp(account.role);
  await deps.limiter.clear(limitKey.account(email));
  await giveBackAddress();

  const session = await withTransaction(deps.db, async (trx) => {
    if (totpStep !== null) {
      // Conditional: two sign-ins racing with the same code cannot both pass.
      const claimed = await trx
        .updateTable('staff_accounts')
        .set({ totp_last_step: totpStep })
        .where('id', '=', account.id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', totpStep)]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError('staff_totp_invalid');
    }
    if (previousToken) await trx.deleteFrom('staff_sessions').where('token_hash', '=', hashToken(previousToken)).execute();
    // The account's expired sessions go as it signs in again (staff are few; no background job needed).
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', account.id).where('expires_at', '<=', now.toISOString()).execute();
    await trx.updateTable('staff_accounts').set({ last_login_at: now.toISOString() }).where('id', '=', account.id).execute();
    const started = await startStaffSession(trx, { staffId: account.id, now, totpPassed: !enrolmentRequired, ip: request.ip });
    await writeAuditAs(trx, request, actorOfAccount(account), {
      action: 'staff.login',
      targetType: 'staff_account',
      targetId: account.id,
      after: { totp: totpStep !== null, enrolment_required: enrolmentRequired, password_change_required: account.must_change_password === 1 },
    });
    return started;
  });
  return { staff: await staffMeOf(deps.db, account), session, enrolmentRequired, passwordChangeRequired: account.must_change_password === 1 };
}

/** POST /api/staff/logout: ends the cookie's session (full or enrolment-only). */
export async function staffLogout(deps: StaffDeps, request: FastifyRequest, token: string | undefined): Promise<void> {
  const state = request.staffSession;
  if (!token) return;
  await withTransaction(deps.db, async (trx) => {
    const deleted = await trx.deleteFrom('staff_sessions').where('token_hash', '=', hashToken(token)).executeTakeFirst();
    if (state && Number(deleted.numDeletedRows) > 0) {
      const account = await selectStaffById(trx, state.staffId);
      if (account) {
        await writeAuditAs(trx, request, actorOfAccount(account), { action: 'staff.logout', targetType: 'staff_account', targetId: account.id });
      }
    }
  });
}

/**
 * The account of the request's staff session (full, enrolment-only or password-change-only), or 401. Enrolment waits
 * for a handed-out password to be replaced (403 `staff_password_change_required`) unless `allowPasswordChange`.
 */
export async function sessionAccount(deps: StaffDeps, request: FastifyRequest, allowPasswordChange = false): Promise<StaffAccountRow> {
  const state = request.staffSession;
  const account = state ? await selectStaffById(deps.db, state.staffId) : undefined;
  if (!state || !account || account.status !== 'active') throw new HttpError('staff_authentication_required');
  if (!allowPasswordChange && account.must_change_password === 1) throw new HttpError('staff_password_change_required');
  return account;
}

/**
 * POST /api/staff/totp/enrol: a new secret, kept encrypted and pending until a code confirms it. Refused (409) once an
 * authenticator is enabled: replacing it goes through an admin's reset, so a stolen session cannot swap it.
 */
export async function startTotpEnrolment(deps: StaffDeps, request: FastifyRequest): Promise<StaffTotpEnrolResponse> {
  const account = await sessionAccount(deps, request);
  if (account.totp_enabled === 1) throw new HttpError('conflict');
  const secret = newTotpSecret();
  await deps.db
    .updateTable('staff_accounts')
    .set({ totp_secret: deps.box.seal(secret), totp_last_step: null, updated_at: deps.now().toISOString() })
    .where('id', '=', account.id)
    .execute();
  const uri = totpUri(secret, account.email);
  return { secret, otpauth_uri: uri, qr_svg: await totpQrSvg(uri) };
}

/** POST /api/staff/totp/confirm: a valid code turns TOTP on and upgrades the session to a full one. */
export async function confirmTotpEnrolment(deps: StaffDeps, request: FastifyRequest, code: string): Promise<StaffMe> {
  const account = await sessionAccount(deps, request);
  const state = request.staffSession;
  if (!state) throw new HttpError('staff_authentication_required');
  if (account.totp_enabled === 1 || !account.totp_secret) throw new HttpError('conflict');
  const now = deps.now();
  const step = totpStepOf(deps.box.open(account.totp_secret), code, now);
  if (step === null) {
    logFailure(request, 'staff_totp_invalid', { staffId: account.id, kind: 'enrolment' });
    throw new HttpError('staff_totp_invalid');
  }
  await withTransaction(deps.db, async (trx) => {
    const done = await trx
      .updateTable('staff_accounts')
      .set({ totp_enabled: 1, totp_last_step: step, updated_at: now.toISOString() })
      .where('id', '=', account.id)
      .where('totp_enabled', '=', 0)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new HttpError('conflict');
    await trx.updateTable('staff_sessions').set({ totp_passed: 1 }).where('id', '=', state.sessionId).execute();
    await writeAuditAs(trx, request, actorOfAccount(account), {
      action: 'staff.totp_enrol',
      targetType: 'staff_account',
      targetId: account.id,
      before: { totp_enabled: false },
      after: { totp_enabled: true },
    });
  });
  const updated = await selectStaffById(deps.db, account.id);
  if (!updated) throw new HttpError('staff_authentication_required');
  return staffMeOf(deps.db, updated);
}
