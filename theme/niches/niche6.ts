import type { DeepPartial, Theme } from '../base';
import { palette } from '../palette';

/**
 * Niche 6 (milf), bold and confident: wine chrome, magenta and champagne accents, a black-weight heading
 * face with tight tracking, crisp corners and strong shadows.
 */
export const niche6 = {
  name: 'niche6',
  color: {
    primary: palette.magenta600,
    primaryHover: palette.magenta700,
    onPrimary: palette.white,
    primarySurface: palette.petal100,
    onPrimarySurface: palette.magenta800,
    secondary: palette.champagne300,
    secondaryHover: palette.champagne400,
    onSecondary: palette.wine800,
    success: palette.forest700,
    warning: palette.tangerine400,
    onWarning: palette.wine950,
    danger: palette.scarlet700,
    info: palette.indigo700,
    dark: palette.wine800,
    premium: palette.champagne300,
    onPremium: palette.wine800,
    /** SPEC §9: unread messages in the secondary colour. */
    unread: palette.champagne300,
    onUnread: palette.wine800,

    background: palette.petal50,
    surface: palette.white,
    surfaceAlt: palette.petal100,
    border: palette.petal200,
    borderStrong: palette.mulberry500,
    text: palette.wine950,
    textMuted: palette.mulberry700,
    link: palette.magenta700,
    focus: palette.magenta500,
    overlay: 'rgba(47, 6, 22, 0.65)',

    infoSurface: palette.indigo50,
    onInfoSurface: palette.indigo700,
    successSurface: palette.forest50,
    onSuccessSurface: palette.forest800,
    warningSurface: palette.tangerine50,
    onWarningSurface: palette.tangerine800,
    dangerSurface: palette.scarlet50,
    onDangerSurface: palette.scarlet800,

    navBackground: palette.wine800,
    onNav: palette.white,
    navMuted: palette.orchid200,
    footerBackground: palette.wine900,
    onFooter: palette.petal100,
    footerMuted: palette.orchid200,
  },
  font: {
    body: "'Helvetica Neue', Helvetica, Arial, system-ui, sans-serif",
    heading: "'Arial Black', 'Helvetica Neue', Helvetica, Arial, sans-serif",
    weight: { heading: 900 },
    headingLetterSpacing: '-0.02em',
    lineHeight: { tight: 1.1 },
  },
  radius: { sm: '3px', md: '6px', lg: '12px' },
  shadow: {
    sm: '0 2px 4px rgba(74, 10, 36, 0.14)',
    md: '0 10px 24px rgba(74, 10, 36, 0.2)',
    lg: '0 24px 56px rgba(74, 10, 36, 0.32)',
  },
} satisfies DeepPartial<Theme>;
