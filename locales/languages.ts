/** SPEC §1, §9: the 11 interface languages; English is the default. There is no URL prefix. */
export const LANGUAGES = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl', 'da', 'fi', 'nb', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** SPEC §9: default date locale nl (used when a date is formatted without a known language). */
export const DEFAULT_DATE_LOCALE = 'nl';

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

/** The languages offered to a visitor from a country: the country's own first, then English, then the rest. */
export function languagesForCountry(country: string | null | undefined): Language[] {
  const own = (country && COUNTRY_LANGUAGES[country.toUpperCase()]) || [];
  const rest = LANGUAGES.filter((language) => !own.includes(language));
  return [...own, ...rest];
}
