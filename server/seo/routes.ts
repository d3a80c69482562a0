import type { FastifyInstance } from 'fastify';
import { siteOrigin } from '../accounts/links';
import { memberConstraints, nicheAudience } from '../members/audience';
import { selectSearchPage } from '../members/search';
import { robotsTxt } from './robots';
import { SITEMAP_PROFILE_LIMIT, sitemapPaths, sitemapXml } from './sitemap';

/** Files the site answers itself, per host (a build's own copies are not served). */
export const SEO_FILES = ['robots.txt', 'sitemap.xml'] as const;

export interface SeoRoutesOptions {
  readonly publicUrl: URL | null;
}

/** Short-lived for caches: a site's settings (and its members) change without a deploy. */
const SEO_CACHE = 'public, max-age=0, must-revalidate';

/**
 * The ids of the public profiles a sitemap lists: the members a visitor's search shows (the site's member pool),
 * most recently active first.
 */
async function publicProfileIds(app: FastifyInstance, siteId: number, niche: number): Promise<number[]> {
  const constraints = memberConstraints(nicheAudience(niche), {}, null);
  if (!constraints) return [];
  const scope = { constraints, pool: { siteId }, viewerId: null, today: app.clock() };
  const rows = await selectSearchPage({ db: app.db, dialect: app.dbDialect }, scope, null, SITEMAP_PROFILE_LIMIT);
  return rows.map((row) => row.user_id);
}

/** Per-site robots.txt and sitemap.xml (issue 7), with absolute URLs on the requesting site's host. */
export async function seoRoutes(app: FastifyInstance, options: SeoRoutesOptions): Promise<void> {
  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', SEO_CACHE).send(robotsTxt(siteOrigin(request, options.publicUrl))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const { settings } = request.site;
    const ids = settings.logged_out_search ? await publicProfileIds(app, request.site.id, settings.niche) : [];
    const paths = sitemapPaths({ niche: settings.niche, loggedOutSearch: settings.logged_out_search }, ids);
    return reply.type('application/xml; charset=utf-8').header('cache-control', SEO_CACHE).send(sitemapXml(siteOrigin(request, options.publicUrl), paths));
  });
}
