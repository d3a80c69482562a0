export { StaffLayout } from './StaffLayout';
export type { StaffIdentity, StaffLayoutProps } from './StaffLayout';
export { STAFF_NAV_IDS, STAFF_ROLES, staffNavFor, type StaffNavId, type StaffRole } from './staffNav';
export { RoleBadge, type RoleBadgeProps } from './RoleBadge';
export { CopyButton, type CopyButtonProps } from './CopyButton';
export { ForName } from './ForName';
