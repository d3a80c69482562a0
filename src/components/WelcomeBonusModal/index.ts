export { WelcomeBonusModal } from './WelcomeBonusModal';
export type { WelcomeBonusModalProps } from './WelcomeBonusModal';
