export { LanderCollageScreen } from './LanderCollageScreen';
export type { LanderCollageScreenProps } from './LanderCollageScreen';
