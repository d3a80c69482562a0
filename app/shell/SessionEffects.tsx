import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { pathFor } from '../../contract/routes';
import { onAccountBanned, onUnauthenticated } from '../api/client';
import { usePushOpen } from '../data/push';
import { replaceSession, useViewer } from '../data/viewer';
import { SpotlightModals } from '../realtime/SpotlightModals';
import { nowInUnixSeconds } from '../storage/dismissals';
import { captureTracking } from '../storage/tracking';

const MemberSession = lazy(() => import('./MemberSession').then((module) => ({ default: module.MemberSession })));

/**
 * The session's background work, mounted once above every layout: keeps the first visit's tracking query (SPEC §3),
 * logs a member out when any call but the user call answers authentication_required (SPEC §8), sends a banned
 * account to /pages/ban (a call answered account_banned, or the realtime event), and for a logged-in
 * member shows the match and like modals and loads MemberSession (realtime socket, refresh loop, app badge).
 */
export function SessionEffects() {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { status, account } = useViewer();
  const loggedIn = status === 'member';
  const loggedInRef = useRef(loggedIn);
  loggedInRef.current = loggedIn;

  useEffect(() => {
    captureTracking(window.location.search, nowInUnixSeconds());
  }, []);

  useEffect(
    () =>
      onUnauthenticated(() => {
        // SPEC §8: only a logged-in member is logged out; a visitor's refused call is that call's own answer.
        if (!loggedInRef.current) return;
        void replaceSession(mutate, null).then(() => navigate(pathFor('index')));
      }),
    [mutate, navigate],
  );

  // A clicked push notification opens its conversation in this tab (app/public/sw-push.js asks).
  usePushOpen();

  useEffect(
    () =>
      // A banned account (a refused login, any call, or the realtime event) leaves for the ban page, logged out.
      onAccountBanned(() => {
        void replaceSession(mutate, null).then(() => navigate(pathFor('pages-ban')));
      }),
    [mutate, navigate],
  );

  if (!loggedIn || !account) return null;
  // The match and like modals are mounted at once (the like modal must see `?t=` before a page rewrites the address);
  // the socket and refresh chain load behind them, keyed by account so a different login starts afresh.
  return (
    <>
      <SpotlightModals />
      <Suspense fallback={null}>
        <MemberSession key={account.id} />
      </Suspense>
    </>
  );
}
