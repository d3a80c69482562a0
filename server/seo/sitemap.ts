import { INFO_PAGE_ROUTES, INFO_PAGES } from '../../contract/infoPages';
import { LANDER_NAMES, pathFor } from '../../contract/routes';
import { escapeHtml } from '../spa/render';
import { nicheSlug } from './niche-slugs';

/** Public profiles listed at most (the most recently active first); the sitemap protocol allows 50,000 URLs. */
export const SITEMAP_PROFILE_LIMIT = 1_000;

export interface SitemapSite {
  readonly niche: number;
  /** SPEC §6 `logged_out_search`: visitors may see the members, so their profiles are public pages. */
  readonly loggedOutSearch: boolean;
}

/**
 * The public pages of one site (paths): the home page, the info pages, the landers with the site's niche slug
 * (SPEC §9 prefixes; the general site's has none), and — only when the site lets visitors see members — their
 * profiles. Member landers are left out: they show the profile again as an advert.
 */
export function sitemapPaths(site: SitemapSite, profileIds: readonly number[]): string[] {
  const slug = nicheSlug(site.niche) || undefined;
  return [
    pathFor('index'),
    ...INFO_PAGES.map((page) => pathFor(INFO_PAGE_ROUTES[page])),
    pathFor('landers-tinderswipe'),
    ...LANDER_NAMES.map((lander) => pathFor(`landers-${lander}-slug`, { slug })),
    ...(site.loggedOutSearch ? profileIds.map((id) => pathFor('members-id', { id })) : []),
  ];
}

/** The sitemap XML (sitemaps.org 0.9) with absolute URLs on the site's own host. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(new URL(path, origin).href)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
