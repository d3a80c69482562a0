export { DirectDebitScreen } from './DirectDebitScreen';
export type { DirectDebitScreenProps } from './DirectDebitScreen';
