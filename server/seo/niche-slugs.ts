/**
 * SPEC §9 niche slug prefixes (1 none, 2 she, 3 bdsm, 4 bbw, 5 gilf, 6 milf, 7 gay), the sitemap's lander slugs. The
 * server may not import theme/ (theme/niches.ts holds the same map); tests/server/seo.test.ts fails when they drift.
 */
export const NICHE_SLUG_PREFIXES: Readonly<Record<number, string>> = { 1: '', 2: 'she', 3: 'bdsm', 4: 'bbw', 5: 'gilf', 6: 'milf', 7: 'gay' };

export function nicheSlug(niche: number): string {
  return NICHE_SLUG_PREFIXES[niche] ?? '';
}
