import type { Theme } from './base';

/** A semantic colour name of the theme (`primary`, `onPrimary`, `surface` …). */
export type ColorToken = keyof Theme['color'];

/** One foreground/background pair that components draw, with its WCAG minimum contrast ratio. */
export type ContrastPair = readonly [fg: ColorToken, bg: ColorToken, minRatio: number];

/** WCAG 2.x AA: 4.5:1 for normal text, 3:1 for large text and for UI parts (focus rings, control outlines). */
export const AA_TEXT = 4.5;
export const AA_UI = 3;

/**
 * Every text/background pair the components use. A component that draws a new pairing adds it here,
 * so the unit test checks it in every niche.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ['text', 'background', AA_TEXT],
  ['text', 'surface', AA_TEXT],
  ['text', 'surfaceAlt', AA_TEXT],
  ['textMuted', 'background', AA_TEXT],
  ['textMuted', 'surface', AA_TEXT],
  ['textMuted', 'surfaceAlt', AA_TEXT],
  ['link', 'background', AA_TEXT],
  ['link', 'surface', AA_TEXT],
  ['link', 'surfaceAlt', AA_TEXT],
  // Filled colours (buttons, badges, chips) with their `on` text.
  ['onPrimary', 'primary', AA_TEXT],
  ['onPrimary', 'primaryHover', AA_TEXT],
  ['onSecondary', 'secondary', AA_TEXT],
  ['onSecondary', 'secondaryHover', AA_TEXT],
  ['onSuccess', 'success', AA_TEXT],
  ['onWarning', 'warning', AA_TEXT],
  ['onDanger', 'danger', AA_TEXT],
  ['onInfo', 'info', AA_TEXT],
  ['onDark', 'dark', AA_TEXT],
  ['onPremium', 'premium', AA_TEXT],
  ['onUnread', 'unread', AA_TEXT],
  // Tinted surfaces (selection, alerts, toasts) with their text.
  ['onPrimarySurface', 'primarySurface', AA_TEXT],
  ['onInfoSurface', 'infoSurface', AA_TEXT],
  ['onSuccessSurface', 'successSurface', AA_TEXT],
  ['onWarningSurface', 'warningSurface', AA_TEXT],
  ['onDangerSurface', 'dangerSurface', AA_TEXT],
  // Site chrome.
  ['onNav', 'navBackground', AA_TEXT],
  ['navMuted', 'navBackground', AA_TEXT],
  ['onFooter', 'footerBackground', AA_TEXT],
  ['footerMuted', 'footerBackground', AA_TEXT],
  // Accent colours used as text: text buttons and links in primary, field errors in danger, confirmations in success.
  ['primary', 'surface', AA_TEXT],
  ['primary', 'background', AA_TEXT],
  ['danger', 'surface', AA_TEXT],
  ['danger', 'background', AA_TEXT],
  ['success', 'surface', AA_TEXT],
  // Non-text UI: focus rings and form-control outlines.
  ['focus', 'surface', AA_UI],
  ['focus', 'background', AA_UI],
  ['focus', 'navBackground', AA_UI],
  ['borderStrong', 'surface', AA_UI],
  ['borderStrong', 'background', AA_UI],
];

/** An sRGB colour with channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FUNCTION = /^rgba?\(\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*(?:,\s*(\d*(?:\.\d+)?)\s*)?\)$/i;

/** Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(…)` and `rgba(…)`; anything else is null. */
export function parseColor(value: string): Rgba | null {
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
  }
  const rgb = RGB_FUNCTION.exec(text);
  if (rgb) {
    const [, r, g, b, a] = rgb;
    return { r: Number(r), g: Number(g), b: Number(b), a: a === undefined || a === '' ? 1 : Number(a) };
  }
  return null;
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Paints a translucent colour over an opaque one (source-over). */
function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/**
 * WCAG contrast ratio (1–21) of a foreground over a background. A translucent foreground (an rgba overlay,
 * a tinted border) is first composited over the background; the background itself must be opaque, since what
 * lies behind it is unknown.
 */
export function contrastRatio(foreground: string, background: string): number {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (!fg) throw new Error(`contrastRatio: not a colour: ${foreground}`);
  if (!bg) throw new Error(`contrastRatio: not a colour: ${background}`);
  if (bg.a < 1) throw new Error(`contrastRatio: the background must be opaque: ${background}`);
  const a = relativeLuminance(fg.a < 1 ? composite(fg, bg) : fg);
  const b = relativeLuminance(bg);
  const [lighter, darker] = a > b ? [a, b] : [b, a];
  return (lighter + 0.05) / (darker + 0.05);
}

export interface ContrastResult {
  fg: ColorToken;
  bg: ColorToken;
  min: number;
  ratio: number;
  pass: boolean;
}

/** Measures every pair of CONTRAST_PAIRS (or the given pairs) in a theme. */
export function contrastReport(theme: Theme, pairs: readonly ContrastPair[] = CONTRAST_PAIRS): ContrastResult[] {
  return pairs.map(([fg, bg, min]) => {
    const ratio = contrastRatio(theme.color[fg], theme.color[bg]);
    return { fg, bg, min, ratio, pass: ratio >= min };
  });
}
