export { LanderMemberScreen } from './LanderMemberScreen';
export type { LanderMemberScreenProps } from './LanderMemberScreen';
