/**
 * Chat delivery over sockets (issue 6): `npx tsx bench/chat-sockets.ts`.
 *
 * Starts the real server in a child process (SQLite in a temp file; PostgreSQL when BENCH_DATABASE_URL is set, a fresh
 * database created through that URL and dropped afterwards) with BENCH_SOCKETS members (default 1,000), and a bare
 * `ws` echo server in another child process. This process opens one socket per member to the chat server and as many
 * to the echo server, then measures in interleaved rounds:
 * - chat: half the members send a message (POST /api/message.php, a paid text) to the other half; send-to-delivery is
 *   from the start of the request to the moment the recipient's socket receives the `message` event;
 * - echo: a frame sent on one of the echo sockets until it comes back (the floor any socket delivery pays).
 * BENCH_CONCURRENCY (50) sends are in flight at a time, BENCH_MESSAGES (2,000) per round. It prints p50/p99 latency
 * and throughput of each and the ratios chat / echo, medians over BENCH_ROUNDS (3). Not a test: it prints figures,
 * which vary a lot on shared machines (TOOLCHAIN.md); the ratio is the figure to compare between runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { AUTH_COOKIE_NAME, CLIENT_TYPE_HEADER } from '../contract/constants';
import { REALTIME_PATH } from '../contract/realtime';
import { loadWs, type ClientSocket } from '../server/realtime/socket';
import { reportResult } from './report';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);

interface ChatReady {
  readonly port: number;
  readonly members: readonly { id: number; session: string }[];
}

// ---------------------------------------------------------------------------------------------------------------
// Child processes: the chat server and the echo server
// ---------------------------------------------------------------------------------------------------------------

async function serveChat(): Promise<void> {
  const { buildServer } = await import('../server/app');
  const { loadConfig } = await import('../server/config');
  const { applyCredits } = await import('../server/credits/ledger');
  const { creditsDb } = await import('../server/credits/tables');
  const { startSession } = await import('../server/sessions/service');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-chat-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED: 'none',
    DATABASE_URL: process.env.BENCH_DB ?? path.join(dir, 'bench.db'),
    MEDIA_DIR: path.join(dir, 'media'),
    CLIENT_DIST: path.join(dir, 'no-client'),
  });
  const app = await buildServer(config);
  const db = app.db;
  const site = await app.sites.resolve('localhost');
  const now = new Date();
  const stamp = now.toISOString();
  const members: { id: number; session: string }[] = [];
  for (let index = 0; index < Number(process.env.BENCH_SOCKETS); index += 1) {
    const email = `bench.${index}@example.com`;
    const { id } = await db
      .insertInto('users')
      .values({ site_id: site.id, email, email_normalized: email, password_hash: null, status: 'confirmed', paid_user: 1, language: 'en', created_at: stamp, confirmed_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('profiles')
      .values({
        user_id: id,
        name: `Bench ${index}`,
        date_of_birth: '1990-01-01',
        // No minimum message cost in FR: one credit a message.
        country: 'FR',
        gender: index % 2 ? 'man' : 'woman',
        seeking: index % 2 ? 'woman' : 'man',
        status: 'active',
        created_at: stamp,
        last_active_at: stamp,
      })
      .execute();
    await applyCredits(creditsDb(db), { userId: id, amount: 1_000_000, reason: 'adjustment', reference: 'bench', idempotencyKey: `bench:${id}` });
    const { token } = await startSession(db, { userId: id, siteId: site.id, now, userAgent: 'bench' });
    members.push({ id, session: token });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const ready: ChatReady = { port: (app.server.address() as AddressInfo).port, members };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  const stop = () => {
    app.close().finally(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
}

function serveEcho(): void {
  const { WebSocketServer } = loadWs();
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false }, () => {
    const address = server.address();
    process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
  });
  server.on('connection', (socket) => {
    socket.on('message', (data, isBinary) => {
      if (!isBinary) socket.send(String(data));
    });
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

function startChild<T>(mode: '--chat' | '--echo', env: Record<string, string>): Promise<{ ready: T; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/chat-sockets.ts', mode], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NonNullable<ChildProcess['stdout']> });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench ${mode} server exited with ${code}`)));
    lines.on('line', (line) => {
      try {
        resolve({ ready: JSON.parse(line) as T, child });
      } catch {
        // Not the ready line.
      }
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------------------------

interface Figures {
  readonly p50: number;
  readonly p99: number;
  /** Deliveries per second over the round. */
  readonly throughput: number;
  readonly failed: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Runs `total` deliveries with `CONCURRENCY` in flight; `one(n)` resolves with a latency in ms or null (failed). */
