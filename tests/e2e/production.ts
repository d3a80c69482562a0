import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { staffPasswordsFile } from '../../server/staff/seed';
import { createDatabase } from '../../server/db/database';
import { parseDatabaseUrl } from '../../server/config';
import type { Database } from '../../server/db/schema';
import { createTestDatabase, type DbKind } from '../server/harness';
import { provideDemoAvatars, type Site } from './harness';
// @ts-expect-error plain ESM helper shared with scripts/start.mjs
import { siteBuildIsStale } from '../../scripts/build-site.mjs';

/**
 * The site exactly as `npm start` runs it (README "Quick start"): `node scripts/start.mjs` as its own process — the
 * built dist/ (client and server renderer), plain Node, NODE_ENV=production as the script sets it — on its own data
 * folder, database and port, with the demo content. What the tests see here is what a person who cloned the project
 * gets, not an in-process build: the renderer is loaded by plain Node's ESM loader, not through Vitest's transforms.
 */
export interface ProductionSite extends Omit<Site, 'server'> {
  readonly dbKind: DbKind;
  /** A second connection to the site's database, for arranging and checking what the browser cannot. */
  readonly db: Kysely<Database>;
  /** An HTTP request to the running site as a client would send it (host header for the demo host names). */
  request(options: ProductionRequest): Promise<ProductionAnswer>;
  /** The id of the site answering `host`. */
  siteId(host: string): Promise<number>;
  /** Everything the process wrote to standard output and standard error so far. */
  log(): string;
  /** The database the site runs on (shared with another site when started with `database`). */
  readonly databaseUrl: string;
  /**
   * Sends `signal` and waits for the start script to end: SIGKILL to every process of the site at once (a crash,
   * nothing cleaned up); another signal (SIGTERM: a graceful stop) to the start script, as a container engine does.
   */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /**
   * Where the seeded staff accounts' initial passwords are (SEC-26: stdout is not a terminal here, so they go to this
   * owner-only file and never to the output).
   */
  readonly staffPasswordsFile: string;
}

export interface ProductionRequest {
  readonly method?: string;
  readonly path: string;
  readonly host?: string;
  readonly headers?: Record<string, string>;
  readonly payload?: Buffer | string | object;
}

export interface ProductionAnswer {
  readonly statusCode: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any -- as inject()'s answer
}

/** Variables of the test runner that `npm start` from a shell would not have (Vitest sets NODE_ENV=test). */
const RUNNER_ONLY = /^(NODE_ENV|VITEST.*|TEST|NODE_OPTIONS|TSX_.*)$/;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** An HTTP request to whatever listens on loopback `port` (a site, or the reverse proxy in front of sites). */
export function send(port: number, options: ProductionRequest): Promise<ProductionAnswer> {
  const payload =
    options.payload === undefined
      ? undefined
      : Buffer.isBuffer(options.payload) || typeof options.payload === 'string'
        ? Buffer.from(options.payload)
        : Buffer.from(JSON.stringify(options.payload));
  const headers: Record<string, string> = {
    host: `${options.host ?? 'localhost'}:${port}`,
    ...(payload && !Buffer.isBuffer(options.payload) && typeof options.payload !== 'string' ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  if (payload) headers['content-length'] = String(payload.length);
  return new Promise((resolveAnswer, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolveAnswer({ statusCode: response.statusCode ?? 0, headers: response.headers, body, json: () => JSON.parse(body) });
      });
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end(payload);
  });
}

async function waitForStart(port: number, child: ChildProcess, output: () => string, limitMs: number): Promise<void> {
  const until = Date.now() + limitMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`npm start ended (${child.exitCode ?? child.signalCode}) before answering:\n${output().slice(-4000)}`);
    }
    try {
      const answer = await send(port, { path: '/api/settings.php' });
      if (answer.statusCode === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`npm start did not answer within ${limitMs / 1000} s:\n${output().slice(-4000)}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/**
 * Starts the site as `npm start` does, on a fresh database of `kind` (SQLite in a temp folder, or a fresh PostgreSQL
 * database through TEST_DATABASE_URL), with `env` added (for example PHOTO_AUTO_APPROVE=1).
 * `database`: another instance of a running site (tests/e2e/scale-out.test.ts) — it runs on that site's database,
 * which it neither creates nor drops; start it once the first has answered (the first one migrated and seeded).
 */
export async function startProductionSite(
  options: {
    kind?: DbKind;
    env?: Record<string, string>;
    database?: Pick<ProductionSite, 'dbKind' | 'databaseUrl'>;
    /** A fixed port (a replacement instance where a proxy expects the old one); a free one by default. */
    port?: number;
  } = {},
): Promise<ProductionSite> {
  // npm start would build first; several test files starting sites at once must not build over each other.
  if (!process.env.CLIENT_DIST && siteBuildIsStale()) throw new Error('The site build is missing or older than its sources: run `npm run build` first (npm test does)');
  const kind = options.database?.dbKind ?? options.kind ?? 'sqlite';
  const database = options.database
    ? { url: options.database.databaseUrl, drop: async () => undefined }
    : await createTestDatabase(kind);
  const dir = mkdtempSync(join(tmpdir(), 'production-'));
  const media = join(dir, 'media');
  await provideDemoAvatars(media);
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined && !RUNNER_ONLY.test(name)) env[name] = value;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    MEDIA_DIR: media,
    SEED: 'demo',
    // Demo photos drawn when first shown, not all in the background of every test site (minutes of CPU in a run).
    DEMO_AVATARS: 'on-demand',
    ...(process.env.CLIENT_DIST ? { CLIENT_DIST: process.env.CLIENT_DIST } : {}),
    ...options.env,
  });
  let output = '';
  const child = spawn(process.execPath, [resolve('scripts/start.mjs')], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise((done) => child.once('exit', done));
    if (signal === 'SIGKILL') {
      // A crash: the start script and the server at once.
      try {
        process.kill(-(child.pid ?? 0), signal);
      } catch {
        child.kill(signal);
      }
    } else {
      // As `docker stop` or an orchestrator does: the start script only, which passes it on to the server once.
      child.kill(signal);
    }
    await ended;
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise((done) => child.once('exit', done));
    try {
      // The whole group: the start script and the server it started.
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    const forced = setTimeout(() => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // Gone.
      }
    }, 10_000);
    await ended;
    clearTimeout(forced);
  };
  try {
    // Generous: the first start migrates and seeds the demo content, on a machine busy with other tests.
    await waitForStart(port, child, () => output, 180_000);
  } catch (error) {
    await stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const handle = createDatabase(parseDatabaseUrl(database.url), { error: () => undefined });
  return {
    dbKind: kind,
    db: handle.db,
    port,
    url: (host = 'localhost', path = '/') => `http://${host}:${port}${path}`,
    request: (request) => send(port, request),
    siteId: async (host) => {
      const row = await handle.db.selectFrom('sites').select('id').where('domain', '=', host).executeTakeFirst();
      if (!row) throw new Error(`no site answers ${host}`);
      return row.id;
    },
    log: () => output,
    databaseUrl: database.url,
    kill,
    staffPasswordsFile: staffPasswordsFile(parseDatabaseUrl(database.url), media),
    close: async () => {
      await stop();
      await handle.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
