import { useState } from 'react';
import { DISMISSAL_KEYS } from '../../contract/constants';
import { pathFor } from '../../contract/routes';
import { ProfilePhotoAlert } from '../../src/components/ProfilePhotoAlert';
import { useViewer } from '../data/viewer';
import { useRouteName } from '../hooks/useRouteName';
import { profilePhotoAlertVisible } from '../rules/profilePhotoAlertVisible';
import { nowInUnixSeconds, readDismissal, writeDismissal } from '../storage/dismissals';

/** SPEC §4 profile-photo alert in the warnings area: see `profilePhotoAlertVisible`; dismissed as `hide-enrich-alert`. */
export function ProfilePhotoAlertGate() {
  const { account } = useViewer();
  const routeName = useRouteName();
  const [dismissedAt, setDismissedAt] = useState(() => readDismissal(DISMISSAL_KEYS.enrichAlert));
  if (!profilePhotoAlertVisible({ user: account, routeName, dismissedAt })) return null;

  const dismiss = () => {
    const now = nowInUnixSeconds();
    writeDismissal(DISMISSAL_KEYS.enrichAlert, now);
    setDismissedAt(now);
  };
  return <ProfilePhotoAlert href={pathFor('profile')} onDismiss={dismiss} />;
}
