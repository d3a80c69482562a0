export { TimeBonusBanner } from './TimeBonusBanner';
export type { TimeBonusBannerProps } from './TimeBonusBanner';
