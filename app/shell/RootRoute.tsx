import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LinkProvider } from '../../src/components/Link';
import { Spinner } from '../../src/components/Spinner';
import { EmptyLayout } from '../../src/layout/EmptyLayout';
import { useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { useCurrentRouteTitle, useDocumentTitle } from '../hooks/useDocumentTitle';
import { useRouteName } from '../hooks/useRouteName';
import { basePageTitle, pageTitle } from '../rules/pageTitle';
import { RouterLink } from './RouterLink';
import { AuthGate } from './AuthGate';
import { installChunkReloadGuard } from './chunkReloadGuard';
import { SessionEffects } from './SessionEffects';
import { LoadingCentre } from './RouteLoading.styles';

/** Above every layout: client-side links for the design system, the document title, scroll restoration. */
export function RootRoute() {
  const settings = useSettings();
  const viewer = useViewer();
  const { t } = useTranslation();
  const routeName = useRouteName();
  const ownTitle = useCurrentRouteTitle();
  const base = basePageTitle({ routeName, ownTitle, siteName: settings.name, indexTitle: settings.index_title, t });
  useDocumentTitle(pageTitle(base, viewer.unreadMessages, viewer.newLikes));
  // SPEC §8: chunk failures outside a route's own module (preloaded CSS, shared chunks) reload the page once too.
  useEffect(() => installChunkReloadGuard(), []);
  return (
    <LinkProvider component={RouterLink}>
      <SessionEffects />
      <AuthGate>
        <Outlet />
      </AuthGate>
      <ScrollRestoration />
    </LinkProvider>
  );
}

/** Shown while the first page's chunk loads; the spinner only after 200 ms (SPEC §7, the Spinner's default delay). */
export function RouteLoading() {
  const { t } = useTranslation('shell');
  return (
    <EmptyLayout>
      <LoadingCentre>
        <Spinner size="lg" label={t('loading_page')} />
      </LoadingCentre>
    </EmptyLayout>
  );
}
