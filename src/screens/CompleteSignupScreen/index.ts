export { CompleteSignupScreen } from './CompleteSignupScreen';
export type { CompleteSignupScreenProps, CompleteSignupValues } from './CompleteSignupScreen';
