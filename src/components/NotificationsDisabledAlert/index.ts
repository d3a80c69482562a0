export { NotificationsDisabledAlert } from './NotificationsDisabledAlert';
export type { NotificationsDisabledAlertProps } from './NotificationsDisabledAlert';
