import { Outlet } from 'react-router-dom';
import { pathFor } from '../../contract/routes';
import { LanderLayout } from '../../src/layout/LanderLayout';
import { useSettings } from '../data/site';
import { PageProgress } from './PageProgress';
import { SiteFooter } from './SiteFooter';
import { SiteOverlays } from './SiteOverlays';

/** SPEC §2 lander layout: logo bar, footer and disclaimer; the entry warning for NL and DE. */
export function LanderLayoutRoute() {
  const settings = useSettings();
  return (
    <LanderLayout
      siteName={settings.name}
      homeHref={pathFor('index')}
      footer={<SiteFooter />}
      overlays={<SiteOverlays layout="lander" />}
      progress={<PageProgress />}
    >
      <Outlet />
    </LanderLayout>
  );
}
