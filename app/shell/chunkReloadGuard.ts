import { CHUNK_RELOAD_STORAGE_KEY } from '../../contract/constants';
import { isChunkLoadError, shouldReloadAfterChunkError } from '../rules/chunkReload';

export interface ChunkReloadDeps {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly reload: () => void;
  readonly now: () => number;
}

function browserDeps(): ChunkReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Blocked storage: no guard can hold, so no reload (below).
  }
  return { storage, reload: () => window.location.reload(), now: () => Date.now() };
}

/**
 * Whether a chunk-load failure would reload the page now (the guard allows it), without claiming the reload: the
 * error page decides from it what to show before its effect claims the reload.
 */
export function chunkReloadAllowed(deps: Pick<ChunkReloadDeps, 'storage' | 'now'> = browserDeps()): boolean {
  const { storage, now } = deps;
  if (!storage) return false;
  try {
    const stored = storage.getItem(CHUNK_RELOAD_STORAGE_KEY);
    return shouldReloadAfterChunkError(now(), stored === null ? null : Number(stored));
  } catch {
    return false;
  }
}

/** Reloads the page (the browser's own reload; a module function so tests can stand in for it). */
export function reloadPage(): void {
  window.location.reload();
}

/**
 * SPEC §8: claims the page's one reload after a chunk-load failure, at most once per 60 s, remembered in session
 * storage. True when the caller should reload now. Without session storage the guard cannot hold, so it never claims:
 * a reload loop is worse than an error page.
 */
export function claimChunkReload(deps: Pick<ChunkReloadDeps, 'storage' | 'now'> = browserDeps()): boolean {
  const { storage, now } = deps;
  if (!storage) return false;
  try {
    const stored = storage.getItem(CHUNK_RELOAD_STORAGE_KEY);
    const at = now();
    if (!shouldReloadAfterChunkError(at, stored === null ? null : Number(stored))) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(at));
    return true;
  } catch {
    return false;
  }
}

/** Reloads the page when `error` is a chunk-load failure and the guard allows it; true when it reloads. */
export function reloadAfterChunkError(error: unknown, deps: ChunkReloadDeps = browserDeps()): boolean {
  if (!isChunkLoadError(error) || !claimChunkReload(deps)) return false;
  deps.reload();
  return true;
}

/**
 * Chunk failures outside a route's own module never reach a route's error element: a route chunk's CSS or a shared
 * dependency that Vite preloads (`vite:preloadError`, whose `payload` is the error), or a lazily imported part nobody
 * awaits (an unhandled rejection). Both reload the page under the same guard. Returns the uninstaller.
 */
export function installChunkReloadGuard(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window, deps?: ChunkReloadDeps): () => void {
  const onPreloadError = (event: Event) => {
    reloadAfterChunkError((event as Event & { payload?: unknown }).payload, deps);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reloadAfterChunkError(event.reason, deps);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
