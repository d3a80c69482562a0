export { PremiumBenefits } from './PremiumBenefits';
export type { PremiumBenefitsProps } from './PremiumBenefits';
