import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NO_CLIENT_DIST } from '../harness';

/**
 * The real server as a child process (`node --import tsx server/main.ts`, as `npm start` runs it, without the client
 * build), so a fault test can SIGKILL it, restart it on the same database, or keep it running while the database or
 * Redis goes away. Its pino log lines are kept for the test to read.
 */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A free loopback TCP port (the OS picks it; the listener is closed again before the port is used). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface LogLine {
  readonly level: number;
  readonly msg?: string;
  readonly [key: string]: unknown;
}

export interface ServerProcess {
  readonly port: number;
  /** http://127.0.0.1:port */
  readonly base: string;
  readonly child: ChildProcess;
  /** Every log line so far: pino JSON parsed, anything else as `{ level: 60, msg }` (a crash, a stack trace). */
  readonly logs: LogLine[];
  /** Resolves with the exit code and signal. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface StartOptions {
  readonly databaseUrl: string;
  readonly port?: number;
  readonly env?: Readonly<Record<string, string>>;
  /** Longest wait for the `listening on` line (the first start of tsx compiles the server). */
  readonly startTimeoutMs?: number;
}

const mediaDir = mkdtempSync(path.join(tmpdir(), 'fault-media-'));

/**
 * Every server process still running, so none outlives its test: a test that timed out while a server was starting
 * has no handle to it. Killed by killServerProcesses() (afterAll) and, as a backstop, when the test worker exits.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function killServerProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      CLIENT_DIST: NO_CLIENT_DIST,
      MEDIA_DIR: mediaDir,
      SEED: 'none',
      // Purchases in the fault streams go through the sandbox (with SEED=none no provider is configured by default).
      PAYMENT_PROVIDER: 'sandbox',
      SITE_CACHE_TTL_MS: '0',
      ...options.env,
    },
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const logs: LogLine[] = [];
  let listening: (() => void) | null = null;
  const collect = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      rest += chunk;
      const lines = rest.split('\n');
      rest = lines.pop() ?? '';
      for (const text of lines) {
        if (!text.trim()) continue;
        let line: LogLine;
        try {
          line = JSON.parse(text) as LogLine;
        } catch {
          line = { level: 60, msg: text };
        }
        logs.push(line);
        if (typeof line.msg === 'string' && line.msg.startsWith('listening on')) listening?.();
      }
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const timeoutMs = options.startTimeoutMs ?? 120_000;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within ${timeoutMs} ms:\n${dump(logs)}`)), timeoutMs);
    listening = () => {
      clearTimeout(timer);
      resolve();
    };
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited during start (code ${code}, signal ${signal}):\n${dump(logs)}`));
    });
  });
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    child,
    logs,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export function dump(logs: readonly LogLine[], last = 40): string {
  return logs
    .slice(-last)
    .map((line) => JSON.stringify(line))
    .join('\n');
}

/** Log lines that mean something went wrong for a user or in the process: errors, 5xx answers, unhandled rejections. */
export function troubleIn(logs: readonly LogLine[], allow: (line: LogLine) => boolean = () => false): LogLine[] {
  return logs.filter((line) => {
    if (allow(line)) return false;
    const status = (line.res as { statusCode?: number } | undefined)?.statusCode;
    return line.level >= 50 || (typeof status === 'number' && status >= 500) || /unhandled/i.test(String(line.msg ?? ''));
  });
}

/** Polls `check` until it returns a value (not undefined) — for states a restart or a reconnect reaches eventually. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs} ms${lastError ? ` (last error: ${String(lastError)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
