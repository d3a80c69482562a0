export { LikesLeft } from './LikesLeft';
export type { LikesLeftProps } from './LikesLeft';
