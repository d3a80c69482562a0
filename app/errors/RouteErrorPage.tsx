import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { CHUNK_RELOAD_STORAGE_KEY } from '../../contract/constants';
import { pathFor } from '../../contract/routes';
import { ErrorPage } from '../../src/layout/ErrorPage';
import { isChunkLoadError, shouldReloadAfterChunkError } from '../rules/chunkReload';
import { describeRouteError } from './describeRouteError';

/** SPEC §8: a chunk that fails to load (usually after a new deploy) reloads the page, at most once per 60 s. */
function claimChunkReload(): boolean {
  try {
    const stored = window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY);
    const now = Date.now();
    if (!shouldReloadAfterChunkError(now, stored === null ? null : Number(stored))) return false;
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    return true;
  } catch {
    // Without session storage the guard cannot hold: do not risk a reload loop.
    return false;
  }
}

/** The error element of every page (inside its layout) and of the root. */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  // A chunk error shows nothing until the decision (taken once, after commit) is to stay.
  const [reloading, setReloading] = useState(chunkError);

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
