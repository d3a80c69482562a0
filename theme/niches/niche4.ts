import type { DeepPartial, Theme } from '../base';
import { palette } from '../palette';

/**
 * Niche 4 (bbw), warm, generous and soft: cream surfaces, terracotta and apricot, a rounded heading face,
 * generously rounded corners and wide, soft shadows.
 */
export const niche4 = {
  name: 'niche4',
  color: {
    primary: palette.terracotta600,
    primaryHover: palette.terracotta700,
    onPrimary: palette.white,
    primarySurface: palette.peach100,
    onPrimarySurface: palette.terracotta800,
    secondary: palette.apricot200,
    secondaryHover: palette.apricot300,
    onSecondary: palette.apricot950,
    success: palette.sage700,
    warning: palette.marigold400,
    onWarning: palette.cocoa900,
    danger: palette.brick700,
    info: palette.lagoon700,
    dark: palette.terracotta950,
    premium: palette.marigold400,
    onPremium: palette.cocoa900,
    /** SPEC §9: unread messages in the secondary colour. */
    unread: palette.apricot200,
    onUnread: palette.apricot950,

    background: palette.cream50,
    surface: palette.cream25,
    surfaceAlt: palette.cream100,
    border: palette.sand200,
    borderStrong: palette.clay500,
    text: palette.cocoa900,
    textMuted: palette.clay700,
    link: palette.terracotta700,
    focus: palette.ember500,
    overlay: 'rgba(58, 26, 12, 0.55)',

    infoSurface: palette.lagoon50,
    onInfoSurface: palette.lagoon800,
    successSurface: palette.sage50,
    onSuccessSurface: palette.sage800,
    warningSurface: palette.cream100,
    onWarningSurface: palette.terracotta800,
    dangerSurface: palette.brick50,
    onDangerSurface: palette.brick800,

    navBackground: palette.terracotta900,
    onNav: palette.cream25,
    navMuted: palette.apricot200,
    footerBackground: palette.terracotta950,
    onFooter: palette.cream100,
    footerMuted: palette.apricot300,
  },
  font: {
    body: "ui-rounded, 'SF Pro Rounded', 'Segoe UI', 'Trebuchet MS', Roboto, Arial, sans-serif",
    heading: "ui-rounded, 'SF Pro Rounded', 'Arial Rounded MT Bold', 'Trebuchet MS', 'Segoe UI', sans-serif",
    weight: { heading: 800 },
    lineHeight: { tight: 1.25, normal: 1.6 },
  },
  radius: { sm: '10px', md: '16px', lg: '24px' },
  shadow: {
    sm: '0 2px 6px rgba(126, 44, 11, 0.08)',
    md: '0 10px 28px rgba(126, 44, 11, 0.12)',
    lg: '0 24px 56px rgba(126, 44, 11, 0.18)',
  },
} satisfies DeepPartial<Theme>;
