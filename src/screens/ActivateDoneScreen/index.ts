export { ActivateDoneScreen } from './ActivateDoneScreen';
export type { ActivateDoneScreenProps } from './ActivateDoneScreen';
