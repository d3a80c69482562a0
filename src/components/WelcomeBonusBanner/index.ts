export { WelcomeBonusBanner } from './WelcomeBonusBanner';
export type { WelcomeBonusBannerProps } from './WelcomeBonusBanner';
