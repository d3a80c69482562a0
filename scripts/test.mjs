#!/usr/bin/env node
// `npm test`: every check and test of the project, with one closing line "N passed, N failed".
// Lint (import boundaries included), the type check and the site build count as one check each; the rest are Vitest
// tests: unit, server (SQLite always, PostgreSQL too when TEST_DATABASE_URL is set), every story in Chromium, the story
// matrix, visual regression, the end-to-end suites and the fuzzing of every route (tests/server/security-support/).
//
// The Vitest projects run as concurrent groups (separate Vitest processes) so that both cores stay busy: on its own
// one Vitest process keeps most of its time on one chain of files (server, then unit, then the end-to-end files one by
// one), each waiting on a database, a socket or a browser. Each group's output lines carry its name. Arguments
// (`npm test -- tests/server/chat-messages.test.ts`, `--project unit` …) run one plain Vitest process instead.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSiteIfStale } from './build-site.mjs';
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

/** Runs a command, each output line prefixed with `[label]` when a label is given. Resolves with its exit status. */
function run(label, command, args, { prefix = false } = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
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
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function check(label, command, args) {
  if ((await run(label, command, args, { prefix: true })) === 0) passed += 1;
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

/**
 * Seconds each end-to-end file took in a clean-clone run (a guide for balancing only; a new file counts as 30 s):
 * the heaviest file goes to the group with less work so far.
 */
const E2E_SECONDS = { chat: 90, journey: 80, landers: 60, 'info-pages': 55, payments: 50, ssr: 50, profile: 45, notifications: 40, members: 40, keyboard: 40, a11y: 70, 'money-signals': 25, accounts: 22, site: 20, backoffice: 20 };

function splitEndToEndFiles() {
  const files = readdirSync('tests/e2e').filter((name) => name.endsWith('.test.ts'));
  const weight = (name) => E2E_SECONDS[name.replace(/\.test\.ts$/, '')] ?? 30;
  const groups = [
    { files: [], seconds: 0 },
    { files: [], seconds: 0 },
  ];
  for (const name of files.sort((a, b) => weight(b) - weight(a))) {
    const lighter = groups[0].seconds <= groups[1].seconds ? groups[0] : groups[1];
    lighter.files.push(`tests/e2e/${name}`);
    lighter.seconds += weight(name);
  }
  return groups.map((group) => group.files);
}

const chrome = await ensureChromium();
console.log(`Chromium: ${chrome.shell} for the browser tests, ${chrome.full} where the full browser is needed`);
process.env.CHROME_PATH = chrome.full;
process.env.CHROME_TEST_PATH = chrome.shell;
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL not set: server tests run on SQLite only.');

// Lint and the type check at once: each keeps one core busy.
await Promise.all([check('lint', 'npx', ['eslint', '.', '--max-warnings=0']), check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])]);

// The end-to-end tests drive the built site in Chromium.
if (buildSiteIfStale()) passed += 1;
else {
  failed += 1;
  failures.push('vite build');
}

if (extraArgs.length > 0) {
  await vitest('vitest', extraArgs);
} else {
  // The end-to-end files run one at a time within a group (each starts a server and a browser); two groups share them.
  const [e2eA, e2eB] = splitEndToEndFiles();
  const groups = [
    ['e2e-1', ['--project', 'e2e', ...e2eA]],
    ['e2e-2', ['--project', 'e2e', ...e2eB]],
    // Two workers where files are independent and CPU-bound: while the other groups run they share the cores, and
    // when those are done (the fuzzing ends last) both cores stay busy.
    ['node', ['--project', 'server', '--project', 'unit', '--maxWorkers=2']],
    ['fuzz', ['--project', 'fuzz', '--maxWorkers=2']],
    ['browser', ['--project', 'storybook', '--project', 'matrix', '--project', 'visual']],
  ];
  await Promise.all(groups.map(([label, args]) => vitest(label, args, { prefix: true })));
}
rmSync(outDir, { recursive: true, force: true });

const seconds = Math.round((Date.now() - started) / 1000);
if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
console.log(`\nTest command took ${seconds} s.${failures.length ? ` Failed: ${failures.join(', ')}.` : ''}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
