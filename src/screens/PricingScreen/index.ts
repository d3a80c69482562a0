export { PricingScreen } from './PricingScreen';
export type { PricingScreenProps } from './PricingScreen';
