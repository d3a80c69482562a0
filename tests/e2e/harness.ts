import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium } from 'playwright-core';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import { LocalMediaStore } from '../../server/media/store';
import { AVATAR_VERSION, ensureDemoAvatars } from '../../server/seed/avatars';
import { demoMainAvatarKeys } from '../../server/seed/demo-members';
// @ts-expect-error plain ESM helper shared with scripts/test.mjs
import { CHROMIUM_ARGS, findChromium, findTestChromium } from '../../scripts/chromium.mjs';

export interface Site {
  server: FastifyInstance;
  port: number;
  /** `http://<host>:<port>` for a demo host such as `localhost` or `bdsm.localhost`. */
  url(host?: string, path?: string): string;
  close(): Promise<void>;
}

/**
 * Demo main photos drawn once on this machine, shared by the test sites (drawing them costs each site ~40 s of CPU);
 * a member's other photos are drawn when a test first shows them.
 */
const AVATAR_CACHE = join(tmpdir(), `e2e-demo-avatars-${AVATAR_VERSION}`);

/**
 * Puts the demo avatar files into a new site's media directory, as a site that ran before would have them: the
 * server then finds them stored instead of drawing them. The first caller draws them into the cache (atomically, so
 * test processes running at once never see half of it).
 */
export async function provideDemoAvatars(mediaDir: string): Promise<void> {
  if (!existsSync(AVATAR_CACHE)) {
    const drawing = mkdtempSync(`${AVATAR_CACHE}-`);
    await ensureDemoAvatars(new LocalMediaStore(drawing), await demoMainAvatarKeys());
    try {
      renameSync(drawing, AVATAR_CACHE);
    } catch {
      // Another test process was first.
      rmSync(drawing, { recursive: true, force: true });
    }
  }
  cpSync(AVATAR_CACHE, mediaDir, { recursive: true });
}

/** The built site on a fresh SQLite database with the demo content; `env` adds or overrides settings. */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-'));
  await provideDemoAvatars(join(dir, 'media'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: join(dir, 'site.db'),
    MEDIA_DIR: join(dir, 'media'),
    LOG_LEVEL: 'silent',
    SEED: 'demo',
    // The end-to-end tests count likes and messages from zero: demo accounts without their starting history
    // (tests/server/members-seed.test.ts checks the history); a test may pass DEMO_HISTORY: '1'.
    DEMO_HISTORY: '0',
    // Demo photos drawn when first shown, not all in the background of every test site (minutes of CPU in a run).
    DEMO_AVATARS: 'on-demand',
    // A private build (`npx vite build --outDir <dir>`) when several people test at once; dist/client otherwise.
    ...(process.env.CLIENT_DIST ? { CLIENT_DIST: process.env.CLIENT_DIST } : {}),
    ...env,
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

/**
 * Chromium's headless shell (scripts/chromium.mjs), or with `full` the whole browser, for what only it has
 * (notification permissions and web push).
 */
export async function launchBrowser(options: { full?: boolean } = {}): Promise<Browser> {
  const executablePath: string | null = options.full ? await findChromium() : await findTestChromium();
  if (!executablePath) throw new Error('No Chromium: run the tests through `npm test`, which finds or installs one.');
  // *.localhost resolves to loopback in Chromium already; the rule makes it independent of the resolver.
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
}
