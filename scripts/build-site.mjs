// Builds the SPA (vite build → dist/client) when the build is missing or older than its sources.
// Used by `npm start` and by `npm test` (the end-to-end tests run against the built site).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['app', 'src', 'theme', 'locales', 'contract', 'vite.config.ts', 'package-lock.json'];
const BUILT = 'dist/client/index.html';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

export function siteBuildIsStale() {
  if (!existsSync(BUILT)) return true;
  const built = statSync(BUILT).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

/** Returns true when the build is fresh (already, or after building). */
export function buildSiteIfStale() {
  if (!siteBuildIsStale()) return true;
  console.log('Building the site (vite build)…');
  return spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status === 0;
}
