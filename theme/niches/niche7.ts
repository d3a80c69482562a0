import type { DeepPartial, Theme } from '../base';
import { palette } from '../palette';

/**
 * Niche 7 (gay), vivid and modern: deep violet chrome, electric violet with aqua and neon-pink accents,
 * a tight display grotesk, friendly rounded corners and violet-tinted shadows.
 */
export const niche7 = {
  name: 'niche7',
  color: {
    primary: palette.violet600,
    primaryHover: palette.violet700,
    onPrimary: palette.white,
    primarySurface: palette.violet50,
    onPrimarySurface: palette.violet800,
    secondary: palette.aqua400,
    secondaryHover: palette.aqua300,
    onSecondary: palette.aqua950,
    success: palette.mint700,
    warning: palette.amberVivid400,
    onWarning: palette.night950,
    danger: palette.ruby700,
    info: palette.ocean700,
    dark: palette.violet950,
    premium: palette.sun400,
    onPremium: palette.sun950,
    /** SPEC §9: unread messages in the secondary colour. */
    unread: palette.aqua400,
    onUnread: palette.aqua950,

    background: palette.haze50,
    surface: palette.white,
    surfaceAlt: palette.haze100,
    border: palette.haze200,
    borderStrong: palette.haze500,
    text: palette.night950,
    textMuted: palette.haze700,
    link: palette.violet700,
    focus: palette.aqua600,
    overlay: 'rgba(27, 10, 64, 0.6)',

    infoSurface: palette.ocean50,
    onInfoSurface: palette.ocean800,
    successSurface: palette.mint50,
    onSuccessSurface: palette.mint800,
    warningSurface: palette.amberVivid50,
    onWarningSurface: palette.amberVivid800,
    dangerSurface: palette.ruby50,
    onDangerSurface: palette.ruby800,

    navBackground: palette.violet900,
    onNav: palette.white,
    navMuted: palette.violet300,
    footerBackground: palette.violet950,
    onFooter: palette.haze100,
    footerMuted: palette.violet300,
  },
  font: {
    heading: "'Segoe UI Variable Display', 'SF Pro Display', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    weight: { heading: 800 },
    headingLetterSpacing: '-0.015em',
  },
  radius: { sm: '6px', md: '12px', lg: '20px' },
  shadow: {
    sm: '0 1px 3px rgba(76, 29, 149, 0.1)',
    md: '0 8px 22px rgba(76, 29, 149, 0.16)',
    lg: '0 20px 48px rgba(76, 29, 149, 0.24)',
  },
} satisfies DeepPartial<Theme>;
