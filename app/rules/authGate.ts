import type { ViewerStatus } from '../data/viewer';

/**
 * Routes marked `auth` in the SPEC §2 table: a member sees the page; a visitor is sent to the login page, which returns
 * to the page afterwards (`?next=`); while the session is still being read, nothing is decided.
 */
export function authGate(routeNeedsAuth: boolean, status: ViewerStatus): 'render' | 'wait' | 'login' {
  if (!routeNeedsAuth) return 'render';
  if (status === 'loading') return 'wait';
  return status === 'member' ? 'render' : 'login';
}
