import type { StaffRole } from '../../contract/staff';

/** The staff roles with moderation rights: the photo queue, texts, complaints, reports, bans, member view, credits. */
export const MODERATION_ROLES = ['admin', 'moderator'] as const satisfies readonly StaffRole[];

export function hasModerationRights(staff: { readonly role: StaffRole } | null | undefined): boolean {
  return staff !== null && staff !== undefined && (MODERATION_ROLES as readonly StaffRole[]).includes(staff.role);
}
