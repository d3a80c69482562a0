/** SPEC §1, §9: the 11 interface languages; English is the default. There is no URL prefix. */
export const LANGUAGES = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl', 'da', 'fi', 'nb', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** SPEC §9: default date locale nl, for a date formatted without a known language (`dateLocale`). */
export const DEFAULT_DATE_LOCALE = 'nl';

/**
 * SPEC §3 Locale: what the site knows about each of its languages. One entry per language in LOCALES; read it through
 * `LOCALES[language]` wherever a language is written out for something other than our own lookups.
 */
export interface Locale {
  /** Our key for the language: the `i18n_redirected` cookie, `?lang=`, i18next's language, a member's `language`. */
  readonly code: Language;
  /**
   * The BCP 47 tag a page in this language is marked with: `<html lang>` (app/i18n/setDocumentLanguage.ts), the
   * `hreflang` alternates (server/seo/head.ts) and Intl's date formatting (`dateLocale`). Language only, no region:
   * a page serves every country that reads the language (Dutch for NL and BE, German for DE, AT and CH, SPEC §9), and
   * a region tag in `hreflang` would leave the other countries' readers without a page of their language.
   */
  readonly iso: string;
  /**
   * The language code a GIF or sticker service takes for localised media (Giphy's `lang`, which knows Norwegian as
   * `no`). Nothing loads localised media today: gifts are emoji (contract/chat.ts `GIFTS`) and the demo photos are
   * drawn. A GIF search in the chat composer, or localised gift animations, would pass this code to their provider.
   */
  readonly gifLocale: string;
  /** The folder of its message files, `locales/<file>/<namespace>.json` (locales/loaders.ts loads it). */
  readonly file: string;
}

export const LOCALES: Readonly<Record<Language, Locale>> = {
  en: { code: 'en', iso: 'en', gifLocale: 'en', file: 'en' },
  nl: { code: 'nl', iso: 'nl', gifLocale: 'nl', file: 'nl' },
  de: { code: 'de', iso: 'de', gifLocale: 'de', file: 'de' },
  it: { code: 'it', iso: 'it', gifLocale: 'it', file: 'it' },
  fr: { code: 'fr', iso: 'fr', gifLocale: 'fr', file: 'fr' },
  es: { code: 'es', iso: 'es', gifLocale: 'es', file: 'es' },
  pl: { code: 'pl', iso: 'pl', gifLocale: 'pl', file: 'pl' },
  da: { code: 'da', iso: 'da', gifLocale: 'da', file: 'da' },
  fi: { code: 'fi', iso: 'fi', gifLocale: 'fi', file: 'fi' },
  nb: { code: 'nb', iso: 'nb', gifLocale: 'no', file: 'nb' },
  sv: { code: 'sv', iso: 'sv', gifLocale: 'sv', file: 'sv' },
};

/** Each language's own name, shown in the language dropdown (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  it: 'Italiano',
  fr: 'Français',
  es: 'Español',
  pl: 'Polski',
  da: 'Dansk',
  fi: 'Suomi',
  nb: 'Norsk bokmål',
  sv: 'Svenska',
};

/** SPEC §9: country to language map for the locale switcher; the first language is the country's default. */
export const COUNTRY_LANGUAGES: Record<string, readonly Language[]> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
  DK: ['da'],
  FI: ['fi', 'sv'],
  NO: ['nb'],
  SE: ['sv'],
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The locale a date is written in for a reader of `language`: one of ours gives its `iso`, another locale the date
 * formatter knows stays itself (`en-GB`), and anything without date data of its own (missing, i18next's `cimode`, a
 * stray value) falls back to SPEC §9's default date locale, nl.
 */
export function dateLocale(language: string | null | undefined): string {
  if (isLanguage(language)) return LOCALES[language].iso;
  if (!language) return DEFAULT_DATE_LOCALE;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([language])[0] ?? DEFAULT_DATE_LOCALE;
  } catch {
    // Not even a well-formed language tag.
    return DEFAULT_DATE_LOCALE;
  }
}

/** The languages offered to a visitor from a country: the country's own first, then English, then the rest. */
export function languagesForCountry(country: string | null | undefined): Language[] {
  const own = (country && COUNTRY_LANGUAGES[country.toUpperCase()]) || [];
  const rest = LANGUAGES.filter((language) => !own.includes(language));
  return [...own, ...rest];
}
