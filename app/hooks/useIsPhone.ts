import { useSyncExternalStore } from 'react';
import { baseTheme } from '../../theme/base';

const QUERY = `(max-width: ${baseTheme.breakpoint.md - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const getSnapshot = () => window.matchMedia(QUERY).matches;
// Not measured on the server: a wide screen, the calmer default for the few banners a server-rendered page has (none).
const getServerSnapshot = () => false;

/** Below the md breakpoint (SPEC §9: 768 px), following the window as it is resized. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
