import type { SeedMode } from '../config';
import { sharedPlugin } from '../http/plugin';
import { seedSites } from './seed';
import { SiteDirectory, type SiteRecord } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    sites: SiteDirectory;
  }
  interface FastifyRequest {
    /**
     * The site of the request's host (unknown hosts get the default site; see SiteDirectory). Set by an onRequest
     * hook for every request except built assets, so handlers can rely on it.
     */
    site: SiteRecord;
  }
}

export interface SitesPluginOptions {
  readonly seed: SeedMode;
  readonly cacheTtlMs: number;
}

/** Hashed build output needs no site; everything else (API, HTML) does. */
function needsSite(url: string): boolean {
  return !url.startsWith('/assets/');
}

export const sitesPlugin = sharedPlugin<SitesPluginOptions>('sites', async (app, options) => {
  const { createdSites } = await seedSites(app.db, options.seed);
  if (createdSites.length > 0) app.log.info({ sites: createdSites }, 'sites created');

  const directory = new SiteDirectory(app.db, { ttlMs: options.cacheTtlMs });
  app.decorate('sites', directory);
  app.decorateRequest('site', null as unknown as SiteRecord);
  app.addHook('onRequest', async (request) => {
    if (needsSite(request.url)) request.site = await directory.resolve(request.host);
  });
});
