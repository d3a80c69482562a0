export { LanderTrust } from './LanderTrust';
export type { LanderTrustProps } from './LanderTrust';
