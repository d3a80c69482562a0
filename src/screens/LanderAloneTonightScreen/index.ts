export { LanderAloneTonightScreen } from './LanderAloneTonightScreen';
export type { LanderAloneTonightScreenProps } from './LanderAloneTonightScreen';
