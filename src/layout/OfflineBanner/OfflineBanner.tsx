import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { OfflinePill, OfflineRegion } from './OfflineBanner.styles';

export interface OfflineBannerProps {
  /** The browser's connection state, as the app tracks it (SPEC §2). */
  online: boolean;
}

/** A small, polite notice at the bottom of the screen while the browser is offline. */
export function OfflineBanner({ online }: OfflineBannerProps) {
  const { t } = useTranslation('layout');
  return (
    <OfflineRegion role="status" aria-live="polite">
      {online ? null : (
        <OfflinePill>
          <Icon name="info" />
          {t('offline.message')}
        </OfflinePill>
      )}
    </OfflineRegion>
  );
}
