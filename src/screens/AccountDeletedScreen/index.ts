export { AccountDeletedScreen } from './AccountDeletedScreen';
export type { AccountDeletedScreenProps } from './AccountDeletedScreen';
