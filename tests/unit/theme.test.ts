import { describe, expect, it } from 'vitest';
import { baseTheme, deepMerge, getTheme, NICHE_DELTAS, NICHE_IDS, type NicheId, type Theme } from '../../theme/index';
import { CONTRAST_PAIRS, contrastRatio, contrastReport, parseColor, relativeLuminance, type ColorToken } from '../../theme/contrast';
import { palette } from '../../theme/palette';

/** Every leaf path of an object (`color.primary`, `space`, `size.avatar.sm` …); arrays count as leaves. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}

function leaf(theme: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], theme);
}

/** Hue in degrees (0–360), saturation and lightness (0–1) of a hex colour. */
function hsl(hex: string): { h: number; s: number; l: number } {
  const rgb = parseColor(hex);
  if (!rgb) throw new Error(`not a colour: ${hex}`);
  const [r, g, b] = [rgb.r / 255, rgb.g / 255, rgb.b / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

const themes = NICHE_IDS.map((id) => [id, getTheme(id)] as const);
const colorTokens = Object.keys(baseTheme.color) as ColorToken[];

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d4fd8', '#1d4fd8')).toBe(1);
  });

  it('matches published WCAG values', () => {
    // #767676 is the lightest grey that passes 4.5:1 on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
  });

  it('reads #rgb as #rrggbb, in any case', () => {
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#abc', '#123')).toBe(contrastRatio('#AABBCC', '#112233'));
  });

  it('composites a translucent foreground over the background', () => {
    // Half-transparent black over white is mid grey (#808080 ≈ 3.95:1), not black.
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(contrastRatio('#808080', '#ffffff'), 1);
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('refuses a translucent background and anything that is not a colour', () => {
    expect(() => contrastRatio('#000', 'rgba(255, 255, 255, 0.5)')).toThrow(/opaque/);
    expect(() => contrastRatio('blue', '#fff')).toThrow(/not a colour/);
    expect(() => contrastRatio('#12345', '#fff')).toThrow(/not a colour/);
  });

  it('computes relative luminance from sRGB', () => {
    expect(relativeLuminance({ r: 255, g: 255, b: 255, a: 1 })).toBeCloseTo(1, 6);
    expect(relativeLuminance({ r: 0, g: 0, b: 0, a: 1 })).toBe(0);
  });
});

