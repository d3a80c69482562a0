export { SignupMatchesScreen } from './SignupMatchesScreen';
export type { SignupFirstMessage, SignupMatch, SignupMatchScope, SignupMatchesScreenProps } from './SignupMatchesScreen';
