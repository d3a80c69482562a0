import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseConfig } from '../config';
import type { RealtimeEvent } from '../../contract/realtime';
import { REALTIME_PATH, realtimeClientMessageSchema, type RealtimeClientMessage } from '../../contract/realtime';
import { HttpError } from '../errors/http-error';
import { sharedPlugin } from '../http/plugin';
import { viewerOf } from '../sessions/plugin';
import type { ClientMessageHandler, ServerRealtimeHub } from './hub';
import { isAllowedSocketOrigin } from './origin';
import { RedisBus, realtimeChannelPrefix } from './redis-bus';
import { DEFAULT_LIMITS, SocketRegistry, type Connection } from './registry';
import { CLOSE_CODES, type RealtimeSocket } from './socket';

export interface RealtimePluginOptions {
  readonly publicUrl: URL | null;
  /** Redis pub/sub between instances; null: in-process fan-out only. */
  readonly redisUrl: URL | null;
  /** Where the database is: instances on the same database share Redis channels (see realtimeChannelPrefix). */
  readonly database: DatabaseConfig;
  /** Ping interval; a socket that has not answered the previous ping is dropped. Sessions are re-checked as often. */
  readonly heartbeatMs?: number;
  readonly maxSocketsPerUser?: number;
}

export const DEFAULT_HEARTBEAT_MS = 25_000;
/** Client frames allowed per socket per window; more closes the socket (a client types at most every few seconds). */
const RATE = { frames: 30, windowMs: 10_000 } as const;
/** Client frames are tiny (typing, ping). */
const MAX_CLIENT_FRAME_BYTES = 1024;

/** The frames the server writes that are not events: `ready` once the socket is subscribed, `pong` to a client ping. */
export const READY_FRAME = JSON.stringify({ type: 'ready' });
const PONG_FRAME = JSON.stringify({ type: 'pong' });

