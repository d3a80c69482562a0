import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { CHATS_KEY, isConversationKey } from '../data/chats';
import { useAppBadge } from '../data/counts';
import { usePush, usePushReload } from '../data/push';
import { useViewer } from '../data/viewer';
import { usePageHiddenBeacon } from '../hooks/usePageHiddenBeacon';
import { useRealtime } from '../realtime/useRealtime';
import { refreshPlan } from '../rules/refreshInterval';

/**
 * A logged-in member's background work (loaded only for members, so visitors' pages carry no chat code): holds the
 * realtime socket, refreshes the user (and, while the socket is down, the chats) from 5 s after mount every 60 s —
 * 300 s with push (SPEC §9) —, and keeps the app badge on the counts (SPEC §4). Loaded only for members, so visitors'
 * pages carry none of this code.
 */
export function MemberSession() {
  const { mutate } = useSWRConfig();
  const { account, refresh } = useViewer();
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  const socketStatus = useRealtime(account?.id ?? null);
  usePageHiddenBeacon(Boolean(account));
  // With web push on, a push reloads chats and likes when something happens (app/data/push.ts): refreshes grow rarer.
  const { subscription } = usePush();
  const plan = refreshPlan({ loggedIn: true, socketReady: socketStatus === 'ready', pushSubscribed: subscription === 'active' });
  const planRef = useRef(plan);
  planRef.current = plan;
  useAppBadge();
  // A push that arrives while this tab is open reloads chats, likes and the user (the worker posts a message).
  usePushReload();

  // One timer chain per login: the plan is read at every tick, so the socket coming and going or a push subscription
  // changes what the next refresh does and when, without restarting the 5 s start.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = planRef.current;
      if (!current) return;
      void refreshRef.current();
      if (current.chats) void mutate((key) => key === CHATS_KEY || isConversationKey(key));
      timer = setTimeout(tick, current.intervalMs);
    };
    timer = setTimeout(tick, planRef.current?.startDelayMs ?? 0);
    return () => clearTimeout(timer);
  }, [mutate]);

  return null;
}
