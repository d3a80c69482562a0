/** Business constants and limits of SPEC §9 (and the few of §4–§6 that are numbers). */

/** SPEC §1/§9 languages; locales/languages.ts holds the same list for the design system (a unit test keeps them equal). */
export const LANGUAGES = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl', 'da', 'fi', 'nb', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
// SPEC §9's default date locale (nl) is DEFAULT_DATE_LOCALE in locales/languages.ts, beside the locales whose dates
// fall back to it (`dateLocale`).
/**
 * SPEC §9: design version 2. Reported in every page's HTML as `<meta name="design-version">` (app/index.html, the
 * template of every page the server sends; a unit test keeps the two equal).
 */
export const DESIGN_VERSION = 2;

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const AUTH_COOKIE_PREFIX = 'auth.';
export const AUTH_COOKIE_NAME = 'auth.session';
export const AUTH_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** Header marking the client request type on user calls (SPEC §7). */
export const CLIENT_TYPE_HEADER = 'x-client-type';
export const CLIENT_TYPE_WEB = 'web';

export const REFRESH = { intervalMs: 60_000, pushSubscribedIntervalMs: 300_000, startDelayMs: 5_000 } as const;
export const REQUEST_RETRIES = 5;
export const LOADING_INDICATOR_DELAY_MS = 200;

export const TIME_BONUS = {
  popupDelayMs: 40_000,
  code: 'TIMEBONUS25',
  percentage: 25,
  validForS: 14_400,
  tickMs: 1_000,
  actFastValue: 4,
} as const;
export const WELCOME_DISCOUNT_PERCENTAGE = 25;
export const DELETE_GRACE_DAYS = 14;
export const PREMIUM_MORE_CHANCE_PERCENT = 46;
export const AUTO_LIKE_RELOAD_MS = 500;

export const PROGRESS_BAR = { throttleMs: 200, durationMs: 5_000, hideAfterMs: 500 } as const;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

export const BADGE_CAP = 99;
export const LOW_CREDITS_THRESHOLD = 10;

export const PHOTO_LIMITS = { free: 3, premium: 25 } as const;
export const SWIPE_LIKES_PER_DAY = 4;
export const FREE_CONVERSATIONS_LIMIT = 2;
export const MIN_AGE = 18;

export const GEOLOCATION_MAX_AGE_MS = 60 * 60 * 1000;

/** Countries whose visitors see the entry warning on the chat, lander and empty layouts (SPEC §2). */
export const STRICT_ENTRY_WARNING_COUNTRIES = ['NL', 'DE'] as const;

/** SPEC §9: the terms version date is at least this, or the company's added date if later. */
export const TERMS_VERSION_MIN = '2023-12-01T12:00:00Z';

export const NOTIFICATION_TYPES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Dismissal flags (unix-second timestamps), SPEC §3. */
export const DISMISSAL_KEYS = {
  enrichAlert: 'hide-enrich-alert',
  pushAlert: 'hide-push-notification-alert',
  disabledNotificationsAlert: 'hide-disabled-notifications-alert',
  timeBonusModal: 'hide-time-bonus-modal',
  siteEntryWarning: 'hide-site-entry-warning',
} as const;
