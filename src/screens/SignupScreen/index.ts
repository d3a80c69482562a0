export { SignupScreen, SIGNUP_STEPS } from './SignupScreen';
export type { SignupScreenProps, SignupStep, SignupValues } from './SignupScreen';
