export { NotificationSettingsScreen, NOTIFICATION_CHANNELS, EMAIL_BLOCK_REASONS } from './NotificationSettingsScreen';
export type {
  NotificationSettingsScreenProps,
  NotificationChannel,
  NotificationPreferences,
  EmailBlockReason,
  PreferenceKey,
} from './NotificationSettingsScreen';
