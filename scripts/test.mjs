#!/usr/bin/env node
// `npm test`: every check and test of the project, with one closing line "N passed, N failed".
// Lint (import boundaries included), the type check and the site build count as one check each; the rest are Vitest
// tests: unit, server (SQLite always, PostgreSQL too when TEST_DATABASE_URL is set), every story in Chromium, the story
// matrix, visual regression, the end-to-end suites and the fuzzing of every route (tests/server/security-support/).
//
// Everything starts at once, as separate processes, so that both cores stay busy to the end: the build and then the
// end-to-end files, and the browser projects (stories, matrix, visual) at normal priority — they wait on browsers and
// have time limits; lint, the type check, the server and unit tests and the fuzzing at a lower priority (nice 10),
// so that they take the cores whenever the browser groups wait and never slow those down. Each group's output lines
// carry its name. Arguments (`npm test -- tests/server/chat-messages.test.ts`, `--project unit` …) run one plain
// Vitest process instead.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { clearInterval, setInterval } from 'node:timers';
import { join } from 'node:path';
import { buildSiteIfStale, siteBuildIsStale } from './build-site.mjs';
import { ensureChromium } from './chromium.mjs';

const started = Date.now();
const extraArgs = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const failedTests = [];
// eslint-disable-next-line no-control-regex -- terminal colour codes
const firstLine = (text = '') => text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? '';
const outDir = mkdtempSync(join(tmpdir(), 'vitest-'));

/** Background work: runs when the cores are not needed by the groups that wait on browsers (Linux `nice`). */
const LOW = 10;
const canNice = process.platform === 'linux' && spawnSync('nice', ['true']).status === 0;

/**
 * CPU per group, sampled from /proc every two seconds (Linux): each process counts for the group whose command
 * started it, however deep (Chromium's helpers included, which their parents do not wait for, so the kernel's
 * per-child totals miss them). A process that lives less than one interval is missed; the figures are for reading.
 */
const TICKS = 100;
const groupRoots = new Map();
const groupCpu = new Map();
const seenTicks = new Map();
const groupOfPid = new Map();
function sampleCpu() {
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return;
  }
  const processes = new Map();
  for (const name of entries) {
    try {
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ');
      processes.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // Gone meanwhile.
    }
  }
  for (const [pid, { ticks }] of processes) {
    if (!groupOfPid.has(pid)) {
      let label = null;
      for (let ancestor = pid, depth = 0; ancestor > 1 && depth < 40 && label === null; ancestor = processes.get(ancestor)?.parent ?? 0, depth += 1) {
        label = groupRoots.get(ancestor) ?? null;
      }
      groupOfPid.set(pid, label);
    }
    const label = groupOfPid.get(pid);
    if (!label) continue;
    groupCpu.set(label, (groupCpu.get(label) ?? 0) + (ticks - (seenTicks.get(pid) ?? 0)) / TICKS);
    seenTicks.set(pid, ticks);
  }
}
const sampler = process.platform === 'linux' ? setInterval(sampleCpu, 2000) : null;
const groupTimes = new Map();

/**
 * Runs a command, each output line prefixed with `[label]` when a label is given, at `nice` priority when given.
 * Resolves with its exit status.
 */
function run(label, command, args, { prefix = false, nice = 0 } = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}${nice ? ` (nice ${nice})` : ''}`);
  const [file, argv] = nice && canNice ? ['nice', ['-n', String(nice), command, ...args]] : [command, args];
  return new Promise((resolve) => {
    const child = spawn(file, argv, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) out.write(`[${label}] ${line}\n`);
        });
        stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
      }
    }
    const start = Date.now();
    if (child.pid) groupRoots.set(child.pid, label);
    child.on('close', (code) => {
      groupTimes.set(label, (groupTimes.get(label) ?? 0) + (Date.now() - start) / 1000);
      resolve(code ?? 1);
    });
  });
}

async function check(label, command, args, options = {}) {
  if ((await run(label, command, args, { prefix: true, ...options })) === 0) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

/** One Vitest process; its tests are counted from its JSON report. */
async function vitest(label, args, options) {
  const report = join(outDir, `${label}.json`);
  const status = await run(label, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], options);
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    skipped += json.numPendingTests + json.numTodoTests;
    if (json.numFailedTests > 0) failures.push(`${label} (${json.numFailedTests} tests)`);
    // The names and first error lines again at the very end: a CI log is often read from its tail.
    for (const file of json.testResults ?? []) {
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
        failedTests.push(`[${label}] ${file.name}: ${firstLine(file.message)}`);
      }
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed') failedTests.push(`[${label}] ${file.name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
    if (status !== 0 && json.numFailedTests === 0) {
      failed += 1;
      failures.push(`${label} (a file failed to load or an error outside a test)`);
    }
  } catch {
    failed += 1;
    failures.push(`${label} (no report)`);
  }
}

const chrome = await ensureChromium();
console.log(`Chromium: ${chrome.shell} for the browser tests, ${chrome.full} where the full browser is needed`);
process.env.CHROME_PATH = chrome.full;
process.env.CHROME_TEST_PATH = chrome.shell;
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL not set: server tests run on SQLite only.');

/** The site build the end-to-end tests drive (when it is older than its sources), then those tests. */
async function buildThenEndToEnd() {
  if (siteBuildIsStale()) {
    console.log('Building the site (vite build, then vite build --ssr)…');
    const built = (await run('build', 'npx', ['vite', 'build', '--logLevel', 'warn'], { prefix: true })) === 0 && (await run('build', 'npx', ['vite', 'build', '--ssr', '--logLevel', 'warn'], { prefix: true })) === 0;
    if (!built) {
      failed += 1;
      failures.push('vite build');
      return;
    }
  }
  passed += 1;
  await vitest('e2e', ['--project', 'e2e'], { prefix: true });
}

if (extraArgs.length > 0) {
  await Promise.all([check('lint', 'npx', ['eslint', '.', '--max-warnings=0']), check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])]);
  if (buildSiteIfStale()) passed += 1;
  else {
    failed += 1;
    failures.push('vite build');
  }
  await vitest('vitest', extraArgs);
} else {
  const workers = String(Math.max(1, Math.min(2, availableParallelism())));
  await Promise.all([
    buildThenEndToEnd(),
    vitest('browser', ['--project', 'storybook', '--project', 'matrix', '--project', 'visual'], { prefix: true }),
    check('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { nice: LOW }),
    check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { nice: LOW }),
    vitest('node', ['--project', 'server', '--project', 'unit', `--maxWorkers=${workers}`], { prefix: true, nice: LOW }),
    // SEC-25's 1.3 million requests: CPU only, the last to finish.
    vitest('fuzz', ['--project', 'fuzz', `--maxWorkers=${workers}`], { prefix: true, nice: LOW }),
  ]);
}
rmSync(outDir, { recursive: true, force: true });

const seconds = Math.round((Date.now() - started) / 1000);
if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
if (sampler) clearInterval(sampler);
if (groupTimes.size > 1) {
  const figures = [...groupTimes].map(([label, wall]) => `${label} ${Math.round(wall)} s${sampler ? ` (${Math.round(groupCpu.get(label) ?? 0)} CPU-s)` : ''}`);
  console.log(`\nEach group's wall time${sampler ? ' and CPU (sampled)' : ''}: ${figures.join(', ')}.`);
}
console.log(`\nTest command took ${seconds} s.${failures.length ? ` Failed: ${failures.join(', ')}.` : ''}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
