import { useEffect } from 'react';
import { ENDPOINTS } from '../../contract/api';

/**
 * SPEC §7: when a member's page becomes hidden (another tab, the phone locked, the page left) it tells the server with
 * a beacon, which the browser delivers even while the page goes away. The server records the member's last-seen time
 * (server/members/activity.ts); the answer is not used.
 */
export function usePageHiddenBeacon(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof navigator.sendBeacon !== 'function') return undefined;
    const onChange = () => {
      if (document.visibilityState !== 'hidden') return;
      navigator.sendBeacon(ENDPOINTS.pageHidden.path, new Blob(['{}'], { type: 'application/json' }));
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [enabled]);
}
