import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { number, reportResult } from './report';

/**
 * API throughput (issue 9 part 4): `npx tsx bench/api.ts`.
 *
 * Starts the real server (bench/api-server.ts: SQLite in a temp file, BENCH_MEMBERS generated members, a logged-in
 * member with 20 likes and 20 conversations) and a bare Node HTTP server answering `{"ok":true}`, each in its own
 * process, and measures with autocannon, in interleaved rounds, GET /api/user.php, /api/chats.php, /api/likes.php and
 * /api/search.php as the member, and the bare endpoint. Prints the median requests per second of each and its ratio
 * to the bare endpoint. Not a test: figures only.
 *
 * Knobs: BENCH_MEMBERS (10,000), BENCH_ROUNDS (3), BENCH_SECONDS (4 per measurement), BENCH_CONNECTIONS (10).
 */

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const BARE_SERVER = `
const http = require('node:http');
const server = http.createServer((request, response) => {
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end('{"ok":true}');
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

function startChild<T>(args: readonly string[], env: NodeJS.ProcessEnv): Promise<{ ready: T; child: ChildProcess }> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout as NonNullable<ChildProcess['stdout']> });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
    lines.on('line', (line) => {
      try {
        resolve({ ready: JSON.parse(line) as T, child });
      } catch {
        // not the ready line
      }
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function measure(port: number, requestPath: string, headers: Record<string, string>): Promise<AutocannonResult> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${requestPath}`, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${requestPath}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return result;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const children: ChildProcess[] = [];
  try {
    console.log('api: starting the server and the bare Node HTTP endpoint…');
    const [api, bare] = await Promise.all([
      startChild<{ port: number; cookie: string }>(['--import', 'tsx', 'bench/api-server.ts'], {
        ...process.env,
        BENCH_DB: path.join(dir, 'site.db'),
        BENCH_MEDIA_DIR: path.join(dir, 'media'),
      }),
      startChild<{ port: number }>(['-e', BARE_SERVER], process.env),
    ]);
    children.push(api.child, bare.child);
    const headers = { host: 'localhost', origin: 'http://localhost', 'x-client-type': 'web', cookie: api.ready.cookie };
    const calls = ['/api/user.php', '/api/chats.php', '/api/likes.php', '/api/search.php?gender=woman'];
    const rates = new Map<string, number[]>([['bare', []], ...calls.map((call) => [call, []] as [string, number[]])]);
    const p99 = new Map<string, number[]>(calls.map((call) => [call, []]));
    for (const call of calls) await measure(api.ready.port, call, headers); // warm-up
    for (let round = 1; round <= ROUNDS; round += 1) {
      // The bare endpoint between the calls, so each round compares against a baseline measured next to it.
      const order = round % 2 ? ['bare', ...calls] : [...calls, 'bare'];
      for (const call of order) {
        const result = call === 'bare' ? await measure(bare.ready.port, '/', {}) : await measure(api.ready.port, call, headers);
        rates.get(call)?.push(result.requests.average);
        p99.get(call)?.push(result.latency.p99);
      }
      console.log(`  round ${round}: ${order.map((call) => `${call} ${number(rates.get(call)?.at(-1) ?? 0)}`).join(', ')} req/s`);
    }
    const bareRate = median(rates.get('bare') ?? []);
    console.log(`\nAPI throughput, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s (SQLite):`);
    console.log(`bare Node HTTP endpoint: ${number(bareRate)} req/s`);
    const rows = calls.map((call) => {
      const rate = median(rates.get(call) ?? []);
      const latency = median(p99.get(call) ?? []);
      console.log(`GET ${call.padEnd(28)} ${number(rate).padStart(7)} req/s  p99 ${latency} ms  ×${(rate / bareRate).toFixed(3)} of bare`);
      return {
        what: `GET ${call}`,
        figure: `${number(rate)} req/s (p99 ${latency} ms)`,
        baseline: `${number(bareRate)} req/s bare Node HTTP`,
        ratio: rate / bareRate,
      };
    });
    reportResult({ bench: 'api', rows, notes: [`${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s, SQLite`] });
  } finally {
    await Promise.all(children.map(stop));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
