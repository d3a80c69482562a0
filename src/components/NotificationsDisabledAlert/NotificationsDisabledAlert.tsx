import { useTranslation } from 'react-i18next';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { AlertText } from '../ProfilePhotoAlert/ProfilePhotoAlert.styles';

/** Which notifications a member waits for are off (the app's rule decides from SPEC §3 `notifications_disabled`). */
export type DisabledNotificationsKind = 'messages' | 'likes' | 'messages_and_likes';

export interface NotificationsDisabledAlertProps {
  /** What is off: message notifications, like and match notifications, or both. */
  off: DisabledNotificationsKind;
  /** The notification settings (`/notifications`). */
  settingsHref: string;
  /** The dismiss button; the app stores the dismissal as a unix-second timestamp. */
  onDismiss: () => void;
}

/**
 * SPEC §4 disabled-notifications alert: names what is off (message notifications, like and match notifications, or
 * both) and what the member will not hear about; a link to the settings. The app shows it when types are disabled and it is not dismissed, never on the settings
 * and notifications pages.
 */
export function NotificationsDisabledAlert({ off, settingsHref, onDismiss }: NotificationsDisabledAlertProps) {
  const { t } = useTranslation('notifications');
  return (
    <Alert
      tone="warning"
      title={t(`disabled_alert.title_${off}`)}
      onDismiss={onDismiss}
      data-notifications-disabled-alert=""
      action={
        <Button href={settingsHref} size="sm" variant="outline" iconStart={<Icon name="bell" />}>
          {t('disabled_alert.action')}
        </Button>
      }
    >
      <AlertText>{t(`disabled_alert.body_${off}`)}</AlertText>
    </Alert>
  );
}
