import type { DeepPartial, Theme } from '../base';
import { palette } from '../palette';
import type { UnreadException } from '../unread';

/**
 * Niche 5 (gilf), mature and elegant: ivory surfaces, muted plum with teal and antique gold, serif headings
 * over a humanist sans, a slightly larger reading size, fine corners and quiet shadows.
 */
export const niche5 = {
  name: 'niche5',
  color: {
    primary: palette.plum700,
    primaryHover: palette.plum800,
    onPrimary: palette.white,
    primarySurface: palette.plum100,
    onPrimarySurface: palette.plum800,
    secondary: palette.teal600,
    secondaryHover: palette.teal800,
    onSecondary: palette.white,
    success: palette.moss700,
    warning: palette.ochre500,
    onWarning: palette.plum950,
    danger: palette.oxblood700,
    info: palette.slate700,
    dark: palette.plum850,
    premium: palette.gold400,
    onPremium: palette.gold950,
    /** The niche's antique gold instead of the secondary teal: see UNREAD_EXCEPTION. */
    unread: palette.gold400,
    onUnread: palette.gold950,

    background: palette.ivory50,
    surface: palette.ivory25,
    surfaceAlt: palette.ivory100,
    border: palette.linen200,
    borderStrong: palette.taupe500,
    text: palette.plum950,
    textMuted: palette.taupe700,
    link: palette.teal700,
    focus: palette.teal500,
    overlay: 'rgba(40, 19, 38, 0.6)',

    infoSurface: palette.slate50,
    onInfoSurface: palette.slate700,
    successSurface: palette.moss50,
    onSuccessSurface: palette.moss800,
    warningSurface: palette.ochre50,
    onWarningSurface: palette.ochre800,
    dangerSurface: palette.oxblood50,
    onDangerSurface: palette.oxblood800,

    navBackground: palette.plum850,
    onNav: palette.ivory25,
    navMuted: palette.gold300,
    footerBackground: palette.plum900,
    onFooter: palette.ivory100,
    footerMuted: palette.gold300,
  },
  font: {
    body: "Optima, Candara, 'Segoe UI', 'Gill Sans', 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    heading: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Times New Roman', serif",
    size: { md: '1.0625rem', lg: '1.1875rem' },
    weight: { heading: 600 },
    headingLetterSpacing: '0.01em',
    lineHeight: { tight: 1.25, normal: 1.6 },
  },
  radius: { sm: '2px', md: '4px', lg: '8px' },
  shadow: {
    sm: '0 1px 2px rgba(40, 19, 38, 0.06)',
    md: '0 3px 10px rgba(40, 19, 38, 0.08)',
    lg: '0 10px 30px rgba(40, 19, 38, 0.14)',
  },
} satisfies DeepPartial<Theme>;

/** SPEC §9 exception (theme/unread.ts). */
export const niche5UnreadException: UnreadException = {
  reason:
    'The secondary teal (teal600) reaches 2.53:1 on the dark plum nav bar, under the 3:1 a badge needs to be seen. Unread is the niche\'s antique gold accent (gold400: 6.81:1 on the nav, with a dark count).',
};
