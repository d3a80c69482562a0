import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BrowserContext, Browser } from 'playwright-core';
import { buildServer } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createTestDatabase, type DbKind } from '../../server/harness';
import { provideDemoAvatars, type Site } from '../harness';

/**
 * The journeys' site: the real server on a fresh database of the given kind (a temp SQLite file, or a fresh
 * PostgreSQL database created through TEST_DATABASE_URL and dropped on close), with the demo content, serving the
 * built SPA. Photos are approved at once (PHOTO_AUTO_APPROVE=1) so a new member's photo is visible without a moderator.
 */
export interface JourneySite extends Site {
  readonly db: DbKind;
}

/** PostgreSQL when TEST_DATABASE_URL is set; otherwise the journey meant for it runs on SQLite (and says so). */
export function databaseFor(wanted: DbKind): DbKind {
  return wanted === 'postgres' && !process.env.TEST_DATABASE_URL ? 'sqlite' : wanted;
}

export async function startJourneySite(kind: DbKind): Promise<JourneySite> {
  const database = await createTestDatabase(kind);
  const media = mkdtempSync(join(tmpdir(), 'journey-media-'));
  await provideDemoAvatars(media);
  const autoApproveBefore = process.env.PHOTO_AUTO_APPROVE;
  // The media plugin reads PHOTO_AUTO_APPROVE from the environment while the server is built.
  process.env.PHOTO_AUTO_APPROVE = '1';
  let server: FastifyInstance;
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      MEDIA_DIR: media,
      LOG_LEVEL: 'silent',
      SEED: 'demo',
      ...(process.env.CLIENT_DIST ? { CLIENT_DIST: process.env.CLIENT_DIST } : {}),
    });
    server = await buildServer(config);
  } finally {
    if (autoApproveBefore === undefined) delete process.env.PHOTO_AUTO_APPROVE;
    else process.env.PHOTO_AUTO_APPROVE = autoApproveBefore;
  }
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    db: kind,
    server,
    port,
    url: (host = 'localhost', path = '/') => `http://${host}:${port}${path}`,
    close: async () => {
      await server.close();
      await database.drop();
      rmSync(media, { recursive: true, force: true });
    },
  };
}

/** A fresh browser context at `width` in `language` on `host`, past the adult-content entry warning. */
export async function visitorContext(browser: Browser, site: Site, options: { width: number; language: string; host: string }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: options.width, height: options.width < 600 ? 800 : 900 } });
  // The entry warning has its own tests (site.test.ts); here it would only stand in front of the pages.
  await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
  await context.addCookies([{ name: 'i18n_redirected', value: options.language, url: site.url(options.host) }]);
  return context;
}
