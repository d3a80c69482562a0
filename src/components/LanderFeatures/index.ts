export { LanderFeatures } from './LanderFeatures';
export type { LanderFeaturesProps } from './LanderFeatures';
