import { themeColorFor } from '../spa/theme-color';

/**
 * The niche theme colours the installed app needs (theme/ is not importable by the server, so they are copied here;
 * tests/server/site-manifest.test.ts fails when they drift from the theme): the splash-screen background is the
 * theme's `color.background`, the icon is the theme's `color.primary` shading into `color.primaryHover` with its
 * glyph in `color.onPrimary`. The browser UI colour is the same primary as `<meta name="theme-color">`.
 */
export interface NicheAppColors {
  readonly primary: string;
  readonly primaryHover: string;
  readonly onPrimary: string;
  readonly background: string;
}

const NICHE_APP_COLORS: Readonly<Record<number, Omit<NicheAppColors, 'primary'>>> = {
  1: { primaryHover: '#1a43b8', onPrimary: '#ffffff', background: '#f8fafc' },
  2: { primaryHover: '#a3134f', onPrimary: '#ffffff', background: '#fff7f9' },
  3: { primaryHover: '#ff6b81', onPrimary: '#190307', background: '#0b090a' },
  4: { primaryHover: '#9c370c', onPrimary: '#ffffff', background: '#fff8f0' },
  5: { primaryHover: '#56224c', onPrimary: '#ffffff', background: '#f9f6f1' },
  6: { primaryHover: '#950e56', onPrimary: '#ffffff', background: '#fdf4f7' },
  7: { primaryHover: '#5b21b6', onPrimary: '#ffffff', background: '#f6f4fe' },
};

export function nicheAppColors(niche: number): NicheAppColors {
  const known = NICHE_APP_COLORS[niche] ? niche : 1;
  const colors = NICHE_APP_COLORS[known] ?? { primaryHover: '#1a43b8', onPrimary: '#ffffff', background: '#f8fafc' };
  return { primary: themeColorFor(known), ...colors };
}
