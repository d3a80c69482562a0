import { useTranslation } from 'react-i18next';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { AlertText } from './ProfilePhotoAlert.styles';

export interface ProfilePhotoAlertProps {
  /** Where a photo is added: the profile settings (`/profile`). */
  href: string;
  /** The dismiss button; the app stores the dismissal as a unix-second timestamp. */
  onDismiss: () => void;
}

/**
 * SPEC §4 profile-photo alert: a dismissible warning for a member without a main image, with a link to the
 * profile settings. The app decides when it shows (no main image, not on the excluded routes, not dismissed).
 */
export function ProfilePhotoAlert({ href, onDismiss }: ProfilePhotoAlertProps) {
  const { t } = useTranslation('profile');
  return (
    <Alert
      tone="warning"
      title={t('photo_alert.title')}
      onDismiss={onDismiss}
      data-profile-photo-alert=""
      action={
        <Button href={href} size="sm" variant="outline" iconStart={<Icon name="camera" />}>
          {t('photo_alert.action')}
        </Button>
      }
    >
      <AlertText>{t('photo_alert.body')}</AlertText>
    </Alert>
  );
}
