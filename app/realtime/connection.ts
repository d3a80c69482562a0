import {
  REALTIME_PATH,
  realtimeServerFrameSchema,
  type RealtimeClientMessage,
  type RealtimeEvent,
} from '../../contract/realtime';
import { reconnectDelayMs, shouldReconnect } from '../rules/realtimeReconnect';

/**
 * `connecting`: a socket is opening (or waiting to retry); `ready`: the server registered it (no event is missed from
 * here on); `stopped`: not wanted (logged out) or given up because the session ended.
 */
export type RealtimeStatus = 'connecting' | 'ready' | 'stopped';

/** The parts of a browser WebSocket the connection uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface RealtimeConnectionOptions {
  /** Every event the server sends, parsed by the contract schema (anything else is ignored). */
  onEvent: (event: RealtimeEvent) => void;
  /** The socket is ready, first or again: re-read what may have changed while it was down. */
  onReady: () => void;
  /** The server closed the socket because the session ended: the user answer decides what happens next. */
  onSessionEnded: () => void;
  /** Whether the tab is focused and visible now (reported to the server: no web push to a focused tab). */
  isFocused: () => boolean;
  /** The socket's address; same origin as the page by default. */
  url?: () => string;
  createSocket?: (url: string) => SocketLike;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
}

const OPEN = 1;
/** A keep-alive ping this often; a socket that answers nothing within PONG_TIMEOUT_MS is replaced. */
export const PING_INTERVAL_MS = 25_000;
export const PONG_TIMEOUT_MS = 10_000;

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${REALTIME_PATH}`;
}

/**
 * One WebSocket per tab (ARCHITECTURE "A request, end to end"): opened while the member is logged in, reopened with
 * backoff when it drops, kept alive with pings, telling the server whether the tab is focused. It knows nothing of
 * React or SWR: the events go to `onEvent`, and `useRealtime` turns them into cache updates.
 */
export class RealtimeConnection {
  private socket: SocketLike | null = null;
  private wanted = false;
  private attempt = 0;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private pongTimer: unknown = null;
  private lastFocus: boolean | null = null;
  private currentStatus: RealtimeStatus = 'stopped';
  private readonly listeners = new Set<(status: RealtimeStatus) => void>();
  private readonly options: Required<RealtimeConnectionOptions>;

  constructor(options: RealtimeConnectionOptions) {
    this.options = {
      url: defaultUrl,
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      random: Math.random,
      ...options,
    };
  }

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  subscribe(listener: (status: RealtimeStatus) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Opens the socket (if it is not open or opening already). */
  start(): void {
    this.wanted = true;
    if (this.socket || this.retryTimer !== null) return;
    this.open();
  }

  /** Closes the socket and stops reconnecting (logout, unmount). */
  stop(): void {
    this.wanted = false;
    this.clearTimers();
    this.clearRetry();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'done');
    }
    this.setStatus('stopped');
  }

  /** Tries again now instead of waiting for the backoff (the browser came back online). */
  reconnectNow(): void {
    if (!this.wanted || this.socket) return;
    this.clearRetry();
    this.open();
  }

  /** Sends a message up the socket; false when it is not ready (the caller may use HTTP instead). */
  send(message: RealtimeClientMessage): boolean {
    if (this.currentStatus !== 'ready' || !this.socket || this.socket.readyState !== OPEN) return false;
    try {
      this.socket.send(JSON.stringify(message));
      return true;
    } catch {
      return false;
    }
  }

  /** Tells the server whether the tab is focused, when that changed since it was last told. */
  reportFocus(): void {
    const focused = this.options.isFocused();
    if (focused === this.lastFocus) return;
    if (this.send({ type: 'focus', focused })) this.lastFocus = focused;
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of this.listeners) listener(status);
  }

  private open(): void {
    this.setStatus('connecting');
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url());
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onmessage = (event) => this.onFrame(event.data);
    socket.onclose = (event) => this.onClosed(socket, event.code);
    // An error is always followed by a close, which decides what happens.
    socket.onerror = () => undefined;
  }

  private onFrame(data: unknown): void {
    this.alive();
    if (typeof data !== 'string') return;
    let parsed;
    try {
      parsed = realtimeServerFrameSchema.safeParse(JSON.parse(data));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const frame = parsed.data;
    if (frame.type === 'pong') return;
    if (frame.type === 'ready') {
      this.attempt = 0;
      this.setStatus('ready');
      this.lastFocus = null;
      this.reportFocus();
      this.schedulePing();
      this.options.onReady();
      return;
    }
    this.options.onEvent(frame);
  }

  /** Any frame proves the socket works: the pending pong check is cancelled. */
  private alive(): void {
    if (this.pongTimer !== null) {
      this.options.clearTimer(this.pongTimer);
      this.pongTimer = null;
    }
  }

  private schedulePing(): void {
    if (this.pingTimer !== null) this.options.clearTimer(this.pingTimer);
    this.pingTimer = this.options.setTimer(() => {
      this.pingTimer = null;
      const socket = this.socket;
      if (!socket || !this.send({ type: 'ping' })) return;
      this.pongTimer = this.options.setTimer(() => {
        this.pongTimer = null;
        // No answer: the connection is dead without the browser knowing. Closing it brings the reconnect.
        if (this.socket === socket) {
          this.detach(socket);
          socket.close(4000, 'no pong');
          this.onClosed(socket, 1006);
        }
      }, PONG_TIMEOUT_MS);
      this.schedulePing();
    }, PING_INTERVAL_MS);
  }

  private onClosed(socket: SocketLike, code: number): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.clearTimers();
    this.lastFocus = null;
    if (!this.wanted) {
      this.setStatus('stopped');
      return;
    }
    if (!shouldReconnect(code, true)) {
      this.wanted = false;
      this.setStatus('stopped');
      this.options.onSessionEnded();
      return;
    }
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    this.setStatus('connecting');
    const delay = reconnectDelayMs(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = this.options.setTimer(() => {
      this.retryTimer = null;
      if (this.wanted) this.open();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.options.clearTimer(this.retryTimer);
    this.retryTimer = null;
  }

  private clearTimers(): void {
    if (this.pingTimer !== null) this.options.clearTimer(this.pingTimer);
    if (this.pongTimer !== null) this.options.clearTimer(this.pongTimer);
    this.pingTimer = null;
    this.pongTimer = null;
  }

  private detach(socket: SocketLike): void {
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    socket.onopen = null;
  }
}
