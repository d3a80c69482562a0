import { Outlet } from 'react-router-dom';
import { EmptyLayout } from '../../src/layout/EmptyLayout';
import { PageProgress } from './PageProgress';
import { SiteOverlays } from './SiteOverlays';

/** SPEC §2 empty layout: the screen alone, the entry warning for NL and DE, and the signup modal (`?signup=1`). */
export function EmptyLayoutRoute() {
  return (
    <EmptyLayout overlays={<SiteOverlays layout="empty" />} progress={<PageProgress />}>
      <Outlet />
    </EmptyLayout>
  );
}
