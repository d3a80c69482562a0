export { LanderMemberList } from './LanderMemberList';
export type { LanderMemberListProps } from './LanderMemberList';
