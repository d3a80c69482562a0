import { palette } from './palette';

/**
 * The complete semantic theme. Niche themes (niches/*.ts) re-point these names; components only ever
 * read them (theme.color.surface, theme.space[3], theme.radius.md, theme.media.md …).
 * Every `on*` colour is the text/icon colour that sits on the colour of the same name.
 */
export const baseTheme = {
  name: 'base',
  mode: 'light' as 'light' | 'dark',
  color: {
    primary: palette.blue600,
    primaryHover: palette.blue700,
    onPrimary: palette.white,
    /** A light tint of the primary (selected tab, chip, highlighted row) with its text colour. */
    primarySurface: palette.blue50,
    onPrimarySurface: palette.blue700,
    secondary: palette.yellow400,
    secondaryHover: palette.yellow500,
    onSecondary: palette.navy900,
    success: palette.green700,
    onSuccess: palette.white,
    warning: palette.amber600,
    onWarning: palette.black,
    danger: palette.red700,
    onDanger: palette.white,
    info: palette.sky800,
    onInfo: palette.white,
    dark: palette.navy800,
    onDark: palette.white,
    premium: palette.yellow400,
    onPremium: palette.navy900,
    /** SPEC §9: the unread-messages colour equals the secondary yellow. */
    unread: palette.yellow400,
    onUnread: palette.navy900,

    background: palette.gray50,
    surface: palette.white,
    surfaceAlt: palette.gray100,
    /** Decorative dividers and card edges (no contrast minimum). */
    border: palette.gray300,
    /** Outlines that identify a control (inputs, checkboxes): at least 3:1 against surface and background. */
    borderStrong: palette.gray500,
    text: palette.gray900,
    textMuted: palette.gray600,
    link: palette.blue700,
    /** Focus ring: at least 3:1 against surface, background and the nav bar. */
    focus: palette.blue500,
    /** Modal backdrop, translucent; never a text background. */
    overlay: 'rgba(15, 23, 42, 0.6)',

    /** Tinted surfaces for alerts and toasts, each with its readable text colour. */
    infoSurface: palette.sky50,
    onInfoSurface: palette.sky800,
    successSurface: palette.green50,
    onSuccessSurface: palette.green800,
    warningSurface: palette.amber50,
    onWarningSurface: palette.amber800,
    dangerSurface: palette.red50,
    onDangerSurface: palette.red800,

    navBackground: palette.navy800,
    onNav: palette.white,
    navMuted: palette.gray300,
    footerBackground: palette.navy900,
    onFooter: palette.gray200,
    footerMuted: palette.gray300,
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', display: '2.5rem' },
    /** `heading` is the weight of h1–h3 and display text; brands range from 600 (elegant) to 900 (bold). */
    weight: { regular: 400, medium: 500, bold: 700, heading: 700 },
    lineHeight: { tight: 1.2, normal: 1.5 },
    headingTransform: 'none' as 'none' | 'uppercase',
    headingLetterSpacing: '0',
  },
  /** 4-px scale: space[1] = 0.25rem … space[8] = 4rem. */
  space: ['0', '0.25rem', '0.5rem', '0.75rem', '1rem', '1.5rem', '2rem', '3rem', '4rem'] as const,
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px', round: '50%' },
  border: { width: '1px', focusWidth: '3px' },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.2)',
  },
  zIndex: { base: 0, nav: 100, dropdown: 1000, overlay: 1100, modal: 1200, toast: 1300, progress: 1400 },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '400ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)' },
  },
  /** SPEC §9 responsive breakpoints, in px. Use `media` in components. */
  breakpoint: { sm: 576, md: 768, lg: 992, xl: 1200 },
  media: {
    sm: '@media (min-width: 576px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 992px)',
    xl: '@media (min-width: 1200px)',
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  size: {
    /** SPEC §9: toast maximum width. */
    toastMaxWidth: '350px',
    navHeight: '56px',
    containerMax: '1140px',
    avatar: { sm: '32px', md: '48px', lg: '96px', xl: '160px' },
    modalWidth: { sm: '400px', md: '560px', lg: '800px' },
    touchTarget: '44px',
  },
};

type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { [K in keyof T]: Widen<T[K]> };

/** The theme shape: the base's keys with plain string and number values, so niches can re-point them. */
export type Theme = Widen<typeof baseTheme>;

type DeepPartialObject<T> = { [K in keyof T]?: DeepPartial<T[K]> };
/** A niche delta: any subset of the base shape; a misspelt key fails to compile (used with `satisfies`). */
export type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? DeepPartialObject<T> : T;
