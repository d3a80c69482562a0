import { useSyncExternalStore } from 'react';
import { signupPresentation } from '../rules/signupPresentation';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const getSnapshot = () => signupPresentation(window.innerWidth);
const getServerSnapshot = () => 'page' as const;

/** Modal on desktop, page on a smartphone (SPEC §2), following the window as it is resized. */
export function useSignupPresentation(): 'modal' | 'page' {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
