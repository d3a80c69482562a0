import type { RealtimeClientMessage, RealtimeEvent } from '../../contract/realtime';

/**
 * The realtime hub: delivers events to the open sockets of one user, on this server instance and (with REDIS_URL) on
 * every other instance. Publishing is fire-and-forget: the event's data is already stored, and a tab that misses an
 * event catches up through the HTTP endpoints (reconnect or SPEC §9 polling).
 *
 * `publish` must be called only after the change it announces is committed (a message is stored before it is
 * delivered).
 */
export interface RealtimeHub {
  /** Sends `event` to every socket of `userId` (the user id is also the profile id). Never throws. */
  publish(userId: number, event: RealtimeEvent): void;
}

/** Handles what a client sends up its socket besides `ping` and `focus` (typing); set by the chat area. */
export type ClientMessageHandler = (userId: number, message: Exclude<RealtimeClientMessage, { type: 'ping' | 'focus' }>) => Promise<void>;

/** The hub as the server sees it: `publish` for every area, plus the socket plumbing for the chat area and tests. */
export interface ServerRealtimeHub extends RealtimeHub {
  /** Sets the handler of client messages other than `ping` (one handler; the chat area owns typing). */
  onClientMessage(handler: ClientMessageHandler): void;
  /** Open sockets on this instance (all users, or one user's). */
  socketCount(userId?: number): number;
  /** Runs one heartbeat round now (tests): drops sockets that missed a pong, closes those whose session ended. */
  heartbeat(): Promise<void>;
  /** Whether one of the user's sockets on this instance reported its tab focused (no web push is needed then). */
  isFocused(userId: number): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime hub (server/realtime/plugin.ts): `app.realtime.publish(userId, event)`. */
    realtime: ServerRealtimeHub;
  }
}
