import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { pathFor } from '../../contract/routes';
import { ErrorPage } from '../../src/layout/ErrorPage';
import { isChunkLoadError } from '../rules/chunkReload';
import { claimChunkReload } from '../shell/chunkReloadGuard';
import { describeRouteError } from './describeRouteError';

/** The error element of every page (inside its layout) and of the root. */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  // A chunk error shows nothing until the decision (taken once, after commit) is to stay.
  const [reloading, setReloading] = useState(chunkError);

  // SPEC §8: a chunk that fails to load (usually after a new deploy) reloads the page, at most once per 60 s.
  useEffect(() => {
    if (chunkError && claimChunkReload()) {
      window.location.reload();
      return;
    }
    console.error(error);
    setReloading(false);
  }, [error, chunkError]);

  if (reloading) return null;
  const { status, message } = describeRouteError(error);
  return <ErrorPage status={status} message={message} homeHref={pathFor('index')} />;
}
