import { baseTheme, type DeepPartial, type Theme } from './base';
import { NICHE_IDS, type NicheId, isNicheId } from './niches';
import { niche1 } from './niches/niche1';
import { niche2, niche2UnreadException } from './niches/niche2';
import { niche3, niche3UnreadException } from './niches/niche3';
import { niche4 } from './niches/niche4';
import { niche5, niche5UnreadException } from './niches/niche5';
import { niche6 } from './niches/niche6';
import { niche7 } from './niches/niche7';
import type { UnreadException } from './unread';

export type { Theme, DeepPartial } from './base';
export { baseTheme } from './base';
export { NICHE_IDS, NICHE_SLUGS, isNicheId, type NicheId } from './niches';
export { CONTRAST_PAIRS, contrastRatio, contrastReport, type ColorToken, type ContrastPair } from './contrast';

export const NICHE_DELTAS: Record<NicheId, DeepPartial<Theme>> = {
  1: niche1,
  2: niche2,
  3: niche3,
  4: niche4,
  5: niche5,
  6: niche6,
  7: niche7,
};

/** SPEC §9: the niches whose unread colour is not their secondary, each with its contrast reason (theme/unread.ts). */
export const UNREAD_EXCEPTIONS: Readonly<Partial<Record<NicheId, UnreadException>>> = {
  2: niche2UnreadException,
  3: niche3UnreadException,
  5: niche5UnreadException,
};
export { UNREAD_BADGE_MIN_CONTRAST, type UnreadException } from './unread';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges a niche delta over the base; arrays and scalars in the delta replace the base's. */
export function deepMerge<T>(base: T, delta: DeepPartial<T>): T {
  if (!isPlainObject(base) || !isPlainObject(delta)) return (delta ?? base) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(delta)) {
    if (value === undefined) continue;
    const current = (base as Record<string, unknown>)[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value as DeepPartial<typeof current>) : value;
  }
  return out as T;
}

const cache = new Map<NicheId, Theme>();

/** The full theme of a niche (1–7); anything else gets niche 1. */
export function getTheme(niche: number): Theme {
  const id: NicheId = isNicheId(niche) ? niche : 1;
  const cached = cache.get(id);
  if (cached) return cached;
  const merged = deepMerge<Theme>(baseTheme, NICHE_DELTAS[id]);
  cache.set(id, merged);
  return merged;
}

export const ALL_THEMES = NICHE_IDS.map((id) => ({ id, theme: getTheme(id) }));
