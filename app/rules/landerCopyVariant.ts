import { NICHE_IDS, NICHE_SLUGS, isNicheId, type NicheId } from '../../theme/niches';

/**
 * The copy variant of a lander (SPEC §2 `{slug?}`, §9 niche slug prefixes: 1 none, 2 she, 3 bdsm, 4 bbw, 5 gilf,
 * 6 milf, 7 gay). A slug that starts with a niche's prefix — the prefix alone, or followed by `-` (`bdsm`,
 * `bdsm-summer`) — speaks that niche's copy. Any other slug, or none, falls back to the site's own niche (the default
 * copy); a site niche out of range falls back to niche 1.
 */
export function landerCopyVariant(slug: string | null | undefined, siteNiche: number): NicheId {
  const fallback: NicheId = isNicheId(siteNiche) ? siteNiche : 1;
  if (!slug) return fallback;
  const prefix = slug.trim().toLowerCase().split('-', 1)[0] ?? '';
  if (!prefix) return fallback;
  return NICHE_IDS.find((id) => NICHE_SLUGS[id] === prefix) ?? fallback;
}
