export { NotificationsDisabledAlert } from './NotificationsDisabledAlert';
export type { DisabledNotificationsKind, NotificationsDisabledAlertProps } from './NotificationsDisabledAlert';
