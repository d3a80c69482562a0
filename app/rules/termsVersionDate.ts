import { TERMS_VERSION_MIN } from '../../contract/constants';
import { dateLocale } from '../../locales/languages';

const MIN_MS = Date.parse(TERMS_VERSION_MIN);

/**
 * SPEC §9: the terms version date is 2023-12-01T12:00:00Z, or the company's added date when that is later (a company
 * that joined later accepted the terms from its own start). An absent or unreadable added date counts as none.
 */
export function termsVersionDate(companyAdded: string | null | undefined): Date {
  const added = companyAdded ? Date.parse(companyAdded) : Number.NaN;
  return new Date(Number.isFinite(added) && added > MIN_MS ? added : MIN_MS);
}

/**
 * The version date as a reader of `language` writes a date ("1 December 2023", "1. Dezember 2023"; SPEC §9's default
 * date locale for a language we do not know). Read in UTC, so every visitor sees the same day as the date stored.
 */
export function formatTermsVersionDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
