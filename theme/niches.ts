/** SPEC §9 niche slug prefixes: 1 none, 2 she, 3 bdsm, 4 bbw, 5 gilf, 6 milf, 7 gay. */
export const NICHE_IDS = [1, 2, 3, 4, 5, 6, 7] as const;
export type NicheId = (typeof NICHE_IDS)[number];
export const NICHE_SLUGS: Record<NicheId, string> = { 1: '', 2: 'she', 3: 'bdsm', 4: 'bbw', 5: 'gilf', 6: 'milf', 7: 'gay' };

export function isNicheId(value: unknown): value is NicheId {
  return typeof value === 'number' && (NICHE_IDS as readonly number[]).includes(value);
}
