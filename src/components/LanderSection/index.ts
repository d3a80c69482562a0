export { LanderSection } from './LanderSection';
export type { LanderSectionProps } from './LanderSection';
