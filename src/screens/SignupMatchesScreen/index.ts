export { SignupMatchesScreen } from './SignupMatchesScreen';
export type { SignupMatchesScreenProps } from './SignupMatchesScreen';
