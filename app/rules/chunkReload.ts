import { CHUNK_RELOAD_GUARD_MS } from '../../contract/constants';

/** What a failed dynamic import looks like in Chromium, Firefox and Safari (and Vite's preload helper). */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/**
 * SPEC §8: after a chunk-load failure the page reloads once, at most once per 60 seconds
 * (the last reload time is kept in session storage).
 */
export function shouldReloadAfterChunkError(nowMs: number, lastReloadAtMs: number | null): boolean {
  return lastReloadAtMs === null || !Number.isFinite(lastReloadAtMs) || nowMs - lastReloadAtMs >= CHUNK_RELOAD_GUARD_MS;
}
