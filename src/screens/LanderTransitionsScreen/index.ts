export { LanderTransitionsScreen } from './LanderTransitionsScreen';
export type { LanderTransitionsScreenProps } from './LanderTransitionsScreen';
