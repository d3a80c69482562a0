export { CreditsScreen } from './CreditsScreen';
export type { CreditsScreenProps } from './CreditsScreen';
