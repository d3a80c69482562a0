import { useState } from 'react';
import { DISMISSAL_KEYS } from '../../contract/constants';
import type { LayoutName } from '../../contract/routes';
import { OfflineBanner } from '../../src/layout/OfflineBanner';
import { SiteEntryWarning } from '../../src/layout/SiteEntryWarning';
import { useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { ActivationReminderModalGate } from './ActivationReminderGate';
import { useOnlineStatus } from '../hooks/useOnlineStatus';
import { useRouteName } from '../hooks/useRouteName';
import { useStandalone } from '../hooks/useStandalone';
import { SignupModalHost } from '../signup/SignupModalHost';
import { siteEntryWarningVisible } from '../rules/siteEntryWarningVisible';
import { visitorCountry } from '../rules/visitorCountry';
import { nowInUnixSeconds, readDismissal, writeDismissal } from '../storage/dismissals';

/** Where "Leave" takes a visitor who does not want adult content: a neutral page outside the site. */
const LEAVE_HREF = 'https://www.google.com/';

function EntryWarningGate({ layout }: { layout: LayoutName }) {
  const settings = useSettings();
  const viewer = useViewer();
  const standalone = useStandalone();
  const routeName = useRouteName();
  const [dismissedAt, setDismissedAt] = useState(() => readDismissal(DISMISSAL_KEYS.siteEntryWarning));

  const open = siteEntryWarningVisible({
    // Only a known visitor: while the session is still being read, a member must not see the warning flash.
    loggedIn: viewer.status !== 'visitor',
    standalone,
    dismissedAt,
    country: visitorCountry(settings),
    countries: settings.countries,
    enableSiteEntryPopup: settings.enable_site_entry_popup,
    routeName,
    layout,
  });

  const enter = () => {
    const now = nowInUnixSeconds();
    writeDismissal(DISMISSAL_KEYS.siteEntryWarning, now);
    setDismissedAt(now);
  };

  return <SiteEntryWarning open={open} siteName={settings.name} onEnter={enter} leaveHref={LEAVE_HREF} />;
}

/**
 * What every layout lays over the page: the site-entry warning (SPEC §2) and the offline notice; the default and empty
 * layouts also the signup modal (SPEC §2), the default layout the smartphone activation reminder.
 */
export function SiteOverlays({ layout }: { layout: LayoutName }) {
  const online = useOnlineStatus();
  return (
    <>
      <EntryWarningGate layout={layout} />
      {(layout === 'default' || layout === 'empty') && <SignupModalHost />}
      {layout === 'default' && <ActivationReminderModalGate />}
      <OfflineBanner online={online} />
    </>
  );
}
