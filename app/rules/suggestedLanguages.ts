import { COUNTRY_LANGUAGES, isLanguage, type Language } from '../../locales/languages';

/**
 * The languages /lang-config offers first: the visitor's country's languages (SPEC §9 country map, its default
 * first), then the site's own domain language when it is not among them. Unknown countries suggest the domain
 * language only.
 */
export function suggestedLanguages(country: string | null | undefined, domainLanguage: string | null | undefined): Language[] {
  const own = (country && COUNTRY_LANGUAGES[country.toUpperCase()]) || [];
  const suggested = [...own];
  if (isLanguage(domainLanguage) && !suggested.includes(domainLanguage)) suggested.push(domainLanguage);
  return suggested;
}
