#!/usr/bin/env node
// `npm start`: builds the SPA when its build is missing or older than the sources, then starts the server on the
// embedded default (SQLite under data/, demo sites and content) at http://localhost:3000 unless configured otherwise.
import { spawn } from 'node:child_process';
import { buildSiteIfStale } from './build-site.mjs';

if (process.env.SKIP_BUILD !== '1' && !buildSiteIfStale()) process.exit(1);

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
