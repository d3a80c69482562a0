import { useSyncExternalStore } from 'react';

/** The media query the ThemeProvider's global rule also uses (theme.media.reducedMotion). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return mediaQuery()?.matches ?? false;
}

/** On the server there is no preference to read: render the animated variant, the client corrects it on hydration. */
function getServerSnapshot(): boolean {
  return false;
}

/**
 * True when the user asked the system for reduced motion; follows changes live. For components that animate
 * in JavaScript (scrolling, counters, carousels); CSS animations are already damped by the ThemeProvider.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
