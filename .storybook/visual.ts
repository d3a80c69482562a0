import { LANGUAGES } from '../locales/languages';
import { NICHE_IDS } from '../theme/niches';

/**
 * The visual regression matrix of the screen stories (issue 9), in one place for the three that use it: the visual
 * project (tests/visual/screens.test.tsx) shoots it against committed baselines, the story matrix
 * (tests/stories/matrix.test.tsx) leaves out what that covers, and `npm run chromatic` publishes it as Chromatic
 * modes (.storybook/chromatic/preview.tsx).
 */

/** Viewport-sized shots (the size keeps the baselines small): a 1280 × 720 laptop and a 375 × 667 phone. */
export const WIDTHS = {
  desktop: { width: 1280, height: 720 },
  phone: { width: 375, height: 667 },
} as const;
export type Width = keyof typeof WIDTHS;

export interface Shot {
  niche: string;
  locale: string;
  width: Width;
}

/** All 7 niches in English at 1280 px and all 11 locales in niche 1 at 375 px: 18 shots (niche 1 / en at both). */
export const MATRIX_SHOTS: readonly Shot[] = [
  ...NICHE_IDS.map((niche) => ({ niche: String(niche), locale: 'en', width: 'desktop' as const })),
  ...LANGUAGES.map((locale) => ({ niche: '1', locale, width: 'phone' as const })),
];

/** The story of a screen file that goes over the whole matrix: `Default`, else the first that is not `Playground`. */
export function matrixStory(storyNames: readonly string[]): string | undefined {
  const candidates = storyNames.filter((name) => name !== 'Playground');
  return candidates.includes('Default') ? 'Default' : candidates[0];
}

/**
 * Where a screen's other stories (not the matrix story, not `Playground`) are shot: niche 1 in English, at 1280 px,
 * or at 375 px for a story made for the phone (its `viewport` global).
 */
export function otherStoryShot(viewportGlobal: unknown): Shot {
  const phone = (viewportGlobal as { value?: unknown } | undefined)?.value === 'phone';
  return { niche: '1', locale: 'en', width: phone ? 'phone' : 'desktop' };
}

/** A screen story file, by its path (stories/screens/**, the back office's staff/ included). */
export function isScreenFile(path: string): boolean {
  return /\/stories\/screens\//.test(path);
}

/** The Chromatic mode of a shot: the globals it sets and the viewport it is captured at. */
export function chromaticMode(shot: Shot) {
  return { niche: shot.niche, locale: shot.locale, viewport: { ...WIDTHS[shot.width] } };
}

export function chromaticModeName(shot: Shot): string {
  return `niche ${shot.niche} ${shot.locale} ${WIDTHS[shot.width].width}px`;
}
