export { TimeBonusModal } from './TimeBonusModal';
export type { TimeBonusModalProps } from './TimeBonusModal';
