/** The first wait before reconnecting a dropped realtime socket, and the longest wait between two tries. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 30_000;

/**
 * How long the realtime client waits before its next connection attempt: 1 s, 2 s, 4 s … up to 30 s, of which the
 * upper half is jittered, so the tabs of a whole site that lost its server do not all come back in the same second.
 * `attempt` counts the failed tries since the socket was last ready (0 for the first retry).
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const step = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : 0;
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(step, 16));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** Close codes the server uses (server/realtime/socket.ts CLOSE_CODES); the app reacts to the ones below. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * Whether a closed socket is tried again: always while the member is logged in, except when the server said the
 * session behind it ended (logout elsewhere, expiry, deletion, ban) — then the user answer decides, and a new login
 * opens a new socket.
 */
export function shouldReconnect(closeCode: number, loggedIn: boolean): boolean {
  return loggedIn && closeCode !== SESSION_ENDED_CLOSE_CODE;
}
