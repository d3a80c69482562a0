import { useEffect, useState } from 'react';
import { LOADING_INDICATOR_DELAY_MS } from '../../../contract/constants';

/**
 * True once `active` has stayed true for `delayMs` (SPEC §7: 200 ms), false again as soon as it turns off,
 * so a quick load never flashes a loading indicator.
 */
export function useDelayedFlag(active: boolean, delayMs: number = LOADING_INDICATOR_DELAY_MS): boolean {
  const [elapsed, setElapsed] = useState(false);

  useEffect(() => {
    if (!active || delayMs <= 0) return undefined;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delayMs]);

  return active && (delayMs <= 0 || elapsed);
}
