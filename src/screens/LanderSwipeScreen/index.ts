export { LanderSwipeScreen } from './LanderSwipeScreen';
export type { LanderSwipeScreenProps } from './LanderSwipeScreen';
