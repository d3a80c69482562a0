import { useState } from 'react';
import { DISMISSAL_KEYS } from '../../contract/constants';
import { pathFor } from '../../contract/routes';
import { ProfilePhotoAlert } from '../../src/components/ProfilePhotoAlert';
import { useViewer } from '../data/viewer';
import { useRouteName } from '../hooks/useRouteName';
import { profilePhotoAlertVisible } from '../rules/profilePhotoAlertVisible';
import { nowInUnixSeconds, readDismissal, writeDismissal } from '../storage/dismissals';
import { useBannerRequested, useBannerSlot } from './BannerSlot';

/**
 * SPEC §4 profile-photo alert in the warnings area: see `profilePhotoAlertVisible`; dismissed as `hide-enrich-alert`.
 * Shown when the banner slot gives it its place, or on any page when asked for from the account menu.
 */
export function ProfilePhotoAlertGate() {
  const { account } = useViewer();
  const routeName = useRouteName();
  const requested = useBannerRequested('photo');
  const [dismissedAt, setDismissedAt] = useState(() => readDismissal(DISMISSAL_KEYS.enrichAlert));
  const wanted = requested
    ? profilePhotoAlertVisible({ user: account, routeName: null, dismissedAt: null })
    : profilePhotoAlertVisible({ user: account, routeName, dismissedAt });
  const pending = profilePhotoAlertVisible({ user: account, routeName: null, dismissedAt: null });
  const shown = useBannerSlot('photo', { wanted, pending });
  if (!shown) return null;

  const dismiss = () => {
    const now = nowInUnixSeconds();
    writeDismissal(DISMISSAL_KEYS.enrichAlert, now);
    setDismissedAt(now);
  };
  return <ProfilePhotoAlert href={pathFor('profile')} onDismiss={dismiss} />;
}
