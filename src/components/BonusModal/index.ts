export { BonusModal } from './BonusModal';
export type { BonusModalProps } from './BonusModal';
