import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Hint, Result, Root, StatusLine } from './GeolocationButton.styles';

/** SPEC §4 geolocation permission: unsupported, unknown, or the browser's own state. */
export const GEOLOCATION_PERMISSIONS = ['unsupported', 'unknown', 'prompt', 'granted', 'denied'] as const;
export type GeolocationPermission = (typeof GEOLOCATION_PERMISSIONS)[number];

/** The request in progress: asking the browser and reverse-geocoding (`locating`), then `found` or `failed`. */
export const GEOLOCATION_STATUSES = ['idle', 'locating', 'found', 'failed'] as const;
export type GeolocationStatus = (typeof GEOLOCATION_STATUSES)[number];

export interface GeolocationButtonProps {
  permission: GeolocationPermission;
  status?: GeolocationStatus;
  /**
   * The place the position was resolved to, already worded for people ("Amsterdam, Noord-Holland"): city level
   * only, never coordinates. Shown when `status` is `found`.
   */
  place?: string;
  /** Asks the browser for the position, then the server for the city (SPEC §7 `/api/geocode.php`). */
  onRequest: () => void;
  className?: string;
}

/**
 * "Use my location": asks the browser for the position and shows the city it resolved to. Says why it cannot
 * when the browser has no geolocation or the permission was denied.
 */
export function GeolocationButton({ permission, status = 'idle', place, onRequest, className }: GeolocationButtonProps) {
  const { t } = useTranslation('profile');
  const unavailable = permission === 'unsupported' || permission === 'denied';
  const locating = status === 'locating';

  return (
    <Root className={className} data-permission={permission} data-status={status}>
      <Button
        variant="outline"
        iconStart={<Icon name="mapPin" />}
        loading={locating}
        disabled={unavailable}
        onClick={onRequest}
      >
        {locating ? t('geolocation.locating') : t('geolocation.button')}
      </Button>
      {permission === 'unsupported' ? <Hint>{t('geolocation.unsupported')}</Hint> : null}
      {permission === 'denied' ? <Hint>{t('geolocation.denied')}</Hint> : null}
      {permission === 'prompt' || permission === 'unknown' ? <Hint>{t('geolocation.prompt')}</Hint> : null}
      {/* Always rendered, so the result is announced when it arrives. */}
      <StatusLine role="status">
        {status === 'found' && place ? (
          <Result $tone="success">
            <Icon name="check" size="1.1em" />
            <span>{t('geolocation.found', { place })}</span>
          </Result>
        ) : null}
        {status === 'failed' ? (
          <Result $tone="danger">
            <Icon name="warning" size="1.1em" />
            <span>{t('geolocation.failed')}</span>
          </Result>
        ) : null}
      </StatusLine>
    </Root>
  );
}
