import { Outlet } from 'react-router-dom';
import { DefaultLayout } from '../../src/layout/DefaultLayout';
import { ActivationReminderAlertGate } from './ActivationReminderGate';
import { PageProgress } from './PageProgress';
import { SiteFooter } from './SiteFooter';
import { SiteOverlays } from './SiteOverlays';
import { SiteTopNav } from './SiteTopNav';

/** SPEC §2 default layout: top navigation, warnings, footer with disclaimer, entry warning. */
export function DefaultLayoutRoute() {
  return (
    <DefaultLayout
      topNav={<SiteTopNav />}
      warnings={<ActivationReminderAlertGate />}
      footer={<SiteFooter />}
      overlays={<SiteOverlays layout="default" />}
      progress={<PageProgress />}
    >
      <Outlet />
    </DefaultLayout>
  );
}
