// Builds the site when the build is missing or older than its sources: the SPA (vite build → dist/client) and the
// server renderer of the public pages (vite build --ssr → dist/server, README "Server rendering"), in that order —
// the server turns server rendering off when its renderer is older than the client build.
// Used by `npm start` and by `npm test` (the end-to-end tests run against the built site).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['app', 'src', 'theme', 'locales', 'contract', 'vite.config.ts', 'package-lock.json'];
const BUILT = ['dist/client/index.html', 'dist/server/entry-server.js'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

export function siteBuildIsStale() {
  if (!BUILT.every((file) => existsSync(file))) return true;
  const built = Math.min(...BUILT.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((source) => newestMtime(source) > built);
}

/** Returns true when the build is fresh (already, or after building). */
export function buildSiteIfStale() {
  if (!siteBuildIsStale()) return true;
  console.log('Building the site (vite build, then vite build --ssr)…');
  const vite = (...args) => spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' }).status === 0;
  return vite() && vite('--ssr');
}
