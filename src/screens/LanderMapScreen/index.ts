export { LanderMapScreen } from './LanderMapScreen';
export type { LanderMapScreenProps } from './LanderMapScreen';
