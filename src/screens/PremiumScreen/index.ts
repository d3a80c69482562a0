export { PremiumScreen } from './PremiumScreen';
export type { PremiumScreenProps } from './PremiumScreen';
