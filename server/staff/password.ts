import type { FastifyRequest } from 'fastify';
import { newPasswordFieldErrors } from '../../contract/accounts';
import { roleNeedsTotp, type StaffLoginResponse, type StaffPasswordChangeRequest } from '../../contract/staff';
import { rateLimited } from '../accounts/context';
import { RATE_LIMITS } from '../accounts/limits';
import { COMMON_PASSWORDS, hashPassword, verifyPassword } from '../accounts/passwords';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../errors/http-error';
import { writeAuditAs } from './audit';
import { staffMeOf, type StaffDeps } from './context';
import { sessionAccount } from './login';
import { selectStaffById } from './queries';

const reauthKey = (staffId: number) => `staff-reauth:${staffId}`;

/**
 * POST /api/staff/password (SEC-26, SEC-10): a staff member sets a new password with the current one. Required at the
 * first sign-in with a handed-out password (seeded, or created by an admin), when it is the only call the session
 * may make; allowed any time after. The new password follows the members' rule (8+ characters, not a common one)
 * and must differ from the current one. Wrong current passwords are limited per account (5 in 15 minutes). The
 * account's other sessions end; this one goes on (to the authenticator enrolment where the role needs it).
 */
export async function changeStaffPassword(deps: StaffDeps, request: FastifyRequest, input: StaffPasswordChangeRequest): Promise<StaffLoginResponse> {
  const account = await sessionAccount(deps, request, true);
  const state = request.staffSession;
  if (!state) throw new HttpError('staff_authentication_required');
  const now = deps.now();
  const decision = await deps.limiter.hit(reauthKey(account.id), RATE_LIMITS.reauthPerAccount, now);
  if (!decision.allowed) throw rateLimited(decision.retryAfterMs);
  if (!(await verifyPassword(account.password_hash, input.current_password))) {
    request.log.warn({ auth: 'staff_reauth_failed', ip: request.ip, staffId: account.id }, 'staff authentication failure');
    throw new HttpError('reauth_failed', { fields: { current_password: { code: 'password_incorrect' } } });
  }
  if (decision.eventId !== null) await deps.limiter.remove(decision.eventId);
  const fields = newPasswordFieldErrors(input, COMMON_PASSWORDS);
  if (!fields.password && input.password === input.current_password) fields.password = { code: 'password_unchanged' };
  if (Object.keys(fields).length > 0) throw new HttpError('validation_failed', { fields });

  const passwordHash = await hashPassword(input.password);
  const forced = account.must_change_password === 1;
  await withTransaction(deps.db, async (trx) => {
    await trx
      .updateTable('staff_accounts')
      .set({ password_hash: passwordHash, must_change_password: 0, updated_at: now.toISOString() })
      .where('id', '=', account.id)
      .execute();
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', account.id).where('id', '!=', state.sessionId).execute();
    await writeAuditAs(trx, request, { id: account.id, email: account.email, role: account.role }, {
      action: 'staff.password_change',
      targetType: 'staff_account',
      targetId: account.id,
      after: { forced },
    });
  });
  const updated = await selectStaffById(deps.db, account.id);
  if (!updated) throw new HttpError('staff_authentication_required');
  return {
    staff: await staffMeOf(deps.db, updated),
    enrolment_required: updated.totp_enabled === 0 && roleNeedsTotp(updated.role) && !state.totpPassed,
    password_change_required: false,
  };
}
