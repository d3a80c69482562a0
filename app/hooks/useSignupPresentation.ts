import { useSyncExternalStore } from 'react';
import { signupPresentation } from '../rules/signupPresentation';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const getSnapshot = () => signupPresentation(window.innerWidth);
// A server-rendered page (README "Server rendering") is hydrated with this value before the window is measured:
// 'page' there would send a desktop visitor's `?signup=1` to the signup page; 'modal' changes nothing until measured.
const getServerSnapshot = () => 'modal' as const;

/** Modal on desktop, page on a smartphone (SPEC §2), following the window as it is resized. */
export function useSignupPresentation(): 'modal' | 'page' {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
