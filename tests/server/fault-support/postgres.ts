import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './process';

/**
 * A private PostgreSQL cluster for one test (initdb + pg_ctl in a temp directory on a free port), so the test can stop
 * and restart its database without touching the machine's shared PostgreSQL. As root, the cluster runs as the
 * `postgres` user (PostgreSQL refuses to run as root).
 */

/** The newest /usr/lib/postgresql/<version>/bin that has initdb and pg_ctl, or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Why the private cluster cannot run here, or null. */
export function postgresUnavailableReason(): string | null {
  if (!postgresBinDir()) return 'PostgreSQL binaries (initdb, pg_ctl under /usr/lib/postgresql/*/bin) are not installed';
  if (isRoot()) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root and there is no postgres user to run a private cluster as';
    }
  }
  return null;
}

export interface PrivatePostgres {
  readonly port: number;
  /** postgres://postgres@127.0.0.1:port/postgres */
  readonly url: string;
  stop(): void;
  start(): void;
  restart(): void;
  /** Stops the cluster and removes its directory. */
  destroy(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const root = mkdtempSync(path.join(tmpdir(), 'fault-pg-'));
  // The cluster's user must be able to reach and write the directory.
  chmodSync(root, 0o777);
  const data = path.join(root, 'data');
  const port = await freePort();
  const run = (tool: string, args: readonly string[]) => {
    const command = path.join(bin, tool);
    const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, [...args]];
    execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: root, timeout: 60_000 });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50 -c shared_buffers=16MB`;
  const ctl = (action: string, extra: readonly string[] = []) => run('pg_ctl', [action, '-D', data, '-w', '-t', '60', ...extra]);
  // With a log file, the server does not hold our stdout pipe open (execFileSync would wait for it).
  const log = path.join(root, 'log');
  const start = () => ctl('start', ['-o', options, '-l', log]);
  start();
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => ctl('stop', ['-m', 'fast']),
    start,
    restart: () => ctl('restart', ['-m', 'fast', '-o', options, '-l', log]),
    destroy: () => {
      try {
        ctl('stop', ['-m', 'immediate']);
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
