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
  // Two colours, one bit per pixel, deflated: about 5 KB on the wire for a 40-megapixel image.
  const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: { r: 250, g: 250, b: 250 } } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-photos-'));
  let server: ChildProcess | undefined;
  try {
    console.log(`photo-uploads: starting the server; each upload is a ${side} × ${side} PNG of ${number(bomb.length)} bytes`);
    const started = await startServer({ ...process.env, BENCH_DB: path.join(dir, 'site.db'), BENCH_MEDIA_DIR: path.join(dir, 'media'), BENCH_UPLOADERS: String(UPLOADS + 1) });
    server = started.child;
    const { port, cookies, pid } = started.ready;
    const [prober, ...uploaders] = cookies as [string, ...string[]];
    const upload = async (cookie: string) => {
      const { body, type } = multipart(bomb);
      const answer = await request(port, { method: 'POST', path: '/api/photos.php', headers: { ...headers(cookie), 'content-type': type, 'content-length': String(body.length) }, body });
      if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
    };
    await probe(port, prober, 500); // warm-up
    await upload(uploaders[0] as string);

    const idle = { p50: [] as number[], p99: [] as number[] };
    const loaded = { p50: [] as number[], p99: [] as number[] };
    const uploadSeconds: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = round % 2 ? ['idle', 'loaded'] : ['loaded', 'idle'];
      for (const phase of order) {
        if (phase === 'idle') {
          const latencies = await probe(port, prober, IDLE_MS);
          idle.p50.push(percentile(latencies, 50));
          idle.p99.push(percentile(latencies, 99));
        } else {
          const t = performance.now();
          const uploads = Promise.all(uploaders.map((cookie) => upload(cookie))).then(() => uploadSeconds.push((performance.now() - t) / 1000));
          const latencies = await probe(port, prober, 0, uploads);
          await uploads;
          loaded.p50.push(percentile(latencies, 50));
          loaded.p99.push(percentile(latencies, 99));
        }
      }
      console.log(
        `  round ${round}: idle p50 ${idle.p50.at(-1)?.toFixed(1)} ms p99 ${idle.p99.at(-1)?.toFixed(1)} ms; ` +
          `${UPLOADS} uploads p50 ${loaded.p50.at(-1)?.toFixed(1)} ms p99 ${loaded.p99.at(-1)?.toFixed(1)} ms; uploads took ${uploadSeconds.at(-1)?.toFixed(1)} s`,
      );
    }
    const memory = peakMemoryMb(pid);
    const [i50, i99, l50, l99] = [median(idle.p50), median(idle.p99), median(loaded.p50), median(loaded.p99)];
    console.log(`\nGET /api/user.php, median of ${ROUNDS} rounds:`);
    console.log(`idle                          p50 ${i50.toFixed(1)} ms  p99 ${i99.toFixed(1)} ms`);
    console.log(`while ${UPLOADS} maximal uploads run  p50 ${l50.toFixed(1)} ms  p99 ${l99.toFixed(1)} ms  (×${(l50 / i50).toFixed(2)} / ×${(l99 / i99).toFixed(2)} of idle; target p99 < ×2)`);
    console.log(`${UPLOADS} uploads at once took ${median(uploadSeconds).toFixed(1)} s; server peak memory ${memory === null ? 'unknown' : `${number(memory)} MB`}`);
    reportResult({
      bench: 'photo-uploads',
      rows: [
        { what: `GET /api/user.php p50 during ${UPLOADS} maximal uploads`, figure: `${l50.toFixed(1)} ms`, baseline: `${i50.toFixed(1)} ms idle`, ratio: l50 / i50 },
        { what: `GET /api/user.php p99 during ${UPLOADS} maximal uploads (target < ×2)`, figure: `${l99.toFixed(1)} ms`, baseline: `${i99.toFixed(1)} ms idle`, ratio: l99 / i99 },
      ],
      notes: [
        `each upload a ${side} × ${side} two-colour PNG of ${number(bomb.length)} bytes; ${UPLOADS} at once took ${median(uploadSeconds).toFixed(1)} s (median of ${ROUNDS} rounds); server peak memory ${memory === null ? 'unknown' : `${number(memory)} MB`}`,
      ],
    });
  } finally {
    if (server) await stop(server);
    agent.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
