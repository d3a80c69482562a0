import { REFRESH } from '../../contract/constants';

export interface RefreshFacts {
  loggedIn: boolean;
  /** The realtime socket is connected and ready: events keep the chats and counts current. */
  socketReady: boolean;
  /** A web-push subscription is active: a push reloads chats and likes when something happens. */
  pushSubscribed: boolean;
}

export interface RefreshPlan {
  /** The first refresh, after mount (SPEC §9: 5 s). */
  startDelayMs: number;
  /** Between two refreshes (SPEC §9: 60 s, 300 s when push is subscribed). */
  intervalMs: number;
  /**
   * The chats are refreshed too. Not while the socket is ready: its events already update the list; the user is
   * still refreshed, since a balance change (a payment) has no event.
   */
  chats: boolean;
}

/**
 * SPEC §9 refresh of the user and the chats: only while logged in, starting 5 s after mount, every 60 s, or every
 * 300 s when push is subscribed. null: no refresh at all (a visitor).
 */
export function refreshPlan({ loggedIn, socketReady, pushSubscribed }: RefreshFacts): RefreshPlan | null {
  if (!loggedIn) return null;
  return {
    startDelayMs: REFRESH.startDelayMs,
    intervalMs: pushSubscribed ? REFRESH.pushSubscribedIntervalMs : REFRESH.intervalMs,
    chats: !socketReady,
  };
}
