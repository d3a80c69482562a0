import { CLOSE_CODES, SOCKET_OPEN, type RealtimeSocket } from './socket';

/** One open socket of one tab, with what the heartbeat and the rate limits need. */
export interface Connection {
  readonly socket: RealtimeSocket;
  readonly userId: number;
  readonly sessionId: number;
  readonly openedAt: number;
  /** Cleared when a ping goes out, set when its pong comes back. */
  alive: boolean;
  /** Client frames in the current window (see `RATE`). */
  frames: number;
  windowStart: number;
  /** The tab reported itself focused (`{type:"focus"}`); unknown counts as not focused. */
  focused?: boolean;
}

export interface RegistryLimits {
  /** Sockets per user (tabs); one more closes the oldest. */
  readonly maxSocketsPerUser: number;
  /** Bytes queued on a socket before it counts as stuck and is dropped (the client reconnects and catches up). */
  readonly maxBufferedBytes: number;
}

export const DEFAULT_LIMITS: RegistryLimits = { maxSocketsPerUser: 16, maxBufferedBytes: 1024 * 1024 };

/**
 * The sockets of this server instance, per user. A user's events are written only to that user's set, which is the
 * whole of "a socket only ever receives its own user's events": there is no broadcast path.
 */
export class SocketRegistry {
  readonly #byUser = new Map<number, Set<Connection>>();
  readonly #limits: RegistryLimits;
  #count = 0;

  constructor(limits: RegistryLimits = DEFAULT_LIMITS) {
    this.#limits = limits;
  }

  /** Adds a connection; answers true when it is the user's first on this instance (subscribe to the user's channel). */
  add(connection: Connection): boolean {
    let set = this.#byUser.get(connection.userId);
    const first = set === undefined;
    if (!set) {
      set = new Set();
      this.#byUser.set(connection.userId, set);
    }
    set.add(connection);
    this.#count += 1;
    if (set.size > this.#limits.maxSocketsPerUser) {
      const oldest = set.values().next().value;
      if (oldest) oldest.socket.close(CLOSE_CODES.tooManySockets, 'too many sockets');
    }
    return first;
  }

  /** Removes a connection; answers true when it was the user's last on this instance (unsubscribe). */
  remove(connection: Connection): boolean {
    const set = this.#byUser.get(connection.userId);
    if (!set?.delete(connection)) return false;
    this.#count -= 1;
    if (set.size > 0) return false;
    this.#byUser.delete(connection.userId);
    return true;
  }

  has(userId: number): boolean {
    return this.#byUser.has(userId);
  }

  /** Whether one of the user's open sockets reported a focused tab. */
  hasFocused(userId: number): boolean {
    for (const connection of this.#byUser.get(userId) ?? []) {
      if (connection.focused === true && connection.socket.readyState === SOCKET_OPEN) return true;
    }
    return false;
  }

  get size(): number {
    return this.#count;
  }

  connections(): IterableIterator<Connection> {
    const all: Connection[] = [];
    for (const set of this.#byUser.values()) all.push(...set);
    return all.values();
  }

  /** Writes an already serialised event to every open socket of the user. Answers how many sockets got it. */
  deliver(userId: number, frame: string): number {
    const set = this.#byUser.get(userId);
    if (!set) return 0;
    let delivered = 0;
    for (const connection of set) {
      const { socket } = connection;
      if (socket.readyState !== SOCKET_OPEN) continue;
      if (socket.bufferedAmount > this.#limits.maxBufferedBytes) {
        socket.terminate();
        continue;
      }
      socket.send(frame);
      delivered += 1;
    }
    return delivered;
  }
}
