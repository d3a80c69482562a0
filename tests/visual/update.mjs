#!/usr/bin/env node
// `npm run test:visual:update`: rewrites the visual baselines on purpose (vitest run --project visual --update),
// deletes the baselines of shots that no longer exist, then recompresses the PNGs this run wrote. Vitest's encoder
// writes large files; sharp's lossless zlib level 9 without alpha (screenshots are opaque) makes them about half
// the size with the very same pixels, which the test decodes the same way. Extra arguments go to Vitest
// (e.g. a file filter or `-t "HomeScreen"`). Review the changed PNGs before committing them.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import sharp from 'sharp';

const root = join(import.meta.dirname, '__screenshots__');
const started = Date.now();
const run = spawnSync('npx', ['vitest', 'run', '--project', 'visual', '--update', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, VITE_VISUAL_UPDATE: '1' },
});

function pngs(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => (entry.isDirectory() ? pngs(join(dir, entry.name)) : entry.name.endsWith('.png') ? [join(dir, entry.name)] : []));
}

let written = 0;
let before = 0;
let after = 0;
for (const file of pngs(root)) {
  if (statSync(file).mtimeMs < started) continue;
  const input = readFileSync(file);
  const image = sharp(input);
  const { isOpaque } = await image.stats();
  const output = await (isOpaque ? image.removeAlpha() : image).png({ compressionLevel: 9, adaptiveFiltering: false }).toBuffer();
  before += input.length;
  if (output.length < input.length) writeFileSync(file, output);
  after += Math.min(output.length, input.length);
  written += 1;
}
process.stdout.write(`\nVisual baselines written: ${written} (${(before / 1e6).toFixed(1)} MB recompressed to ${(after / 1e6).toFixed(1)} MB).\n`);
process.exit(run.status ?? 1);
