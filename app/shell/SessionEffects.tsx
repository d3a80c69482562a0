import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { REFRESH } from '../../contract/constants';
import { pathFor } from '../../contract/routes';
import { onUnauthenticated } from '../api/client';
import { replaceSession, useViewer } from '../data/viewer';
import { nowInUnixSeconds } from '../storage/dismissals';
import { captureTracking } from '../storage/tracking';

/**
 * The session's background work, mounted once above every layout: keeps the first visit's tracking query (SPEC §3),
 * refreshes the user every minute from 5 s after mount while logged in (SPEC §9), and logs out when any call but
 * the user call answers authentication_required (SPEC §8).
 */
export function SessionEffects() {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { status, refresh } = useViewer();
  const loggedIn = status === 'member';
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useEffect(() => {
    captureTracking(window.location.search, nowInUnixSeconds());
  }, []);

  useEffect(
    () =>
      onUnauthenticated(() => {
        void replaceSession(mutate, null).then(() => navigate(pathFor('index')));
      }),
    [mutate, navigate],
  );

  useEffect(() => {
    if (!loggedIn) return undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      void refreshRef.current();
      interval = setInterval(() => void refreshRef.current(), REFRESH.intervalMs);
    }, REFRESH.startDelayMs);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [loggedIn]);

  return null;
}
