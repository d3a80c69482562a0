import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';
// @ts-expect-error plain ESM helpers shared with scripts/test.mjs
import { buildSiteIfStale } from '../scripts/build-site.mjs';
// @ts-expect-error plain ESM helpers shared with scripts/test.mjs
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

/**
 * First-visit weight and speed (issue 7, part 7): `npm run bench:first-visit` (`npx tsx bench/first-visit.ts`).
 *
 * Builds the site when stale (or uses CLIENT_DIST, with its renderer in `<dist>/server`), starts the real server on a
 * fresh SQLite database with the demo sites, and for the home page and two landers:
 * - loads the page in Chromium and sums the gzip size (level 6, as a web server sends it) of the JavaScript, CSS and
 *   fonts it loaded, and of the HTML (which holds the page's own CSS); against two baselines from the same build —
 *   the bare vendor chunk (the libraries) and the shell (the entry and its imports, what any page loads before its
 *   route) — and lists any chat or payment chunk the page loaded, and any chat or payment module inside the chunks it
 *   loaded (from the build's hidden source maps): there should be none;
 * - runs Lighthouse (its default mobile settings: a phone screen, slow 4G and a 4× slower CPU, simulated) on the
 *   server-rendered page and on the same page served as the plain shell (server rendering off), and prints the
 *   performance score and the Largest Contentful Paint of each. On this machine's slow, shared CPU the figures are
 *   indicative; compare the two columns, which run interleaved in one process.
 *
 * Knobs: CHROME_PATH, CLIENT_DIST, BENCH_LIGHTHOUSE_RUNS (1; the median is printed), BENCH_SKIP_LIGHTHOUSE=1.
 * Not a test: it prints figures.
 */

const PAGES = [
  { label: 'home', host: 'localhost', path: '/' },
  { label: 'lander gallery', host: 'localhost', path: '/landers/gallery' },
  { label: 'lander video (bdsm)', host: 'bdsm.localhost', path: '/landers/video/bdsm' },
] as const;

/** Route chunks of the chat and of payments (vite.config.ts names them `route-<name>-<hash>.js`). */
const CHAT_OR_PAYMENT = /\/route-(chats|chats-id|members-id-chat|credits|credits-id-paymentmethod|credits-repeat-order|directdebit|premium|pricing|transactions-id)-[^/]+\.js$/;
/** Our own modules of the chat (and its realtime connection) and of payments, found in any chunk a page loads. */
const CHAT_OR_PAYMENT_MODULE = /^(app|src)\/.*(chat|realtime|payment|credit|premium|checkout|directdebit|bonus|iban)/i;

/** The chat and payment modules inside the scripts a page loaded, from the build's (hidden) source maps. */
function chatOrPaymentModules(clientDist: string, files: readonly string[]): string[] {
  const modules = new Set<string>();
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    try {
      const map = JSON.parse(readFileSync(path.join(clientDist, `${file}.map`), 'utf8')) as { sources: string[] };
      for (const source of map.sources) {
        const own = source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(app|src)\//, '$1/');
        if (!own.includes('node_modules') && CHAT_OR_PAYMENT_MODULE.test(own)) modules.add(own);
      }
    } catch {
      // No source map for this file.
    }
  }
  return [...modules].sort();
}

const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));

interface Weights {
  js: number;
  css: number;
  fonts: number;
  html: number;
  inlineCss: number;
  files: string[];
}

