export { LanderIconsScreen } from './LanderIconsScreen';
export type { LanderIconsScreenProps } from './LanderIconsScreen';