async function drive(total: number, one: (n: number) => Promise<number | null>): Promise<Figures> {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const n = next;
      next += 1;
      const latency = await one(n);
      if (latency === null) failed += 1;
      else latencies.push(latency);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), throughput: latencies.length / seconds, failed };
}

/** Waiters for a token on a socket: the frame handler resolves them with the arrival time. */
type Waiters = Map<string, (at: number) => void>;

function openSockets(url: string, count: number, headersFor: (index: number) => Record<string, string>, onFrame: (index: number, text: string, at: number) => void): Promise<ClientSocket[]> {
  const { WebSocket } = loadWs();
  const sockets: Promise<ClientSocket>[] = [];
  for (let index = 0; index < count; index += 1) {
    sockets.push(
      new Promise((resolve, reject) => {
        const socket = new WebSocket(url, { headers: headersFor(index), perMessageDeflate: false });
        socket.on('message', (data) => onFrame(index, String(data), performance.now()));
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      }),
    );
  }
  return Promise.all(sockets);
}

async function main(): Promise<void> {
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const name = `bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  }

  const pairs = Math.floor(SOCKETS / 2);
  console.log(`chat sockets: ${SOCKETS} sockets, ${MESSAGES} messages per round, ${CONCURRENCY} in flight, ${ROUNDS} rounds, ${databaseUrl ? 'PostgreSQL' : 'SQLite'}`);
  const setupStarted = performance.now();
  const chat = await startChild<ChatReady>('--chat', { BENCH_SOCKETS: String(SOCKETS), ...(databaseUrl ? { BENCH_DB: databaseUrl } : {}) });
  const echo = await startChild<{ port: number }>('--echo', {});
  console.log(`servers up with ${chat.ready.members.length} members in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);

  const origin = `http://127.0.0.1:${chat.ready.port}`;
  const members = chat.ready.members;
  const chatWaiters: Waiters = new Map();
  const echoWaiters: Waiters = new Map();
  let readySockets = 0;
  let allReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (allReady = resolve));

  const connectStarted = performance.now();
  const chatSockets = await openSockets(
    `ws://127.0.0.1:${chat.ready.port}${REALTIME_PATH}`,
    members.length,
    (index) => ({ origin, cookie: `${AUTH_COOKIE_NAME}=${members[index]?.session ?? ''}` }),
    (index, text, at) => {
      const frame = JSON.parse(text) as { type: string; message?: { text: string | null; sender_id: number } };
      if (frame.type === 'ready') {
        readySockets += 1;
        if (readySockets === members.length) allReady();
        return;
      }
      // Only the recipient's socket counts (the sender's own tabs get the message too).
      if (frame.type !== 'message' || !frame.message?.text || frame.message.sender_id === members[index]?.id) return;
      chatWaiters.get(frame.message.text)?.(at);
    },
  );
  await ready;
  const chatConnectMs = performance.now() - connectStarted;
  const echoSockets = await openSockets(`ws://127.0.0.1:${echo.ready.port}/`, members.length, () => ({}), (_index, text, at) => echoWaiters.get(text)?.(at));
  console.log(`${chatSockets.length} chat sockets authenticated and ready in ${chatConnectMs.toFixed(0)} ms; ${echoSockets.length} echo sockets open`);

  const conversationOf = new Map<number, number>();
  const sendOne = async (n: number): Promise<number | null> => {
    const pair = n % pairs;
    const sender = members[pair];
    const recipient = members[pair + pairs];
    if (!sender || !recipient) return null;
    const token = `bench ${randomBytes(8).toString('hex')}`;
    const conversation = conversationOf.get(pair);
    const started = performance.now();
    const delivered = new Promise<number>((resolve) => chatWaiters.set(token, resolve));
    const response = await fetch(`${origin}/api/message.php`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'sec-fetch-site': 'same-origin',
        [CLIENT_TYPE_HEADER]: 'web',
        cookie: `${AUTH_COOKIE_NAME}=${sender.session}`,
      },
      body: JSON.stringify({
        ...(conversation ? { conversation_id: conversation } : { member_id: recipient.id }),
        kind: 'text',
        text: token,
        idempotency_key: randomBytes(12).toString('hex'),
      }),
    });
    if (!response.ok) {
      chatWaiters.delete(token);
      await response.text();
      return null;
    }
    const body = (await response.json()) as { message: { conversation_id: number } };
    conversationOf.set(pair, body.message.conversation_id);
    const at = await delivered;
    chatWaiters.delete(token);
    return at - started;
  };

  const echoOne = async (n: number): Promise<number | null> => {
    const socket = echoSockets[n % echoSockets.length];
    if (!socket) return null;
    const token = `echo ${randomBytes(8).toString('hex')}`;
    const started = performance.now();
    const delivered = new Promise<number>((resolve) => echoWaiters.set(token, resolve));
    socket.send(token);
    const at = await delivered;
    echoWaiters.delete(token);
    return at - started;
  };

  // A warm-up round of each (JIT, first conversations, connection pools), not counted.
  await drive(Math.min(MESSAGES, pairs), sendOne);
  await drive(Math.min(MESSAGES, pairs), echoOne);

  const chatRounds: Figures[] = [];
  const echoRounds: Figures[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const echoFigures = await drive(MESSAGES, echoOne);
    const chatFigures = await drive(MESSAGES, sendOne);
    echoRounds.push(echoFigures);
    chatRounds.push(chatFigures);
    console.log(
      `round ${round}: echo p50 ${echoFigures.p50.toFixed(2)} ms p99 ${echoFigures.p99.toFixed(2)} ms ${echoFigures.throughput.toFixed(0)}/s | ` +
        `chat p50 ${chatFigures.p50.toFixed(2)} ms p99 ${chatFigures.p99.toFixed(2)} ms ${chatFigures.throughput.toFixed(0)}/s` +
        (chatFigures.failed ? ` (${chatFigures.failed} sends failed)` : ''),
    );
  }

  const summary = (rounds: Figures[]) => ({
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    throughput: median(rounds.map((r) => r.throughput)),
  });
  const e = summary(echoRounds);
  const c = summary(chatRounds);
  console.log('');
  console.log(`bare WebSocket echo : p50 ${e.p50.toFixed(2)} ms  p99 ${e.p99.toFixed(2)} ms  ${e.throughput.toFixed(0)} deliveries/s`);
  console.log(`chat send→delivery  : p50 ${c.p50.toFixed(2)} ms  p99 ${c.p99.toFixed(2)} ms  ${c.throughput.toFixed(0)} messages/s`);
  console.log(`ratio chat / echo   : p50 ×${(c.p50 / e.p50).toFixed(1)}  p99 ×${(c.p99 / e.p99).toFixed(1)}  throughput ${((c.throughput / e.throughput) * 100).toFixed(1)} %`);
  reportResult({
    bench: 'chat-sockets',
    rows: [
      { what: `chat send→delivery p50 (${SOCKETS} sockets)`, figure: `${c.p50.toFixed(2)} ms`, baseline: `${e.p50.toFixed(2)} ms bare WebSocket echo`, ratio: c.p50 / e.p50 },
      { what: `chat send→delivery p99 (${SOCKETS} sockets)`, figure: `${c.p99.toFixed(2)} ms`, baseline: `${e.p99.toFixed(2)} ms bare WebSocket echo`, ratio: c.p99 / e.p99 },
      { what: 'chat throughput', figure: `${c.throughput.toFixed(0)} messages/s`, baseline: `${e.throughput.toFixed(0)} deliveries/s bare echo`, ratio: c.throughput / e.throughput },
    ],
  });

  for (const socket of [...chatSockets, ...echoSockets]) socket.terminate();
  await stopChild(chat.child);
  await stopChild(echo.child);
  await dropDatabase?.();
}

const mode = process.argv[2];
if (mode === '--chat') {
  serveChat().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else if (mode === '--echo') {
  serveEcho();
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
