import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/constants';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The request's language: the `i18n_redirected` cookie when it names one of ours, else the site's domain language. */
export function requestLanguage(cookieValue: string | undefined, domainLanguage: string | undefined): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  if (isLanguage(domainLanguage)) return domainLanguage;
  return DEFAULT_LANGUAGE;
}
