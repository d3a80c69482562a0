import { useTranslation } from 'react-i18next';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { AlertText } from '../ProfilePhotoAlert/ProfilePhotoAlert.styles';

/** SPEC §4 push subscription states: none yet, active, or refused in the browser. */
export const PUSH_SUBSCRIPTIONS = ['none', 'active', 'denied'] as const;
export type PushSubscriptionState = (typeof PUSH_SUBSCRIPTIONS)[number];

export interface PushNotificationAlertProps {
  /** The browser can do web push (service worker, Push API, Notification). */
  capable: boolean;
  subscription: PushSubscriptionState;
  /** "Turn on": the app asks the browser's permission and saves the subscription (`POST /api/user.php?push=1`). */
  onEnable: () => void;
  /** The permission prompt is open or the subscription is being saved. */
  enabling?: boolean;
  /** The dismiss button; the app stores the dismissal as a unix-second timestamp. */
  onDismiss: () => void;
}

/**
 * SPEC §4 push-notification alert: dismissible, with an enable button while push is offered (capable, no
 * subscription yet); when the browser refused, it says how to allow it again. Nothing shows when push is active or
 * the browser cannot do it. The app decides the pages (not on signup, notifications, activate-done, directdebit,
 * premium) and the dismissal.
 */
export function PushNotificationAlert({ capable, subscription, onEnable, enabling = false, onDismiss }: PushNotificationAlertProps) {
  const { t } = useTranslation('notifications');
  if (!capable || subscription === 'active') return null;
  if (subscription === 'denied') {
    return (
      <Alert tone="info" title={t('push_alert.denied_title')} onDismiss={onDismiss} data-push-alert="denied">
        <AlertText>{t('push_alert.denied_body')}</AlertText>
      </Alert>
    );
  }
  return (
    <Alert
      tone="info"
      title={t('push_alert.title')}
      onDismiss={onDismiss}
      data-push-alert="none"
      action={
        <Button size="sm" variant="outline" iconStart={<Icon name="bell" />} loading={enabling} onClick={onEnable}>
          {t('push_alert.enable')}
        </Button>
      }
    >
      <AlertText>{t('push_alert.body')}</AlertText>
    </Alert>
  );
}
