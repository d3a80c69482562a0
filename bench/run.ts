import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { RESULT_PREFIX, type BenchResult } from './report';

/**
 * Every benchmark in turn (issue 9 part 4): `npm run bench` (`npx tsx bench/run.ts`).
 *
 * Runs bench/api.ts (user, chats, likes and search throughput against a bare Node HTTP endpoint), bench/chat-sockets.ts
 * (send-to-delivery p50/p99 at 1,000 sockets against a bare WebSocket echo) and bench/builds.ts (the gzip JavaScript
 * of the home and members pages against react + react-dom alone; the Storybook build time against the site's vite
 * build) and bench/photo-uploads.ts (a cheap request's p50/p99 during ten maximal image uploads against idle), each in its own process with its output shown, and writes their figures as a markdown table to
 * bench/results.md. `--with-tests` also times the whole test command (`npm test`, about 15 minutes) against the CI
 * budget of 20 minutes. `--only api,builds` runs a subset. Not part of CI: figures only, no pass or fail.
 */

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(REPO, 'bench', 'results.md');
const CI_BUDGET_S = 20 * 60;

const BENCHES = ['api', 'chat-sockets', 'builds', 'photo-uploads'] as const;

function run(command: string, args: readonly string[]): Promise<{ code: number | null; results: BenchResult[]; seconds: number }> {
  const started = Date.now();
  const child = spawn(command, args, { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  const results: BenchResult[] = [];
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line.startsWith(RESULT_PREFIX)) results.push(JSON.parse(line.slice(RESULT_PREFIX.length)) as BenchResult);
    else console.log(line);
  });
  return new Promise((resolve) => {
    child.once('close', (code) => resolve({ code, results, seconds: (Date.now() - started) / 1000 }));
  });
}

function table(results: readonly BenchResult[]): string {
  const rows = results.flatMap((result) =>
    result.rows.map((row) => `| ${result.bench} | ${row.what} | ${row.figure} | ${row.baseline} | ${row.ratio === null ? '–' : `×${row.ratio.toFixed(row.ratio < 0.1 ? 3 : 2)}`} |`),
  );
  return ['| bench | measured | figure | baseline (same run) | ratio |', '|---|---|---|---|---|', ...rows].join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const withTests = args.includes('--with-tests');
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex >= 0 ? (args[onlyIndex + 1] ?? '').split(',').filter(Boolean) : null;
  const chosen = BENCHES.filter((bench) => !only || only.includes(bench));
  const started = new Date();
  const load = loadavg()[0] ?? 0;

  const results: BenchResult[] = [];
  const failed: string[] = [];
  for (const bench of chosen) {
    console.log(`\n=== bench/${bench}.ts ===`);
    const outcome = await run(process.execPath, ['--import', 'tsx', `bench/${bench}.ts`]);
    if (outcome.code !== 0 || outcome.results.length === 0) failed.push(bench);
    results.push(...outcome.results);
  }
  if (withTests) {
    console.log('\n=== npm test ===');
    const outcome = await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['test']);
    results.push({
      bench: 'tests',
      rows: [{ what: `whole test command (npm test${outcome.code === 0 ? '' : `, exit ${outcome.code}`})`, figure: `${(outcome.seconds / 60).toFixed(1)} min`, baseline: '20 min CI budget', ratio: outcome.seconds / CI_BUDGET_S }],
    });
  }

  const notes = results.flatMap((result) => (result.notes ?? []).map((note) => `- ${result.bench}: ${note}`));
  const text = [
    '# Benchmark results',
    '',
    `Measured by \`npm run bench${withTests ? ' -- --with-tests' : ''}\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${cpus().length} CPUs, load average ${load.toFixed(1)} at start. Read the ratios: each figure's baseline was measured in the same run, on the same machine.`,
    '',
    table(results),
    '',
    ...(notes.length ? ['Notes:', '', ...notes, ''] : []),
    ...(failed.length ? [`Failed or printed no figures: ${failed.join(', ')} (see the console output).`, ''] : []),
  ].join('\n');
  writeFileSync(RESULTS_FILE, text);
  console.log(`\n${table(results)}\n\nwritten to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  if (failed.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
