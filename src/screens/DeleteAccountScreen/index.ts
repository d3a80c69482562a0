export { DeleteAccountScreen } from './DeleteAccountScreen';
export type { DeleteAccountScreenProps } from './DeleteAccountScreen';
