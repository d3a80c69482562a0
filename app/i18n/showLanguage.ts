import type { i18n as I18n } from 'i18next';
import { ensureLanguage } from '../../locales/i18n';
import type { Language } from '../../locales/languages';
import { loadLanguage } from '../../locales/loaders';
import { writeLanguageCookie } from './languageCookie';
import { setDocumentLanguage } from './setDocumentLanguage';

/**
 * Shows the site in `language` in this browser (SPEC §4 locale change): the i18n_redirected cookie, that language's
 * messages and `<html lang>`. Saving it on the account is the caller's business.
 */
export async function showLanguage(i18n: I18n, language: Language): Promise<void> {
  writeLanguageCookie(language);
  await ensureLanguage(i18n, language, loadLanguage);
  setDocumentLanguage(language);
}
