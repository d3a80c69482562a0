import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { pathFor } from '../../contract/routes';
import { Alert } from '../../src/components/Alert';
import { PageContainer } from '../../src/layout/PageContainer';
import { ErrorPage } from '../../src/layout/ErrorPage';
import { isChunkLoadError } from '../rules/chunkReload';
import { chunkReloadAllowed, claimChunkReload, reloadPage } from '../shell/chunkReloadGuard';
import { describeRouteError } from './describeRouteError';

/** SPEC §8: what the page says while it reloads after a chunk-load failure (a new version was deployed, usually). */
function ChunkReloadNotice() {
  const { t } = useTranslation('errors');
  return (
    <PageContainer narrow>
      <Alert tone="info" data-chunk-reload="">
        {t('chunk_reload')}
      </Alert>
    </PageContainer>
  );
}

/** The error element of every page (inside its layout) and of the root. */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  // A chunk error the guard lets reload says so until the page goes; one it does not shows the error page at once.
  const [reloading, setReloading] = useState(() => chunkError && chunkReloadAllowed());

  // SPEC §8: a chunk that fails to load (usually after a new deploy) reloads the page, at most once per 60 s.
  useEffect(() => {
    if (chunkError && claimChunkReload()) {
      reloadPage();
      return;
    }
    console.error(error);
    setReloading(false);
  }, [error, chunkError]);

  if (reloading) return <ChunkReloadNotice />;
  const { status, message } = describeRouteError(error);
  return <ErrorPage status={status} message={message} homeHref={pathFor('index')} />;
}
