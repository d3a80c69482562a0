export { AccountSettingsScreen } from './AccountSettingsScreen';
export type { AccountSettingsScreenProps } from './AccountSettingsScreen';
