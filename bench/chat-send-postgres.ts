/**
 * One chat send on PostgreSQL with the demo content (SEED=demo: the free demo account's sends, one at a time), and 124
 * concurrent sends from the premium demo account (both topped up to 5,000 credits):
 * `TEST_DATABASE_URL=postgres://… npx tsx bench/chat-send-postgres.ts`. DATABASE_POOL_TIMEOUT_MS (default 10000)
 * scales the pool wait: on an idle machine a send takes milliseconds, where the probe's busy server took 115–322 ms,
 * so 1000 shows in seconds what the probe saw (22 × 503). Prints the median and worst of 30 single sends and the burst's
 * status counts.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';
import { applyCredits } from '../server/credits/ledger';
import { creditsDb } from '../server/credits/tables';

const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bench_${randomBytes(4).toString('hex')}`;
const adminClient = new pg.Client({ connectionString: admin });
await adminClient.connect();
await adminClient.query(`create database "${name}"`);
const url = new URL(admin);
url.pathname = `/${name}`;
const app = await buildServer(
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url.toString(),
    SEED: 'demo',
    DEMO_AVATARS: 'on-demand',
    CLIENT_DIST: path.join(tmpdir(), 'no-dist'),
    MEDIA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-media-')),
    DATABASE_POOL_TIMEOUT_MS: process.env.DATABASE_POOL_TIMEOUT_MS ?? '10000',
  }),
);
const headers = { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', 'x-client-type': 'web' };
async function signIn(email: string) {
  const login = await app.inject({ method: 'POST', url: '/api/user.php', headers, payload: { email, password: 'flirtlane-demo-2025' } });
  const cookie = login.cookies.find((c) => c.name.startsWith('auth'));
  if (!cookie) throw new Error(`login failed ${login.statusCode} ${login.body}`);
  const user = (login.json() as { user: { id: number } }).user;
  await applyCredits(creditsDb(app.db), { userId: user.id, amount: 5000, reason: 'adjustment', reference: 'bench', idempotencyKey: `bench:${email}` });
  const session = { ...headers, cookie: `${cookie.name}=${cookie.value}` };
  const chats = (await app.inject({ method: 'GET', url: '/api/chats.php', headers: session })).json() as { chats: Array<{ conversation: { id: number } }> };
  const conversation = chats.chats[0]?.conversation.id;
  if (conversation === undefined) throw new Error(`${email} has no conversation`);
  return (text: string) =>
    app.inject({ method: 'POST', url: '/api/message.php', headers: session, payload: { conversation_id: conversation, kind: 'text', text, idempotency_key: randomBytes(9).toString('hex') } });
}

try {
  const single = await signIn('free@demo.localhost');
  const burst = await signIn('premium@demo.localhost');
  const times: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const started = process.hrtime.bigint();
    const answer = await single(`single ${i}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (answer.statusCode !== 200) throw new Error(`send ${answer.statusCode} ${answer.body}`);
  }
  times.sort((a, b) => a - b);
  console.log(`one send: median ${times[15]?.toFixed(1)} ms, worst ${times[29]?.toFixed(1)} ms (30 sends)`);
  const started = Date.now();
  const answers = await Promise.all(Array.from({ length: 124 }, (_, n) => burst(`burst ${n}`)));
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  console.log(`124 concurrent sends: ${JSON.stringify(counts)} in ${Date.now() - started} ms`);
} finally {
  await app.close();
  await adminClient.query(`drop database if exists "${name}" with (force)`);
  await adminClient.end();
}
