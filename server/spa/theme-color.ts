/**
 * `<meta name="theme-color">` per niche: each niche theme's `color.primary` (theme/). The server may not import
 * theme/, so the values are copied here; tests/server/pure-rules.test.ts ("theme colour map") fails when they drift from the theme.
 */
export const NICHE_THEME_COLORS: Readonly<Record<number, string>> = {
  1: '#1d4fd8',
  2: '#c01f63',
  3: '#f54d66',
  4: '#b23f0e',
  5: '#6b2c5f',
  6: '#b8126b',
  7: '#6d28d9',
};

export function themeColorFor(niche: number): string {
  return NICHE_THEME_COLORS[niche] ?? NICHE_THEME_COLORS[1] ?? '#1d4fd8';
}
