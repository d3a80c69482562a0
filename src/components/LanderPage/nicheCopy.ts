import { useTranslation } from 'react-i18next';
import type { NicheId } from '../../../theme/niches';

export interface NicheCopy {
  /** A short line above a heading (the audience). */
  kicker: string;
  /** The niche's own headline (the home page's h1). */
  headline: string;
  /** One sentence about who meets whom. */
  lead: string;
}

/**
 * The copy variant of a niche (SPEC §9 slug prefixes choose it on landers): every lander keeps its own headline
 * and adds the audience's kicker and lead, so `/landers/gallery/bdsm-…` reads as a page for that audience.
 */
export function useNicheCopy(variant: NicheId): NicheCopy {
  const { t } = useTranslation('landing');
  return {
    kicker: t(`niche.${variant}.kicker`),
    headline: t(`niche.${variant}.headline`),
    lead: t(`niche.${variant}.lead`),
  };
}
