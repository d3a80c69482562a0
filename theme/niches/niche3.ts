import type { DeepPartial, Theme } from '../base';
import { palette } from '../palette';
import type { UnreadException } from '../unread';

/**
 * Niche 3 (bdsm), a dark brand: near-black surfaces, light text, crimson and deep red accents,
 * a condensed uppercase display face with wide tracking, sharp corners and deep shadows.
 * Accents are light enough to read as text on the dark surfaces, so their `on` colours are dark.
 */
export const niche3 = {
  name: 'niche3',
  mode: 'dark',
  color: {
    primary: palette.crimson500,
    primaryHover: palette.crimson400,
    onPrimary: palette.crimson950,
    primarySurface: palette.garnet950,
    onPrimarySurface: palette.crimson300,
    secondary: palette.crimson800,
    secondaryHover: palette.crimson900,
    onSecondary: palette.white,
    success: palette.jade400,
    onSuccess: palette.ink950,
    warning: palette.saffron400,
    onWarning: palette.ink950,
    danger: palette.flame400,
    onDanger: palette.ink950,
    info: palette.azure400,
    onInfo: palette.ink950,
    dark: palette.ink700,
    onDark: palette.white,
    premium: palette.gilt400,
    onPremium: palette.ink950,
    /** The secondary's crimson, lightened: see UNREAD_EXCEPTION. */
    unread: palette.crimson500,
    onUnread: palette.crimson950,

    background: palette.ink950,
    surface: palette.ink900,
    surfaceAlt: palette.ink850,
    border: palette.ink700,
    borderStrong: palette.ink500,
    text: palette.ink100,
    textMuted: palette.ink300,
    link: palette.crimson300,
    focus: palette.crimson300,
    overlay: 'rgba(0, 0, 0, 0.78)',

    infoSurface: palette.azure950,
    onInfoSurface: palette.azure200,
    successSurface: palette.jade950,
    onSuccessSurface: palette.jade200,
    warningSurface: palette.saffron950,
    onWarningSurface: palette.saffron200,
    dangerSurface: palette.garnet950,
    onDangerSurface: palette.crimson300,

    navBackground: palette.black,
    onNav: palette.white,
    navMuted: palette.ink300,
    footerBackground: palette.black,
    onFooter: palette.ink200,
    footerMuted: palette.ink300,
  },
  font: {
    heading: "Bahnschrift, 'DIN Alternate', 'DIN Condensed', 'Arial Narrow', 'Roboto Condensed', 'Helvetica Neue', Arial, sans-serif",
    headingTransform: 'uppercase',
    headingLetterSpacing: '0.12em',
  },
  radius: { sm: '0', md: '2px', lg: '4px', pill: '3px' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.6)',
    md: '0 6px 18px rgba(0, 0, 0, 0.7)',
    lg: '0 0 0 1px rgba(245, 77, 102, 0.28), 0 18px 44px rgba(0, 0, 0, 0.8)',
  },
} satisfies DeepPartial<Theme>;

/** SPEC §9 exception (theme/unread.ts). */
export const niche3UnreadException: UnreadException = {
  reason:
    'The secondary crimson (crimson800) is a deep red made to carry white text, but on the black nav bar it reaches 2.25:1, under the 3:1 a badge needs to be seen. Unread is the same crimson lightened (crimson500: 6.14:1 on the nav, with a near-black count).',
};
