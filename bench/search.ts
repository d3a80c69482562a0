import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';

/**
 * Search throughput benchmark (issue 4): `npx tsx bench/search.ts`.
 *
 * For SQLite (a temp file) and, when BENCH_DATABASE_URL is set, PostgreSQL (a fresh database created through that
 * URL and dropped afterwards): starts the real server in a child process with BENCH_MEMBERS (default 100,000)
 * generated members, then measures with autocannon, in interleaved rounds, a logged-in member's searches (a mix of
 * filters and a second page) and a bare route of the same server (same hooks and session lookup, no work). It prints
 * the median requests per second of each and the ratio search / bare. Not a test: it prints figures.
 *
 * Knobs: BENCH_MEMBERS, BENCH_ROUNDS (5), BENCH_SECONDS (5 per measurement), BENCH_CONNECTIONS (10).
 */

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MEDIA_DIR = path.resolve(process.env.BENCH_MEDIA_DIR ?? 'data/media');

interface ServerInfo {
  port: number;
  cookie: string;
  cursor: string | null;
  dialect: string;
}

async function startServer(databaseUrl: string): Promise<{ info: ServerInfo; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/search-server.ts'], {
    env: { ...process.env, BENCH_DB: databaseUrl, BENCH_MEMBERS: String(MEMBERS), BENCH_MEDIA_DIR: MEDIA_DIR },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NonNullable<ChildProcess['stdout']> });
  const info = await new Promise<ServerInfo>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      try {
        resolve(JSON.parse(line) as ServerInfo);
      } catch {
        // Not the ready line.
      }
    });
  });
  return { info, child };
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function measure(info: ServerInfo, paths: readonly string[]): Promise<AutocannonResult> {
  const result = await autocannon({
    url: `http://127.0.0.1:${info.port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { host: 'localhost', cookie: info.cookie },
    requests: paths.map((requestPath) => ({ method: 'GET', path: requestPath })),
  });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${paths[0]}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return result;
}

interface Figures {
  database: string;
  search: number;
  bare: number;
  searchP50: number;
  searchP99: number;
}

async function benchmark(label: string, databaseUrl: string): Promise<Figures> {
  console.log(`\n${label}: starting the server with ${MEMBERS.toLocaleString('en')} members…`);
  const { info, child } = await startServer(databaseUrl);
  try {
    const searches = [
      '/api/search.php',
      '/api/search.php?gender=woman&country=NL',
      '/api/search.php?gender=man&country=DE&min_age=30&max_age=45',
      '/api/search.php?gender=any&countryregion=GB-ENG-LON',
      ...(info.cursor ? [`/api/search.php?gender=woman&cursor=${info.cursor}`] : []),
    ];
    const bare = ['/bench/bare'];
    await measure(info, searches); // warm-up: caches, JIT, the planner's statistics
    const searchRates: number[] = [];
    const bareRates: number[] = [];
    const p50: number[] = [];
    const p99: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Alternate which goes first, so neither always runs on a warmer machine.
      const order = round % 2 ? (['search', 'bare'] as const) : (['bare', 'search'] as const);
      for (const kind of order) {
        const result = await measure(info, kind === 'search' ? searches : bare);
        if (kind === 'search') {
          searchRates.push(result.requests.average);
          p50.push(result.latency.p50);
          p99.push(result.latency.p99);
        } else {
          bareRates.push(result.requests.average);
        }
      }
      console.log(
        `  round ${round}: search ${searchRates.at(-1)?.toFixed(0)} req/s, bare ${bareRates.at(-1)?.toFixed(0)} req/s`,
      );
    }
    return { database: info.dialect, search: median(searchRates), bare: median(bareRates), searchP50: median(p50), searchP99: median(p99) };
  } finally {
    await stopServer(child);
  }
}

async function withPostgresDatabase<T>(adminUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const figures: Figures[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
  try {
    figures.push(await benchmark('SQLite', path.join(dir, 'site.db')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) figures.push(await withPostgresDatabase(pgUrl, (url) => benchmark('PostgreSQL', url)));
  else console.log('\n(set BENCH_DATABASE_URL=postgres://… to measure PostgreSQL too)');

  console.log(`\nSearch on ${MEMBERS.toLocaleString('en')} members, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s:`);
  console.log('database    search req/s   bare req/s   search/bare   search p50 / p99 (ms)');
  for (const row of figures) {
    console.log(
      `${row.database.padEnd(10)}  ${row.search.toFixed(0).padStart(12)}  ${row.bare.toFixed(0).padStart(11)}  ${(row.search / row.bare).toFixed(3).padStart(12)}   ${row.searchP50} / ${row.searchP99}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
