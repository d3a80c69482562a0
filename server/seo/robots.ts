import { ROUTES, type RouteDef } from '../../contract/routes';
import { STAFF_BASE } from '../../contract/staffRoutes';

/**
 * What crawlers are kept out of: the API, the development outbox, the back office, and every members-only route (SPEC §2; a crawler
 * only ever gets the login page there). A route pattern becomes a robots path: a trailing optional parameter is
 * dropped, other parameters become `*` (robots.txt matches prefixes, and Google and Bing read `*`).
 */
export function privatePaths(routes: readonly RouteDef[] = ROUTES): string[] {
  const paths = routes
    .filter((route) => route.auth)
    .map((route) => {
      const segments = route.path.split('/').filter(Boolean);
      while (segments.length > 0 && segments.at(-1)?.endsWith('?')) segments.pop();
      const first = segments.findIndex((segment) => segment.startsWith(':'));
      // Everything under a static prefix is private when the rest is parameters only (`/credits/:id` → `/credits`).
      const rest = first < 0 ? [] : segments.slice(first);
      const kept = first >= 0 && rest.every((segment) => segment.startsWith(':')) ? segments.slice(0, first) : segments;
      return `/${kept.map((segment) => (segment.startsWith(':') ? '*' : segment)).join('/')}`;
    });
  const unique = [...new Set(['/api/', '/dev/', STAFF_BASE, ...paths])].sort();
  // `/likes` already covers `/likes/m`.
  const covers = (prefix: string, path: string) =>
    prefix !== path && !prefix.includes('*') && path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
  return unique.filter((path) => !unique.some((prefix) => covers(prefix, path)));
}

let cachedPrivatePaths: string[] | undefined;
/** The private paths of the route table (it does not change while the server runs). */
function sitePrivatePaths(): string[] {
  cachedPrivatePaths ??= privatePaths();
  return cachedPrivatePaths;
}

/** robots.txt of one site: everything public may be crawled; the sitemap on the site's own host. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...sitePrivatePaths().map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
