export { LanderArt } from './LanderArt';
export type { LanderArtProps } from './LanderArt';
