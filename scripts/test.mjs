#!/usr/bin/env node
// `npm test`: every check and test of the project, in order, with one closing line "N passed, N failed".
// Lint (import boundaries included) and the type check count as one check each; the rest are Vitest tests:
// unit, server (SQLite always, PostgreSQL too when TEST_DATABASE_URL is set), every story in Chromium, and the story matrix.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

const chrome = await ensureChromium();
console.log(`Chromium: ${chrome}`);
process.env.CHROME_PATH = chrome;
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL not set: server tests run on SQLite only.');

check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);

// The end-to-end tests drive the built site in Chromium.
if (buildSiteIfStale()) passed += 1;
else {
  failed += 1;
  failures.push('vite build');
}

const outDir = mkdtempSync(join(tmpdir(), 'vitest-'));
const report = join(outDir, 'report.json');
const vitestOk = run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs]);
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  skipped += json.numPendingTests + json.numTodoTests;
  if (!vitestOk && json.numFailedTests === 0) {
    failed += 1;
    failures.push('vitest (a file failed to load or an error outside a test)');
  }
} catch {
  failed += 1;
  failures.push('vitest (no report)');
}
rmSync(outDir, { recursive: true, force: true });

const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nTest command took ${seconds} s.${failures.length ? ` Failed: ${failures.join(', ')}.` : ''}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
