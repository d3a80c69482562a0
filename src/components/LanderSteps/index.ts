export { LanderSteps } from './LanderSteps';
export type { LanderStepsProps } from './LanderSteps';
