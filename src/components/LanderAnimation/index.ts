export { LanderAnimation } from './LanderAnimation';
export type { LanderAnimationProps } from './LanderAnimation';
