import { useTranslation } from 'react-i18next';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { AlertText } from '../ProfilePhotoAlert/ProfilePhotoAlert.styles';

export interface NotificationsDisabledAlertProps {
  /** How many notification types the member turned off (SPEC §3 `notifications_disabled`). */
  count: number;
  /** The notification settings (`/notifications`). */
  settingsHref: string;
  /** The dismiss button; the app stores the dismissal as a unix-second timestamp. */
  onDismiss: () => void;
}

/**
 * SPEC §4 disabled-notifications alert: the member turned notifications off and may miss messages and likes; a
 * link to the settings. The app shows it when types are disabled and it is not dismissed, never on the settings
 * and notifications pages.
 */
export function NotificationsDisabledAlert({ count, settingsHref, onDismiss }: NotificationsDisabledAlertProps) {
  const { t } = useTranslation('notifications');
  return (
    <Alert
      tone="warning"
      title={t('disabled_alert.title')}
      onDismiss={onDismiss}
      data-notifications-disabled-alert=""
      action={
        <Button href={settingsHref} size="sm" variant="outline" iconStart={<Icon name="bell" />}>
          {t('disabled_alert.action')}
        </Button>
      }
    >
      <AlertText>{t('disabled_alert.body', { count })}</AlertText>
    </Alert>
  );
}
