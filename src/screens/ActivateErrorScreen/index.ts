export { ActivateErrorScreen } from './ActivateErrorScreen';
export type { ActivateErrorScreenProps } from './ActivateErrorScreen';
