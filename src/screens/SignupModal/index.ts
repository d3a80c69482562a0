export { SignupModal } from './SignupModal';
export type { SignupModalProps } from './SignupModal';
