export { LanderVideoScreen } from './LanderVideoScreen';
export type { LanderVideoScreenProps } from './LanderVideoScreen';
