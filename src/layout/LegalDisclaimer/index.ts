export { LegalDisclaimer } from './LegalDisclaimer';
export type { LegalDisclaimerProps } from './LegalDisclaimer';
