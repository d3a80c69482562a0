export { ProfileSettingsScreen } from './ProfileSettingsScreen';
export type { ProfileSettingsScreenProps } from './ProfileSettingsScreen';
