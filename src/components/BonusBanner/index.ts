export { BonusBanner } from './BonusBanner';
export type { BonusBannerProps } from './BonusBanner';
