#!/usr/bin/env node
// `npm run dev`: the API server (tsx watch, restarting on change) and Vite (hot reload, proxying /api to the server)
// together. Ctrl-C stops both; if either exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const port = process.env.PORT ?? '3000';

const commands = [
  { name: 'server', script: require.resolve('tsx/cli'), args: ['watch', '--clear-screen=false', 'server/main.ts'] },
  { name: 'vite', script: join(dirname(require.resolve('vite/package.json')), 'bin/vite.js'), args: [] },
];

let stopping = false;

// Each child leads its own process group, so stopping it also stops what it started (tsx watch runs the server
// as a grandchild); Ctrl-C reaches this process, which passes it on.
const children = commands.map(({ name, script, args }) => {
  const child = spawn(process.execPath, [script, ...args], {
    stdio: 'inherit',
    detached: true,
    env: { NODE_ENV: 'development', ...process.env, PORT: port },
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.log(`[dev] ${name} exited (${signal ?? code}); stopping the rest.`);
    stop(code ?? 1);
  });
  return child;
});

function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  const exits = children.map((child) =>
    child.exitCode !== null || child.signalCode !== null ? null : new Promise((resolve) => child.once('exit', resolve)),
  );
  const force = setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(code);
  }, 5000);
  Promise.all(exits).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log(`[dev] API server on http://localhost:${port}; the site with hot reload on http://localhost:5173`);
