export { MatchFinderScreen } from './MatchFinderScreen';
export type { MatchFinderScreenProps } from './MatchFinderScreen';
