import type { preHandlerAsyncHookHandler } from 'fastify';
import type { StaffRole } from '../../contract/staff';
import { HttpError } from '../errors/http-error';

/** The signed-in staff member of a request (a full session: TOTP done where the role needs it). */
export interface StaffContext {
  readonly id: number;
  readonly email: string;
  readonly role: StaffRole;
  /** null = every site (admin, moderator, operator); a partner's own sites otherwise. */
  readonly siteIds: readonly number[] | null;
}

/** The staff session behind a request, full or enrolment-only (server/staff/plugin.ts sets it). */
export interface StaffSessionState {
  readonly sessionId: number;
  readonly staffId: number;
  /** False: the role needs TOTP and none is enrolled yet; only the enrolment routes answer. */
  readonly totpPassed: boolean;
  /** True: the password was handed out (SEC-26); only setting a new one answers. */
  readonly passwordChangeRequired: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of a full staff session, or null (no cookie, expired, disabled, or enrolment-only). */
    staff: StaffContext | null;
    /** The staff session of the cookie, including enrolment-only ones; null without one. */
    staffSession: StaffSessionState | null;
  }
}

/**
 * preHandler: 401 `staff_authentication_required` without a valid staff session (with TOTP done where the role needs
 * it; an enrolment-only session gets 403 `staff_totp_enrolment_required`, a session that must first set a new
 * password 403 `staff_password_change_required`), 403 `staff_forbidden` if the role is not
 * listed. With no roles listed, every staff role passes.
 */
export function requireStaff(...roles: StaffRole[]): preHandlerAsyncHookHandler {
  return async function staffGuard(request) {
    const staff = request.staff;
    if (!staff) {
      if (request.staffSession?.passwordChangeRequired) throw new HttpError('staff_password_change_required');
      if (request.staffSession && !request.staffSession.totpPassed) throw new HttpError('staff_totp_enrolment_required');
      throw new HttpError('staff_authentication_required');
    }
    if (roles.length > 0 && !roles.includes(staff.role)) throw new HttpError('staff_forbidden');
  };
}

/** A partner sees only its sites; every other role sees all. */
export function staffMaySeeSite(staff: StaffContext, siteId: number): boolean {
  return staff.siteIds === null || staff.siteIds.includes(siteId);
}

/** The staff member of a request that passed `requireStaff`. */
export function staffOf(request: { staff: StaffContext | null }): StaffContext {
  if (!request.staff) throw new HttpError('staff_authentication_required');
  return request.staff;
}
