import { createRequire } from 'node:module';

/**
 * The part of a `ws` WebSocket the hub uses. The `ws` package (under @fastify/websocket) ships no types and
 * @types/ws is not installed, so the server describes what it relies on instead of reaching for `any`.
 */
export interface RealtimeSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string, callback?: (error?: Error) => void): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): this;
  on(event: 'pong', listener: () => void): this;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
}

/** `WebSocket.OPEN` in every implementation. */
export const SOCKET_OPEN = 1;

/** Close codes the hub uses (4000–4999 are the application's own). */
export const CLOSE_CODES = {
  /** The session behind the socket ended (logout, expiry, deletion, ban): reconnecting needs a new login. */
  sessionEnded: 4401,
  /** The user opened more sockets than allowed: the oldest goes. */
  tooManySockets: 4008,
  /** The client sent too much or too fast. */
  policy: 1008,
  /** The client stopped answering pings. */
  goingAway: 1001,
  /** Redis is away, so events from other instances cannot arrive: the client polls and connects again later. */
  tryAgainLater: 1013,
} as const;

/** A `ws` client socket, for tests and the benchmark (Node 20 has no global WebSocket). */
export interface ClientSocket extends RealtimeSocket {
  on(event: 'open', listener: () => void): this;
  on(event: 'unexpected-response', listener: (request: unknown, response: { statusCode?: number }) => void): this;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): this;
  on(event: 'pong', listener: () => void): this;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  once(event: 'open', listener: () => void): this;
  once(event: 'close', listener: (code: number, reason: Buffer) => void): this;
  once(event: 'error', listener: (error: Error) => void): this;
}

export interface ClientSocketOptions {
  readonly headers?: Record<string, string>;
  readonly perMessageDeflate?: boolean;
}

export type ClientSocketConstructor = new (url: string, options?: ClientSocketOptions) => ClientSocket;

export interface WsServer {
  on(event: 'connection', listener: (socket: RealtimeSocket) => void): this;
  close(callback?: () => void): void;
  address(): { port: number } | string | null;
  readonly clients: Set<RealtimeSocket>;
}
export type WsServerConstructor = new (options: { port?: number; host?: string; perMessageDeflate?: boolean }, callback?: () => void) => WsServer;

interface WsModule {
  readonly WebSocket: ClientSocketConstructor;
  readonly WebSocketServer: WsServerConstructor;
}

/** The `ws` module with the types above (loaded through require: it is CommonJS and untyped here). */
export function loadWs(): WsModule {
  return createRequire(import.meta.url)('ws') as WsModule;
}
