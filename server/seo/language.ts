import { LANGUAGES, type Language } from '../../contract/constants';

/**
 * How a language is addressed (README "Server rendering"). SPEC §9: there is no URL prefix; the language comes from
 * the `i18n_redirected` cookie, else the domain's language. Search engines need one URL per language, and keep no
 * cookies, so each page also answers `?lang=xx`: rendered in that language, which is also saved in the cookie (a
 * SPEC §4 locale change: following a link to the Dutch page is choosing Dutch). The URL without `?lang` is the domain
 * language's own address and the `x-default`.
 */
export const LANGUAGE_QUERY_PARAM = 'lang';

/** The language a `?lang=` names, or null when absent, repeated or not one of ours. */
export function queryLanguage(query: unknown): Language | null {
  if (typeof query !== 'object' || query === null) return null;
  const value = (query as Record<string, unknown>)[LANGUAGE_QUERY_PARAM];
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
}

/** A page's address in one language: the bare path for the domain language, `?lang=xx` for the others. */
export function languageUrl(origin: string, path: string, language: Language, domainLanguage: Language): string {
  const url = new URL(path, origin);
  if (language !== domainLanguage) url.searchParams.set(LANGUAGE_QUERY_PARAM, language);
  return url.href;
}
