import { SITE_TEXT_FIELDS, type Settings, type SettingsInLanguage, type SiteText } from '../../contract/settings';
import type { Language } from '../../locales/languages';

/**
 * SPEC §3: the texts a partner writes for a site (the fictional warning, its singular and plural) exist per language
 * and follow the reader's language. A language the partner has not written falls back to the domain language, then
 * to any language written (a partner's text is better than none where a fictional profile must be marked). A single
 * string (settings from before texts were per language) is the domain language's.
 */
export function siteText(text: SiteText | string, language: string, domainLanguage: Language): string {
  if (typeof text === 'string') return text.trim();
  const written = (key: string) => text[key as Language]?.trim() ?? '';
  return written(language) || written(domainLanguage) || Object.values(text).map((value) => value?.trim() ?? '').find(Boolean) || '';
}

/** The settings with every partner text in `language` (see `siteText`). */
export function settingsInLanguage(settings: Settings, language: string): SettingsInLanguage {
  const texts = Object.fromEntries(SITE_TEXT_FIELDS.map((field) => [field, siteText(settings[field], language, settings.domain_language)]));
  return { ...settings, ...texts } as SettingsInLanguage;
}
