export { LanderLayout } from './LanderLayout';
export type { LanderLayoutProps } from './LanderLayout';