function frameText(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

function parseClientFrame(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): RealtimeClientMessage | null {
  if (isBinary) return null;
  const text = frameText(data);
  if (text.length > MAX_CLIENT_FRAME_BYTES) return null;
  try {
    const parsed = realtimeClientMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function liveSessionIds(app: FastifyInstance, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await app.db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', ids)
    .where('expires_at', '>', app.clock().toISOString())
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * The realtime hub (issue 6): `app.realtime.publish(userId, event)` and one WebSocket per tab at `GET /api/ws.php`.
 *
 * - The handshake is a normal request first: the sessions plugin resolves the viewer from the cookie, and
 *   preValidation refuses a foreign or missing Origin (403 cross_site_request) and a visitor (403
 *   authentication_required) before the upgrade, so neither ever holds a socket.
 * - Fan-out is in-process; with REDIS_URL every event also goes to Redis and the other instances deliver it to their
 *   sockets (server/realtime/redis-bus.ts).
 * - After the socket is registered (and, with Redis, subscribed) the server sends `{type:"ready"}`: from then on no
 *   event for the user is missed, so that is when a client re-reads chats and counts.
 * - A heartbeat pings every socket; one that missed the previous pong is dropped. The same round re-checks the
 *   sessions behind the sockets, so logging out, expiry, deletion or a ban also ends the user's sockets.
 */
export const realtimePlugin = sharedPlugin<RealtimePluginOptions>('realtime', async (app, options) => {
  const registry = new SocketRegistry({ ...DEFAULT_LIMITS, maxSocketsPerUser: options.maxSocketsPerUser ?? DEFAULT_LIMITS.maxSocketsPerUser });
  const bus = options.redisUrl
    ? await RedisBus.connect(options.redisUrl, realtimeChannelPrefix(options.database), (userId, frame) => registry.deliver(userId, frame), app.log)
    : null;
  let clientHandler: ClientMessageHandler | null = null;
  // A Redis outage: other instances' events cannot reach these sockets, so they are closed (clients poll meanwhile and
  // reconnect with back-off; the next `ready`, once Redis is back, makes them read again what they missed).
  bus?.onHealthChange((healthy) => {
    if (healthy) return;
    for (const connection of [...registry.connections()]) connection.socket.close(CLOSE_CODES.tryAgainLater, 'realtime unavailable');
  });

  const heartbeat = async (): Promise<void> => {
    const connections = [...registry.connections()];
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
    const sessionIds = [...new Set(connections.map((connection) => connection.sessionId))];
    const live = await liveSessionIds(app, sessionIds);
    for (const connection of connections) {
      if (!live.has(connection.sessionId)) connection.socket.close(CLOSE_CODES.sessionEnded, 'session ended');
    }
  };

  const hub: ServerRealtimeHub = {
    publish(userId: number, event: RealtimeEvent): void {
      try {
        const frame = JSON.stringify(event);
        registry.deliver(userId, frame);
        bus?.publish(userId, frame);
      } catch (error) {
        app.log.error({ err: error, userId, type: event.type }, 'realtime publish failed');
      }
    },
    onClientMessage(handler) {
      clientHandler = handler;
    },
    socketCount(userId) {
      if (userId === undefined) return registry.size;
      let count = 0;
      for (const connection of registry.connections()) if (connection.userId === userId) count += 1;
      return count;
    },
    heartbeat,
    isFocused: (userId) => registry.hasFocused(userId),
  };
  app.decorate('realtime', hub);

  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_FRAME_BYTES * 4, perMessageDeflate: false },
  });

  const timer = setInterval(() => {
    heartbeat().catch((error: unknown) => app.log.error({ err: error }, 'realtime heartbeat failed'));
  }, options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
  timer.unref();

  app.addHook('onClose', async () => {
    clearInterval(timer);
    await bus?.close();
  });

  const checkHandshake = async (request: FastifyRequest): Promise<void> => {
    const origin = request.headers.origin;
    if (!isAllowedSocketOrigin(Array.isArray(origin) ? origin[0] : origin, request.host, options.publicUrl)) {
      throw new HttpError('cross_site_request');
    }
    viewerOf(request);
  };

  const onClientFrame = (connection: Connection, data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void => {
    const now = Date.now();
    if (now - connection.windowStart >= RATE.windowMs) {
      connection.windowStart = now;
      connection.frames = 0;
    }
    connection.frames += 1;
    if (connection.frames > RATE.frames) {
      connection.socket.close(CLOSE_CODES.policy, 'too many messages');
      return;
    }
    const message = parseClientFrame(data, isBinary);
    if (!message) return;
    connection.alive = true;
    if (message.type === 'ping') {
      connection.socket.send(PONG_FRAME);
      return;
    }
    if (message.type === 'focus') {
      connection.focused = message.focused;
      return;
    }
    clientHandler?.(connection.userId, message).catch((error: unknown) => {
      app.log.warn({ err: error, userId: connection.userId }, 'realtime client message failed');
    });
  };

  app.get(REALTIME_PATH, { websocket: true, preValidation: checkHandshake }, async (rawSocket, request) => {
    const socket = rawSocket as unknown as RealtimeSocket;
    const viewer = viewerOf(request);
    const now = Date.now();
    const connection: Connection = { socket, userId: viewer.userId, sessionId: viewer.sessionId, openedAt: now, alive: true, frames: 0, windowStart: now };
    // Listeners first: frames and a close may arrive while the subscription below is under way.
    let closed = false;
    socket.on('message', (data, isBinary) => onClientFrame(connection, data, isBinary));
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      closed = true;
      if (registry.remove(connection)) bus?.unsubscribe(connection.userId);
    });
    if (bus && !bus.healthy) {
      socket.close(CLOSE_CODES.tryAgainLater, 'realtime unavailable');
      return;
    }
    const first = registry.add(connection);
    if (first && bus) await bus.subscribe(connection.userId);
    if (!closed) socket.send(READY_FRAME);
  });
});
