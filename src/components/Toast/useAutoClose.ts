import { useEffect, useRef } from 'react';

/**
 * Calls `onTimeout` after `durationMs` of unpaused time. Pausing keeps what is left; resuming starts a timer for
 * the rest, so a toast read under the pointer does not vanish the moment the pointer leaves.
 * `durationMs` of 0 (or less, or Infinity) never times out.
 */
export function useAutoClose(durationMs: number, paused: boolean, onTimeout: () => void): void {
  const remaining = useRef(durationMs);
  const callback = useRef(onTimeout);
  useEffect(() => {
    callback.current = onTimeout;
  });

  useEffect(() => {
    remaining.current = durationMs;
  }, [durationMs]);

  useEffect(() => {
    if (paused || !(durationMs > 0) || !Number.isFinite(durationMs)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => callback.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, durationMs]);
}
