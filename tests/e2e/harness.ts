import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium } from 'playwright-core';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';
// @ts-expect-error plain ESM helper shared with scripts/test.mjs
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

export interface Site {
  server: FastifyInstance;
  port: number;
  /** `http://<host>:<port>` for a demo host such as `localhost` or `bdsm.localhost`. */
  url(host?: string, path?: string): string;
  close(): Promise<void>;
}

/** Starts the real server on a fresh SQLite database (or TEST_E2E_DATABASE_URL), serving the built SPA. */
export async function startSite(): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: join(dir, 'site.db'),
    MEDIA_DIR: join(dir, 'media'),
    LOG_LEVEL: 'silent',
    SEED: 'demo',
    // A private build (`npx vite build --outDir <dir>`) when several people test at once; dist/client otherwise.
    ...(process.env.CLIENT_DIST ? { CLIENT_DIST: process.env.CLIENT_DIST } : {}),
  });
  const server = await buildServer(config);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    server,
    port,
    url: (host = 'localhost', path = '/') => `http://${host}:${port}${path}`,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath: string | null = process.env.CHROME_PATH ?? (await findChromium());
  if (!executablePath) throw new Error('No Chromium: run the tests through `npm test`, which finds or installs one.');
  // *.localhost resolves to loopback in Chromium already; the rule makes it independent of the resolver.
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
}
