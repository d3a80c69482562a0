/** The staff roles of the back office (mirrors contract/staff.ts STAFF_ROLES; kept here as a view type). */
export const STAFF_ROLES = ['admin', 'moderator', 'operator', 'partner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every back-office section, in navigation order. */
export const STAFF_NAV_IDS = ['photos', 'texts', 'complaints', 'members', 'operator', 'sites', 'staff', 'audit'] as const;
export type StaffNavId = (typeof STAFF_NAV_IDS)[number];

const ROLE_SECTIONS: Record<StaffRole, readonly StaffNavId[]> = {
  admin: STAFF_NAV_IDS,
  moderator: ['photos', 'texts', 'complaints', 'members'],
  operator: ['operator'],
  partner: ['sites'],
};

/** The sections a role may open, in navigation order: admins everything, the others their own work only. */
export function staffNavFor(role: StaffRole): StaffNavId[] {
  const allowed = ROLE_SECTIONS[role];
  return STAFF_NAV_IDS.filter((id) => allowed.includes(id));
}