describe('contrast of every text/background pair', () => {
  it('covers the pairs components draw', () => {
    const names = CONTRAST_PAIRS.map(([fg, bg]) => `${fg}/${bg}`);
    for (const filled of ['primary', 'secondary', 'success', 'warning', 'danger', 'info', 'dark', 'premium', 'unread'] as const) {
      const on = `on${filled.charAt(0).toUpperCase()}${filled.slice(1)}`;
      expect(names).toContain(`${on}/${filled}`);
    }
    for (const tone of ['info', 'success', 'warning', 'danger']) {
      expect(names).toContain(`on${tone.charAt(0).toUpperCase()}${tone.slice(1)}Surface/${tone}Surface`);
    }
    expect(names).toEqual(expect.arrayContaining(['onPrimary/primaryHover', 'onNav/navBackground', 'navMuted/navBackground', 'onFooter/footerBackground', 'footerMuted/footerBackground', 'focus/surface', 'borderStrong/surface']));
    for (const [fg, bg] of CONTRAST_PAIRS) {
      expect(colorTokens).toContain(fg);
      expect(colorTokens).toContain(bg);
    }
  });

  it.each(themes)('niche %i meets WCAG AA for every pair', (_id, theme) => {
    const failures = contrastReport(theme)
      .filter((result) => !result.pass)
      .map(({ fg, bg, ratio, min }) => `${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`);
    expect(failures).toEqual([]);
  });

  it.each(themes)('niche %i has opaque hex colours everywhere except the translucent overlay', (_id, theme) => {
    for (const token of colorTokens) {
      const value = theme.color[token];
      const parsed = parseColor(value);
      expect(parsed, `${token}: ${value}`).not.toBeNull();
      if (token === 'overlay') expect(parsed?.a).toBeLessThan(1);
      else expect(value, token).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe('niche partials', () => {
  const basePaths = leafPaths(baseTheme).sort();

  it.each(NICHE_IDS)('niche %i only uses keys of the base theme', (id) => {
    const unknown = leafPaths(NICHE_DELTAS[id]).filter((path) => !basePaths.includes(path));
    expect(unknown).toEqual([]);
  });

  it.each(themes)('the merged theme of niche %i has exactly the base key set', (_id, theme) => {
    expect(leafPaths(theme).sort()).toEqual(basePaths);
  });

  it.each(themes)('the merged theme of niche %i keeps the value types of the base', (_id, theme) => {
    for (const path of basePaths) expect(typeof leaf(theme, path), path).toBe(typeof leaf(baseTheme, path));
  });

  it('names each theme after its niche', () => {
    expect(themes.map(([, theme]) => theme.name)).toEqual(NICHE_IDS.map((id) => `niche${id}`));
  });

  it('does not change the base theme while merging', () => {
    const before = JSON.stringify(baseTheme);
    deepMerge<Theme>(baseTheme, { color: { primary: '#123456' }, radius: { sm: '0' } });
    expect(JSON.stringify(baseTheme)).toBe(before);
    expect(baseTheme.color.primary).toBe(palette.blue600);
  });

  it('merges a delta deeply and keeps the siblings of a re-pointed key', () => {
    const merged = deepMerge<Theme>(baseTheme, { font: { weight: { heading: 900 } } });
    expect(merged.font.weight).toEqual({ ...baseTheme.font.weight, heading: 900 });
    expect(merged.font.body).toBe(baseTheme.font.body);
  });

  it('falls back to niche 1 for an unknown niche', () => {
    expect(getTheme(0)).toBe(getTheme(1));
    expect(getTheme(8)).toBe(getTheme(1));
    expect(getTheme(Number.NaN)).toBe(getTheme(1));
  });
});

describe('niche 1 (SPEC §9)', () => {
  const theme = getTheme(1);

  it('has primary blue, secondary yellow, success green and dark navy', () => {
    expect(hsl(theme.color.primary).h).toBeGreaterThanOrEqual(200);
    expect(hsl(theme.color.primary).h).toBeLessThanOrEqual(240);
    expect(hsl(theme.color.secondary).h).toBeGreaterThanOrEqual(40);
    expect(hsl(theme.color.secondary).h).toBeLessThanOrEqual(60);
    expect(hsl(theme.color.success).h).toBeGreaterThanOrEqual(100);
    expect(hsl(theme.color.success).h).toBeLessThanOrEqual(160);
    const dark = hsl(theme.color.dark);
    expect(dark.h).toBeGreaterThanOrEqual(200);
    expect(dark.h).toBeLessThanOrEqual(240);
    expect(dark.l).toBeLessThan(0.25);
    expect([theme.color.primary, theme.color.secondary, theme.color.success, theme.color.dark]).toEqual([
      palette.blue600,
      palette.yellow400,
      palette.green700,
      palette.navy800,
    ]);
  });

  it('colours unread messages with the secondary', () => {
    expect(theme.color.unread).toBe(theme.color.secondary);
  });
});

describe('shared SPEC §9 sizes', () => {
  it.each(themes)('niche %i has the breakpoints 576/768/992/1200 and a 350px toast', (_id, theme) => {
    expect(theme.breakpoint).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
    for (const key of ['sm', 'md', 'lg', 'xl'] as const) {
      expect(theme.media[key]).toBe(`@media (min-width: ${theme.breakpoint[key]}px)`);
    }
    expect(theme.media.reducedMotion).toBe('@media (prefers-reduced-motion: reduce)');
    expect(theme.size.toastMaxWidth).toBe('350px');
  });
});

describe('seven distinct brands', () => {
  /** Token groups a visitor notices; two brands must differ in most of them, not just in one hue. */
  const groups: Record<string, (theme: Theme) => unknown> = {
    accent: (t) => [t.color.primary, t.color.secondary],
    surfaces: (t) => [t.color.background, t.color.surface, t.color.surfaceAlt],
    text: (t) => [t.color.text, t.color.textMuted],
    chrome: (t) => [t.color.navBackground, t.color.footerBackground],
    fonts: (t) => [t.font.body, t.font.heading],
    headings: (t) => [t.font.weight.heading, t.font.headingTransform, t.font.headingLetterSpacing],
    radii: (t) => t.radius,
    shadows: (t) => t.shadow,
  };
  const pairs = NICHE_IDS.flatMap((a) => NICHE_IDS.filter((b) => b > a).map((b) => [a, b] as [NicheId, NicheId]));

  it.each(pairs)('niches %i and %i differ in at least six of eight token groups', (a, b) => {
    const differing = Object.entries(groups)
      .filter(([, pick]) => JSON.stringify(pick(getTheme(a))) !== JSON.stringify(pick(getTheme(b))))
      .map(([name]) => name);
    expect(differing.length, `differing: ${differing.join(', ')}`).toBeGreaterThanOrEqual(6);
  });

  it('gives every niche its own primary, heading face, nav colour and radii', () => {
    for (const pick of [groups.fonts, (t: Theme) => t.color.primary, (t: Theme) => t.color.navBackground, (t: Theme) => t.font.heading, groups.radii]) {
      const values = new Set(themes.map(([, theme]) => JSON.stringify(pick?.(theme))));
      expect(values.size).toBe(NICHE_IDS.length);
    }
  });

  it('makes niche 3 a dark theme with light text on dark surfaces, and the others light', () => {
    for (const [id, theme] of themes) {
      const surface = relativeLuminance(parseColor(theme.color.surface)!);
      const text = relativeLuminance(parseColor(theme.color.text)!);
      expect(theme.mode).toBe(id === 3 ? 'dark' : 'light');
      if (id === 3) expect(surface).toBeLessThan(text);
      else expect(surface).toBeGreaterThan(text);
    }
  });
});
