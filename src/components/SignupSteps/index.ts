export { SignupSteps } from './SignupSteps';
export type { SignupStepsProps } from './SignupSteps';
