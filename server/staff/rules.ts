import type { FieldError } from '../../contract/errors';
import type { StaffRole, StaffStatus } from '../../contract/staff';

/**
 * Pure rules of staff accounts (issue 8), unit-tested in tests/unit/staff-rules.test.ts.
 */

/** A partner edits its own sites and needs at least one; other roles see every site and are linked to none. */
export function staffSitesError(role: StaffRole, siteIds: readonly number[]): FieldError | null {
  if (role === 'partner') return siteIds.length === 0 ? { code: 'staff_sites_required' } : null;
  return siteIds.length > 0 ? { code: 'staff_sites_partner_only' } : null;
}

/**
 * An admin cannot lock themselves out: not disable their own account, nor change their own role (which could leave
 * no admin at all).
 */
export function selfChangeError(actorId: number, targetId: number, change: { role?: StaffRole; status?: StaffStatus }, current: { role: StaffRole }): FieldError | null {
  if (actorId !== targetId) return null;
  if (change.status === 'disabled') return { code: 'staff_self_change' };
  if (change.role !== undefined && change.role !== current.role) return { code: 'staff_self_change' };
  return null;
}

/** A change of role, status or authenticator ends the account's sessions, so it applies at once. */
export function changeEndsSessions(before: { role: StaffRole; status: StaffStatus }, after: { role: StaffRole; status: StaffStatus }): boolean {
  return before.role !== after.role || before.status !== after.status;
}

/** A generated one-time password: 12 random bytes as 16 base64url characters (96 bits). */
export const GENERATED_PASSWORD_BYTES = 12;
