export { LanderHero } from './LanderHero';
export type { LanderHeroProps } from './LanderHero';
