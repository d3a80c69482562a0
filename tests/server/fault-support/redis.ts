import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from './process';

/** A private redis-server on a free loopback port (no persistence), which a test may kill and start again. */

export function redisUnavailableReason(): string | null {
  const probe = spawnSync('redis-server', ['--version'], { stdio: 'ignore' });
  return probe.error || probe.status !== 0 ? 'redis-server is not installed' : null;
}

export interface PrivateRedis {
  readonly port: number;
  readonly url: string;
  /** Starts (or starts again) the server on the same port and waits until it accepts connections. */
  start(): Promise<void>;
  /** SIGKILL: an outage, not a polite shutdown. */
  kill(): Promise<void>;
}

export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const redis: PrivateRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      await new Promise<void>((resolve, reject) => {
        let output = '';
        const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 20_000);
        started.stdout?.setEncoding('utf8');
        started.stdout?.on('data', (chunk: string) => {
          output += chunk;
          if (output.includes('Ready to accept connections')) {
            clearTimeout(timer);
            resolve();
          }
        });
        started.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`redis-server exited (${code}):\n${output}`));
        });
      });
    },
    async kill() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await redis.start();
  return redis;
}
