import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { number, reportResult, type BenchRow } from './report';

/**
 * Build weight and build times (issue 9 part 4): `npx tsx bench/builds.ts`.
 *
 * - `vite build` of the site into a temp directory, timed, with its manifest. The JavaScript the home page (`/`) and
 *   the members page (`/members`) load is the entry (app/index.html) and the page's route module, each with every
 *   chunk it imports statically; summed gzip (level 6, as a web server sends it). Locale message chunks and parts loaded
 *   later (after a click, or for members only) are not counted. Baseline: react + react-dom alone (an entry that
 *   renders one element), built by Vite the same way (minified, production).
 * - `storybook build` into a temp directory, timed; baseline: the `vite build` of the site above, in the same run.
 * Nothing is written into the repository. Not a test: figures only.
 */

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function timed(label: string, args: readonly string[], cwd = REPO): number {
  console.log(`builds: ${label}…`);
  const started = Date.now();
  const run = spawnSync(NPX, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } });
  const seconds = (Date.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${label} failed (${run.status}):\n${String(run.stdout).slice(-2000)}\n${String(run.stderr).slice(-2000)}`);
  console.log(`builds: ${label} took ${seconds.toFixed(1)} s`);
  return seconds;
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 6 }).length;
}

/** The JS files a page loads up front: the entries and everything they import statically, each file once. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build manifest: ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

function manifestOf(outDir: string): Manifest {
  for (const candidate of ['.vite/manifest.json', 'manifest.json']) {
    const file = path.join(outDir, candidate);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  }
  throw new Error(`no manifest in ${outDir}`);
}

function pageWeight(outDir: string, manifest: Manifest, keys: readonly string[]): { bytes: number; files: number } {
  const files = staticClosure(manifest, keys);
  let bytes = 0;
  for (const file of files) bytes += gzipSize(path.join(outDir, file));
  return { bytes, files: files.size };
}

/** react + react-dom alone, built by Vite with the React plugin, minified: the floor any React page pays. */
function reactBaseline(dir: string): { bytes: number; seconds: number } {
  const root = path.join(dir, 'react-only');
  const outDir = path.join(dir, 'react-only-dist');
  spawnSync('mkdir', ['-p', root]);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>');
  writeFileSync(
    path.join(root, 'main.js'),
    `import { createElement } from '${path.join(REPO, 'node_modules/react/index.js')}';\n` +
      `import { createRoot } from '${path.join(REPO, 'node_modules/react-dom/client.js')}';\n` +
      `createRoot(document.getElementById('root')).render(createElement('p', null, 'hello'));\n`,
  );
  const config = path.join(dir, 'react-only.config.mjs');
  writeFileSync(
    config,
    `import react from '${path.join(REPO, 'node_modules/@vitejs/plugin-react/dist/index.js')}';\n` +
      `export default { root: ${JSON.stringify(root)}, logLevel: 'warn', plugins: [react()], build: { outDir: ${JSON.stringify(outDir)}, emptyOutDir: true, manifest: true } };\n`,
  );
  const seconds = timed('vite build of react + react-dom alone', ['vite', 'build', '--config', config]);
  const manifest = manifestOf(outDir);
  return { bytes: pageWeight(outDir, manifest, ['index.html']).bytes, seconds };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-builds-'));
  try {
    const siteDist = path.join(dir, 'site');
    const viteSeconds = timed('vite build of the site', ['vite', 'build', '--outDir', siteDist, '--emptyOutDir', '--manifest', '--logLevel', 'warn']);
    const manifest = manifestOf(siteDist);
    const home = pageWeight(siteDist, manifest, ['index.html', 'routes/index.tsx']);
    const members = pageWeight(siteDist, manifest, ['index.html', 'routes/members.tsx']);
    const react = reactBaseline(dir);
    const storybookSeconds = timed('storybook build', ['storybook', 'build', '--quiet', '-o', path.join(dir, 'storybook')]);

    const kb = (bytes: number) => `${number(bytes / 1024, 1)} kB`;
    console.log('');
    console.log(`react + react-dom alone (gzip): ${kb(react.bytes)}`);
    console.log(`home page JS (gzip):    ${kb(home.bytes)} in ${home.files} files  ×${(home.bytes / react.bytes).toFixed(2)} of react + react-dom`);
    console.log(`members page JS (gzip): ${kb(members.bytes)} in ${members.files} files  ×${(members.bytes / react.bytes).toFixed(2)} of react + react-dom`);
    console.log(`storybook build: ${storybookSeconds.toFixed(1)} s  ×${(storybookSeconds / viteSeconds).toFixed(2)} of the site's vite build (${viteSeconds.toFixed(1)} s)`);
    const rows: BenchRow[] = [
      { what: 'JS loaded by the home page (gzip)', figure: `${kb(home.bytes)} (${home.files} files)`, baseline: `${kb(react.bytes)} react + react-dom alone`, ratio: home.bytes / react.bytes },
      { what: 'JS loaded by the members page (gzip)', figure: `${kb(members.bytes)} (${members.files} files)`, baseline: `${kb(react.bytes)} react + react-dom alone`, ratio: members.bytes / react.bytes },
      { what: 'Storybook build time', figure: `${storybookSeconds.toFixed(1)} s`, baseline: `${viteSeconds.toFixed(1)} s vite build of the site`, ratio: storybookSeconds / viteSeconds },
    ];
    reportResult({ bench: 'builds', rows, notes: ['page JS: the entry and the route module with their static imports (locale chunks and later loads not counted)'] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
