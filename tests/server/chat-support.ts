import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { chatResponseSchema, chatsResponseSchema, sendMessageResponseSchema, type ChatResponse, type ChatsResponse, type SendMessageResponse } from '../../contract/chat';
import { AUTH_COOKIE_NAME } from '../../contract/constants';
import { realtimeServerFrameSchema, type RealtimeServerFrame } from '../../contract/realtime';
import { REALTIME_PATH } from '../../contract/realtime';
import { loadWs, type ClientSocket } from '../../server/realtime/socket';
import { setBalance } from './credits-support';
import type { ServerHandle } from './harness';
import { api, createMember, multipartBody, sessionOf, type MemberOptions, type TestMember } from './members-support';

/** Helpers of the chat tests: members with a session and a balance, sends, and sockets that record their frames. */

export interface ChatMember extends TestMember {
  readonly session: string;
}

export async function chatMember(server: ServerHandle, options: MemberOptions & { credits?: number } = {}): Promise<ChatMember> {
  const member = await createMember(server, options);
  if (options.credits !== undefined) await setBalance(server, member.id, options.credits);
  return { ...member, session: await sessionOf(server, member) };
}

export function key(prefix = 'send'): string {
  return `${prefix}-${randomBytes(9).toString('base64url')}`;
}

export function sendRaw(server: ServerHandle, from: ChatMember, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return api(server).post('/api/message.php', { idempotency_key: key(), kind: 'text', ...body }, { session: from.session });
}

/** Sends a text to a member (or a conversation) and expects it to be stored. */
export async function sendText(server: ServerHandle, from: ChatMember, to: { member_id?: number; conversation_id?: number }, text = 'Hello there'): Promise<SendMessageResponse> {
  const response = await sendRaw(server, from, { ...to, text });
  expect(response.statusCode, response.body).toBe(200);
  return sendMessageResponseSchema.parse(response.json());
}

export function sendPhoto(server: ServerHandle, from: ChatMember, data: Buffer, fields: Record<string, string>): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody({ data }, { idempotency_key: key('photo'), ...fields });
  return server.app.inject({
    method: 'POST',
    url: '/api/message-photo.php',
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'x-client-type': 'web',
      cookie: `${AUTH_COOKIE_NAME}=${from.session}`,
      'content-type': contentType,
    },
    payload,
  });
}

export async function chatsOf(server: ServerHandle, member: ChatMember): Promise<ChatsResponse> {
  const response = await api(server).get('/api/chats.php', { session: member.session });
  expect(response.statusCode, response.body).toBe(200);
  return chatsResponseSchema.parse(response.json());
}

export async function chatOf(server: ServerHandle, member: ChatMember, query: string): Promise<ChatResponse> {
  const response = await api(server).get(`/api/chat.php?${query}`, { session: member.session });
  expect(response.statusCode, response.body).toBe(200);
  return chatResponseSchema.parse(response.json());
}

export async function messageCount(server: ServerHandle, senderId: number): Promise<number> {
  const row = await server.app.db
    .withTables<{ messages: { sender_id: number } }>()
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sender_id', '=', senderId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function spendEntries(server: ServerHandle, userId: number): Promise<number[]> {
  const rows = await server.app.db
    .withTables<{ credit_entries: { user_id: number; amount: number; reason: string; id: number } }>()
    .selectFrom('credit_entries')
    .select('amount')
    .where('user_id', '=', userId)
    .where('reason', 'in', ['message', 'gift', 'photo'])
    .orderBy('id')
    .execute();
  return rows.map((row) => row.amount);
}

/** Changes site settings of localhost (tests run with SITE_CACHE_TTL_MS=0, so the next request sees them). */
export async function setSiteSettings(
  server: ServerHandle,
  values: Partial<{ message_credits: number; gift_credits: number; photo_credits: number; message_length: number; minimum_message_costs: string }>,
): Promise<void> {
  await server.app.db.updateTable('sites').set(values).where('domain', '=', 'localhost').execute();
}

// ---------------------------------------------------------------------------------------------------------------
// Sockets
// ---------------------------------------------------------------------------------------------------------------

/** Starts the server listening on a free loopback port (sockets need a real connection). */
export async function listen(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export interface RecordingSocket {
  readonly socket: ClientSocket;
  readonly frames: RealtimeServerFrame[];
  /** Resolves with the first recorded frame (past or future) that matches. */
  next<T extends RealtimeServerFrame>(match: (frame: RealtimeServerFrame) => frame is T, timeoutMs?: number): Promise<T>;
  next(match: (frame: RealtimeServerFrame) => boolean, timeoutMs?: number): Promise<RealtimeServerFrame>;
  close(): Promise<void>;
  readonly closed: Promise<{ code: number }>;
}

export interface SocketOptions {
  readonly session?: string;
  readonly origin?: string | null;
  readonly host?: string;
}

/** Opens a socket as a page of localhost would, and waits for the server's `ready`. */
export async function openSocket(port: number, options: SocketOptions = {}): Promise<RecordingSocket> {
  const { WebSocket } = loadWs();
  const host = options.host ?? `localhost:${port}`;
  const headers: Record<string, string> = { host };
  if (options.origin !== null) headers.origin = options.origin ?? `http://${host}`;
  if (options.session) headers.cookie = `${AUTH_COOKIE_NAME}=${options.session}`;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}`, { headers, perMessageDeflate: false });
  const frames: RealtimeServerFrame[] = [];
  const waiters: { match: (frame: RealtimeServerFrame) => boolean; resolve: (frame: RealtimeServerFrame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = realtimeServerFrameSchema.parse(JSON.parse(String(data)));
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<{ code: number }>((resolve) => socket.once('close', (code) => resolve({ code })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.on('unexpected-response', (_request, response) => reject(new Error(`handshake refused: ${response.statusCode}`)));
  });
  const recording: RecordingSocket = {
    socket,
    frames,
    next(match: (frame: RealtimeServerFrame) => boolean, timeoutMs = 5_000) {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise<RealtimeServerFrame>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`)), timeoutMs);
        waiters.push({ match, resolve: (frame) => { clearTimeout(timer); resolve(frame); } });
      });
    },
    async close() {
      if (socket.readyState !== 3) socket.close();
      await closed;
    },
    closed,
  } as RecordingSocket;
  await recording.next((frame) => frame.type === 'ready');
  return recording;
}

/** Waits a little for frames that must NOT arrive. */
export function settle(ms = 150): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
