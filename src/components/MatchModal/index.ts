export { MatchModal } from './MatchModal';
export type { MatchModalProps, SpotlightProfile } from './MatchModal';
