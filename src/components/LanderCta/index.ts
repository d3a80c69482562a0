export { LanderCta } from './LanderCta';
export type { LanderCtaProps } from './LanderCta';
