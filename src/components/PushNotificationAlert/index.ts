export { PushNotificationAlert, PUSH_SUBSCRIPTIONS } from './PushNotificationAlert';
export type { PushNotificationAlertProps, PushSubscriptionState } from './PushNotificationAlert';
