import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../locales/languages';

export interface LanguageSources {
  /** The i18n_redirected cookie's value, if any. */
  cookie: string | null | undefined;
  /** The language the server chose for this page (inlined bootstrap), if any. */
  bootstrap: string | null | undefined;
  /** settings.domain_language. */
  domainLanguage: string | null | undefined;
}

/**
 * SPEC §9: the interface language is the one the server inlined (it already weighed the cookie), else the
 * i18n_redirected cookie, else the domain's language, else English. Unknown values are skipped.
 */
export function chooseLanguage({ cookie, bootstrap, domainLanguage }: LanguageSources): Language {
  for (const candidate of [bootstrap, cookie, domainLanguage]) {
    if (isLanguage(candidate)) return candidate;
  }
  return DEFAULT_LANGUAGE;
}