const gz = (data: Buffer | string) => gzipSync(data, { level: 6 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}

/** The baselines, from the build's manifest: the vendor chunk alone, and the entry with everything it imports. */
function baselines(clientDist: string): { vendor: number; shell: number } {
  const manifest = JSON.parse(readFileSync(path.join(clientDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const size = (chunk: ManifestChunk) => gz(readFileSync(path.join(clientDist, chunk.file)));
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit('index.html');
  const vendor = Object.values(manifest).find((chunk) => chunk.name === 'vendor');
  return { vendor: vendor ? size(vendor) : 0, shell: [...seen].reduce((sum, key) => sum + size(manifest[key] as ManifestChunk), 0) };
}

async function weigh(browser: Browser, url: string): Promise<Weights> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  const page = await context.newPage();
  const weights: Weights = { js: 0, css: 0, fonts: 0, html: 0, inlineCss: 0, files: [] };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['script', 'stylesheet', 'font', 'document'].includes(type)) return;
    pending.push(
      response.body().then(
        (body) => {
          const size = gz(body);
          if (type === 'script') weights.js += size;
          else if (type === 'stylesheet') weights.css += size;
          else if (type === 'font') weights.fonts += size;
          else {
            weights.html += size;
            const styles = body.toString('utf8').match(/<style[^>]*>[\s\S]*?<\/style>/g) ?? [];
            weights.inlineCss += styles.reduce((sum, style) => sum + gz(style), 0);
          }
          weights.files.push(new URL(response.url()).pathname);
        },
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  return weights;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

type Metric = 'score' | 'fcp' | 'lcp' | 'tbt';

async function lighthouseRun(debuggingPort: number, url: string): Promise<Record<Metric, number>> {
  const result = await lighthouse(url, { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  const audit = (id: string) => lhr?.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr?.categories.performance?.score ?? NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
  };
}

async function listen(server: FastifyInstance): Promise<number> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

async function main(): Promise<void> {
  const clientDist = process.env.CLIENT_DIST ?? path.resolve('dist/client');
  if (!process.env.CLIENT_DIST && !buildSiteIfStale()) throw new Error('the build failed');
  const executablePath: string | null = process.env.CHROME_PATH ?? (await findChromium());
  if (!executablePath) throw new Error('No Chromium: set CHROME_PATH (Debian: apt-get install chromium)');

  const dir = mkdtempSync(path.join(tmpdir(), 'bench-first-visit-'));
  const env = { NODE_ENV: 'production', DATABASE_URL: path.join(dir, 'site.db'), MEDIA_DIR: path.join(dir, 'media'), LOG_LEVEL: 'warn', SEED: 'demo', CLIENT_DIST: clientDist };
  // One database: the first server seeds the demo sites, the second (server rendering off) finds them.
  const rendered = await buildServer(loadConfig(env));
  const shell = await buildServer(loadConfig(env), { renderer: null });
  const ports = { rendered: await listen(rendered), shell: await listen(shell) };
  const debuggingPort = await freePort();
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
  try {
    const base = baselines(clientDist);
    console.log(`Baselines (gzip): vendor chunk ${kb(base.vendor)}; shell (entry and its imports) ${kb(base.shell)}\n`);
    console.log('page                  | JS (gzip) | × vendor | × shell | CSS   | fonts | HTML (of it inline CSS) | chat/payment chunks');
    const modules = new Map<string, string[]>();
    for (const page of PAGES) {
      const weights = await weigh(browser, `http://${page.host}:${ports.rendered}${page.path}`);
      modules.set(page.label, chatOrPaymentModules(clientDist, weights.files));
      const leaks = weights.files.filter((file) => CHAT_OR_PAYMENT.test(file));
      console.log(
        [
          page.label.padEnd(21),
          kb(weights.js).padStart(9),
          `${(weights.js / base.vendor).toFixed(2)}`.padStart(8),
          `${(weights.js / base.shell).toFixed(2)}`.padStart(7),
          kb(weights.css).padStart(5),
          kb(weights.fonts).padStart(5),
          `${kb(weights.html)} (${kb(weights.inlineCss)})`.padStart(23),
          leaks.length ? leaks.join(', ') : 'none',
        ].join(' | '),
      );
    }

    for (const [label, found] of modules) {
      console.log(`${label}: ${found.length} chat or payment modules inside the loaded chunks${found.length ? `: ${found.join(', ')}` : ''}`);
    }

    if (process.env.BENCH_SKIP_LIGHTHOUSE === '1') return;
    console.log(`\nLighthouse, mobile (median of ${runs}): performance score and LCP (with FCP and TBT), server-rendered vs the plain shell`);
    // TBT counts long tasks after the first paint only: the shell paints after its scripts ran, so its TBT looks lower.
    for (const page of PAGES) {
      const figures = { rendered: [] as Record<Metric, number>[], shell: [] as Record<Metric, number>[] };
      for (let run = 0; run < runs; run += 1) {
        for (const mode of ['rendered', 'shell'] as const) figures[mode].push(await lighthouseRun(debuggingPort, `http://${page.host}:${ports[mode]}${page.path}`));
      }
      const of = (mode: 'rendered' | 'shell', metric: Metric) => Math.round(median(figures[mode].map((run) => run[metric])));
      const line = (mode: 'rendered' | 'shell') =>
        `score ${of(mode, 'score')}, LCP ${of(mode, 'lcp')} ms (FCP ${of(mode, 'fcp')} ms, TBT ${of(mode, 'tbt')} ms)`;
      console.log(`${page.label.padEnd(21)} | server-rendered: ${line('rendered')} | shell: ${line('shell')}`);
    }
  } finally {
    await browser.close();
    await rendered.close();
    await shell.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
