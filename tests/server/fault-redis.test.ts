import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatResponseSchema, sendMessageResponseSchema } from '../../contract/chat';
import type { RealtimeServerFrame } from '../../contract/realtime';
import { openSocket, settle, type RecordingSocket } from './chat-support';
import { dump, eventually, startServerProcess, killServerProcesses, troubleIn, type LogLine, type ServerProcess } from './fault-support/process';
import { privateRedis, redisUnavailableReason, type PrivateRedis } from './fault-support/redis';
import { call, key, prepare, type Fixture } from './fault-support/stream';

/**
 * Fault test (issue 9 part 6): a Redis outage under two real server instances (child processes on one SQLite file,
 * one private redis-server). Anna writes through instance A, Ben listens on instance B. While Redis is down both
 * instances keep answering without a 5xx, messages still reach Ben through the API (the polling path), and nothing
 * unhandled reaches the logs; once Redis is back, A's messages reach Ben's socket on B again by themselves.
 */
const reason = redisUnavailableReason();

const isMessage = (id: number) => (frame: RealtimeServerFrame) => frame.type === 'message' && frame.message.id === id;

/** The realtime bus says so when Redis is away (warn/error lines starting with `redis`): expected here. */
const redisOutageLine = (line: LogLine) => typeof line.msg === 'string' && /^redis\b/.test(line.msg);

describe.skipIf(reason !== null)(`Redis outage under two instances${reason ? ` (skipped: ${reason})` : ''}`, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fault-redis-'));
  const file = path.join(dir, 'site.db');
  let redis: PrivateRedis | undefined;
  let fixture: Fixture | undefined;
  const servers: ServerProcess[] = [];
  const sockets: RecordingSocket[] = [];

  beforeAll(async () => {
    redis = await privateRedis();
    fixture = await prepare(file);
    const env = { REDIS_URL: redis.url };
    // At the same time: the migrations were applied by prepare(), so both only check them.
    servers.push(...(await Promise.all([startServerProcess({ databaseUrl: file, env }), startServerProcess({ databaseUrl: file, env })])));
  }, 300_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.close();
    for (const server of servers) await server.kill('SIGKILL');
    await killServerProcesses();
    await redis?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps answering without errors, delivers through the API while Redis is down and realtime resumes after', async () => {
    const [a, b] = servers;
    const [anna, ben] = fixture?.members ?? [];
    if (!a || !b || !anna || !ben || !redis) throw new Error('not prepared');

    const send = async (server: ServerProcess, text: string) => {
      const answer = await call(server.base, 'POST', '/api/message.php', {
        session: anna.session,
        body: { idempotency_key: key('redis'), kind: 'text', member_id: ben.id, text },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return sendMessageResponseSchema.parse(answer.body).message;
    };
    /** What Ben's chat page shows when it polls instance B. */
    const bensChat = async (conversationId: number) => {
      const answer = await call(b.base, 'GET', `/api/chat.php?id=${conversationId}`, { session: ben.session });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return chatResponseSchema.parse(answer.body).messages.map((message) => message.id);
    };

    const bensTab = await openSocket(b.port, { session: ben.session });
    sockets.push(bensTab);
    // Through Redis: sent on A, delivered to the socket on B.
    const first = await send(a, 'before the outage');
    await bensTab.next(isMessage(first.id), 15_000);

    await redis.kill();
    // Events from A can no longer reach B's sockets: B closes them with "try again later" (1013), so the app polls.
    expect((await bensTab.closed).code).toBe(1013);
    const during = [];
    for (let n = 0; n < 5; n += 1) during.push(await send(a, `during the outage ${n}`));
    // Ben's app reads the conversation from the API (the polling path): every message is there.
    const shown = await bensChat(first.conversation_id);
    for (const message of during) expect(shown).toContain(message.id);
    // Both instances keep answering everything else too.
    for (const server of [a, b]) {
      expect((await call(server.base, 'GET', '/api/health')).status).toBe(200);
      expect((await call(server.base, 'GET', '/api/chats.php', { session: ben.session })).status).toBe(200);
    }
    // A new tab on B is turned away without `ready` while Redis is down (it keeps polling and tries again later).
    await expect(openSocket(b.port, { session: ben.session })).rejects.toThrow(/no matching frame/);

    await redis.start();
    // Realtime resumes by itself: the buses reconnect and re-subscribe; Ben's reconnecting tab gets `ready` and a
    // message from A reaches it again.
    await eventually(
      async () => {
        let tab: RecordingSocket;
        try {
          tab = await openSocket(b.port, { session: ben.session });
        } catch {
          return undefined;
        }
        sockets.push(tab);
        const probe = await send(a, 'after the outage');
        try {
          await tab.next(isMessage(probe.id), 2_000);
          return true;
        } catch {
          return undefined;
        }
      },
      'realtime across instances after Redis came back',
      30_000,
      500,
    );
    await settle(200);

    for (const server of [a, b]) {
      expect(server.child.exitCode).toBeNull();
      const trouble = troubleIn(server.logs, redisOutageLine);
      expect(trouble.map((line) => String(line.msg)), dump(trouble, 5)).toEqual([]);
    }
  }, 300_000);
});
