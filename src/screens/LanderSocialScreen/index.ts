export { LanderSocialScreen } from './LanderSocialScreen';
export type { LanderSocialScreenProps } from './LanderSocialScreen';
