import type { DeepPartial, Theme } from '../base';
import { palette } from '../palette';
import type { UnreadException } from '../unread';

/**
 * Niche 2 (she), women-focused: airy blush surfaces, a light nav bar, deep rose and lilac accents,
 * a geometric sans with soft tracking and pill-round controls.
 */
export const niche2 = {
  name: 'niche2',
  color: {
    primary: palette.rose600,
    primaryHover: palette.rose700,
    onPrimary: palette.white,
    primarySurface: palette.blush100,
    onPrimarySurface: palette.rose800,
    secondary: palette.lilac200,
    secondaryHover: palette.lilac300,
    onSecondary: palette.lilac900,
    success: palette.emerald700,
    warning: palette.honey400,
    onWarning: palette.aubergine900,
    danger: palette.cherry700,
    info: palette.lilac800,
    dark: palette.aubergine700,
    premium: palette.roseGold300,
    onPremium: palette.aubergine900,
    /** The secondary's lilac, deepened: see UNREAD_EXCEPTION. */
    unread: palette.lilac600,
    onUnread: palette.white,

    background: palette.blush50,
    surface: palette.white,
    surfaceAlt: palette.blush100,
    border: palette.blush200,
    borderStrong: palette.mauve500,
    text: palette.aubergine900,
    textMuted: palette.mauve700,
    link: palette.rose700,
    focus: palette.rose600,
    overlay: 'rgba(46, 26, 39, 0.55)',

    infoSurface: palette.lilac100,
    onInfoSurface: palette.lilac800,
    successSurface: palette.emerald50,
    onSuccessSurface: palette.emerald800,
    warningSurface: palette.honey50,
    onWarningSurface: palette.honey800,
    dangerSurface: palette.cherry50,
    onDangerSurface: palette.cherry800,

    navBackground: palette.white,
    onNav: palette.aubergine900,
    navMuted: palette.mauve700,
    footerBackground: palette.aubergine800,
    onFooter: palette.blush100,
    footerMuted: palette.rose300,
  },
  font: {
    body: "'Avenir Next', Avenir, 'Segoe UI', 'Helvetica Neue', Roboto, Arial, sans-serif",
    heading: "'Avenir Next', 'Century Gothic', 'Futura', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif",
    weight: { heading: 600 },
    headingLetterSpacing: '0.01em',
  },
  radius: { sm: '12px', md: '22px', lg: '28px' },
  shadow: {
    sm: '0 1px 3px rgba(163, 19, 79, 0.08)',
    md: '0 6px 20px rgba(163, 19, 79, 0.12)',
    lg: '0 16px 40px rgba(77, 29, 66, 0.18)',
  },
} satisfies DeepPartial<Theme>;

/** SPEC §9 exception (theme/unread.ts). */
export const niche2UnreadException: UnreadException = {
  reason:
    'The secondary lilac (lilac200) is a pale fill for chips on blush surfaces: on the white nav bar, where the unread badge sits, it reaches 1.38:1 and the badge all but disappears. Unread is the same lilac deepened (lilac600: 4.72:1 on the nav, its white count 4.72:1).',
};
