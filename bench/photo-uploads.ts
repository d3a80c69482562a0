import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import sharp from 'sharp';
import { PHOTO_UPLOAD } from '../contract/members';
import { number, reportResult } from './report';

/**
 * Other requests while maximal images are decoded (issue 16, SEC-30): `npx tsx bench/photo-uploads.ts`.
 *
 * Starts the real server (bench/photo-uploads-server.ts: SQLite in a temp file, ten logged-in premium members) in its
 * own process and measures a cheap request (GET /api/user.php as a member, one at a time, back to back) twice per
 * round: idle, and while ten members upload at once the most expensive image the server accepts (a 5 KB two-colour
 * PNG just under the pixel cap: tiny on the wire, every pixel decoded). Rounds alternate, so each loaded figure has
 * an idle one measured next to it. Prints the median p50 and p99 of each and the ratios (target: loaded p99 under
 * twice idle), how long the ten uploads took, and the server's peak memory. Not a test: figures only.
 *
 * Knobs: BENCH_ROUNDS (5), BENCH_IDLE_SECONDS (3), BENCH_UPLOADS (10), BENCH_PIXELS (the cap, in pixels).
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const IDLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 3) * 1000;
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);
const PIXELS = Number(process.env.BENCH_PIXELS ?? PHOTO_UPLOAD.maxMegapixels * 1_000_000);

function startServer(env: NodeJS.ProcessEnv): Promise<{ ready: { port: number; cookies: string[]; pid: number }; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/photo-uploads-server.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout as NonNullable<ChildProcess['stdout']> });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
    lines.on('line', (line) => {
      try {
        resolve({ ready: JSON.parse(line) as { port: number; cookies: string[]; pid: number }, child });
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

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function request(port: number, options: { method: string; path: string; headers: Record<string, string>; body?: Buffer }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = http.request({ host: '127.0.0.1', port, agent, method: options.method, path: options.path, headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end(options.body);
  });
}

function headers(cookie: string): Record<string, string> {
  return { host: 'localhost', origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'x-client-type': 'web', cookie };
}

function multipart(file: Buffer): { body: Buffer; type: string } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${PHOTO_UPLOAD.fileField}"; filename="bomb.png"\r\nContent-Type: image/png\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

/** Cheap requests one after another until `until` resolves (and at least `minMs` passed); their latencies in ms. */
async function probe(port: number, cookie: string, minMs: number, until: Promise<unknown> = Promise.resolve()): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const started = performance.now();
  const latencies: number[] = [];
  while (!done || performance.now() - started < minMs) {
    const t = performance.now();
    const answer = await request(port, { method: 'GET', path: '/api/user.php', headers: headers(cookie) });
    if (answer.status !== 200) throw new Error(`GET /api/user.php answered ${answer.status}: ${answer.body}`);
    latencies.push(performance.now() - t);
  }
  return latencies;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const median = (values: readonly number[]): number => percentile(values, 50);

