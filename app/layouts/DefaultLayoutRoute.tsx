import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { DefaultLayout } from '../../src/layout/DefaultLayout';
import { useViewer } from '../data/viewer';
import { ActivationReminderAlertGate } from './ActivationReminderGate';
import { BannerSlotProvider } from './BannerSlot';
import { NotificationAlertsGate } from './NotificationAlertsGate';
import { PageProgress } from './PageProgress';
import { ProfilePhotoAlertGate } from './ProfilePhotoAlertGate';
import { SiteFooter } from './SiteFooter';
import { SiteOverlays } from './SiteOverlays';
import { SiteTopNav } from './SiteTopNav';

// The money signals are a member's (bonus banners and modals, credits data): their code loads with a member's first
// page, never with a visitor's home page or lander (issue 7, fast first visit).
const MoneyOverlays = lazy(() => import('./MoneyOverlays').then((module) => ({ default: module.MoneyOverlays })));

function MemberMoneyOverlays() {
  const { status } = useViewer();
  if (status !== 'member') return null;
  return (
    <Suspense fallback={null}>
      <MoneyOverlays />
    </Suspense>
  );
}

/**
 * SPEC §2 default layout: top navigation, warnings, footer with disclaimer, entry warning. The member's banners (the
 * bonus bars and the warnings) share one slot: one at a time on a phone, two on wider screens (README "Banners").
 */
export function DefaultLayoutRoute() {
  return (
    <BannerSlotProvider>
      <DefaultLayout
        topNav={<><SiteTopNav /><MemberMoneyOverlays /></>}
        warnings={<><ActivationReminderAlertGate /><ProfilePhotoAlertGate /><NotificationAlertsGate /></>}
        footer={<SiteFooter />}
        overlays={<SiteOverlays layout="default" />}
        progress={<PageProgress />}
      >
        <Outlet />
      </DefaultLayout>
    </BannerSlotProvider>
  );
}
