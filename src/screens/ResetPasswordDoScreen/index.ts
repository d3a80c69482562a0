export { ResetPasswordDoScreen } from './ResetPasswordDoScreen';
export type { ResetPasswordDoScreenProps } from './ResetPasswordDoScreen';