function peakMemoryMb(pid: number): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const side = Math.floor(Math.sqrt(PIXELS));
  // Two colours, one bit per pixel, deflated: a few KB on the wire for the largest image accepted.
  const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: { r: 250, g: 250, b: 250 } } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-photos-'));
  const servers: ChildProcess[] = [];
  try {
    console.log(`photo-uploads: starting two servers (decode queue of 1, and of ${UPLOADS}); each upload is a ${side} × ${side} PNG of ${number(bomb.length)} bytes`);
    const start = async (name: string, concurrency: number) => {
      const started = await startServer({
        ...process.env,
        PHOTO_DECODE_CONCURRENCY: String(concurrency),
        BENCH_DB: path.join(dir, `${name}.db`),
        BENCH_MEDIA_DIR: path.join(dir, `media-${name}`),
        BENCH_UPLOADERS: String(UPLOADS + 1),
      });
      servers.push(started.child);
      return started.ready;
    };
    const bounded = await start('bounded', Number(process.env.PHOTO_DECODE_CONCURRENCY ?? 1));
    const unbounded = await start('unbounded', UPLOADS);
    const upload = async (port: number, cookie: string) => {
      const { body, type } = multipart(bomb);
      const answer = await request(port, { method: 'POST', path: '/api/photos.php', headers: { ...headers(cookie), 'content-type': type, 'content-length': String(body.length) }, body });
      if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
    };
    for (const server of [bounded, unbounded]) {
      await probe(server.port, server.cookies[0] as string, 500); // warm-up
      await upload(server.port, server.cookies[1] as string);
    }

    type Phase = 'idle' | 'bounded' | 'unbounded';
    const phases: Phase[] = ['idle', 'bounded', 'unbounded'];
    const p50 = new Map<Phase, number[]>(phases.map((phase) => [phase, []]));
    const p99 = new Map<Phase, number[]>(phases.map((phase) => [phase, []]));
    const all = new Map<Phase, number[]>(phases.map((phase) => [phase, []]));
    const uploadSeconds = new Map<Phase, number[]>(phases.map((phase) => [phase, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order: Phase[] = round % 2 ? ['idle', 'bounded', 'unbounded'] : ['unbounded', 'bounded', 'idle'];
      for (const phase of order) {
        let latencies: number[];
        if (phase === 'idle') {
          latencies = await probe(bounded.port, bounded.cookies[0] as string, IDLE_MS);
        } else {
          const server = phase === 'bounded' ? bounded : unbounded;
          const [prober, ...uploaders] = server.cookies as [string, ...string[]];
          const t = performance.now();
          const uploads = Promise.all(uploaders.map((cookie) => upload(server.port, cookie))).then(() => uploadSeconds.get(phase)?.push((performance.now() - t) / 1000));
          latencies = await probe(server.port, prober, 0, uploads);
          await uploads;
        }
        p50.get(phase)?.push(percentile(latencies, 50));
        p99.get(phase)?.push(percentile(latencies, 99));
        all.get(phase)?.push(...latencies);
      }
      console.log(
        `  round ${round}: ` +
          phases.map((phase) => `${phase} p50 ${p50.get(phase)?.at(-1)?.toFixed(1)} p99 ${p99.get(phase)?.at(-1)?.toFixed(1)} ms${phase === 'idle' ? '' : ` (uploads ${uploadSeconds.get(phase)?.at(-1)?.toFixed(1)} s)`}`).join('; '),
      );
    }
    const figure = (phase: Phase) => ({
      p50: median(p50.get(phase) ?? []),
      p99: median(p99.get(phase) ?? []),
      pooled99: percentile(all.get(phase) ?? [], 99),
      samples: all.get(phase)?.length ?? 0,
      seconds: median(uploadSeconds.get(phase) ?? []),
    });
    const idle = figure('idle');
    const queued = figure('bounded');
    const free = figure('unbounded');
    const memory = { bounded: peakMemoryMb(bounded.pid), unbounded: peakMemoryMb(unbounded.pid) };
    const mb = (value: number | null) => (value === null ? 'unknown' : `${number(value)} MB`);
    console.log(`\nGET /api/user.php, median of ${ROUNDS} rounds (p99 of all samples pooled in brackets):`);
    console.log(`idle                                    p50 ${idle.p50.toFixed(1)} ms  p99 ${idle.p99.toFixed(1)} ms (${idle.pooled99.toFixed(1)} ms, ${idle.samples} requests)`);
    for (const [name, result] of [['decode queue of 1 (default)', queued], [`decode queue of ${UPLOADS} (unbounded)`, free]] as const) {
      console.log(
        `${UPLOADS} uploads, ${name.padEnd(28)} p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms (${result.pooled99.toFixed(1)} ms, ${result.samples} requests)  ` +
          `p99 ×${(result.p99 / idle.p99).toFixed(2)} of idle (pooled ×${(result.pooled99 / idle.pooled99).toFixed(2)}); uploads took ${result.seconds.toFixed(1)} s`,
      );
    }
    console.log(`server peak memory: ${mb(memory.bounded)} with the queue of 1, ${mb(memory.unbounded)} with ${UPLOADS}; target: p99 during the uploads under ×2 of idle`);
    reportResult({
      bench: 'photo-uploads',
      rows: [
        { what: `GET /api/user.php p99 during ${UPLOADS} maximal uploads (decode queue 1; target < ×2)`, figure: `${queued.p99.toFixed(1)} ms`, baseline: `${idle.p99.toFixed(1)} ms idle`, ratio: queued.p99 / idle.p99 },
        { what: `GET /api/user.php p99 during ${UPLOADS} maximal uploads (decode queue ${UPLOADS})`, figure: `${free.p99.toFixed(1)} ms`, baseline: `${idle.p99.toFixed(1)} ms idle`, ratio: free.p99 / idle.p99 },
        { what: `GET /api/user.php p50 during ${UPLOADS} maximal uploads (decode queue 1)`, figure: `${queued.p50.toFixed(1)} ms`, baseline: `${idle.p50.toFixed(1)} ms idle`, ratio: queued.p50 / idle.p50 },
        { what: `${UPLOADS} maximal uploads at once, all done (decode queue 1)`, figure: `${queued.seconds.toFixed(1)} s`, baseline: `${free.seconds.toFixed(1)} s with a queue of ${UPLOADS}`, ratio: queued.seconds / free.seconds },
      ],
      notes: [
        `each upload a ${side} × ${side} two-colour PNG of ${number(bomb.length)} bytes; median of ${ROUNDS} rounds; pooled p99 ${queued.pooled99.toFixed(1)} ms (queue 1) and ${free.pooled99.toFixed(1)} ms (queue ${UPLOADS}) against ${idle.pooled99.toFixed(1)} ms idle; server peak memory ${mb(memory.bounded)} (queue 1), ${mb(memory.unbounded)} (queue ${UPLOADS})`,
      ],
    });
  } finally {
    await Promise.all(servers.map(stop));
    agent.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
