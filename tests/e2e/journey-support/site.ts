import type { BrowserContext, Browser } from 'playwright-core';
import type { DbKind } from '../../server/harness';
import type { Site } from '../harness';
import { type ProductionSite, startProductionSite } from '../production';

/**
 * The journeys' site: the site as `npm start` runs it (tests/e2e/production.ts) on a fresh database of the given
 * kind (a temp SQLite file, or a fresh PostgreSQL database created through TEST_DATABASE_URL and dropped on close),
 * with the demo content. Photos are approved at once (PHOTO_AUTO_APPROVE=1) so a new member's photo is visible
 * without a moderator.
 */
export type JourneySite = ProductionSite;

/** PostgreSQL when TEST_DATABASE_URL is set; otherwise the journey meant for it runs on SQLite (and says so). */
export function databaseFor(wanted: DbKind): DbKind {
  return wanted === 'postgres' && !process.env.TEST_DATABASE_URL ? 'sqlite' : wanted;
}

export function startJourneySite(kind: DbKind): Promise<JourneySite> {
  return startProductionSite({ kind, env: { PHOTO_AUTO_APPROVE: '1' } });
}

/** A fresh browser context at `width` in `language` on `host`, past the adult-content entry warning. */
export async function visitorContext(browser: Browser, site: Pick<Site, 'url'>, options: { width: number; language: string; host: string }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: options.width, height: options.width < 600 ? 800 : 900 } });
  // The entry warning has its own tests (site.test.ts); here it would only stand in front of the pages.
  await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', String(Math.floor(Date.now() / 1000))));
  await context.addCookies([{ name: 'i18n_redirected', value: options.language, url: site.url(options.host) }]);
  return context;
}
