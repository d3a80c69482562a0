import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureLanguage } from '../../locales/i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../locales/languages';
import { loadLanguage } from '../../locales/loaders';
import { writeLanguageCookie } from '../i18n/languageCookie';
import { setDocumentLanguage } from '../i18n/setDocumentLanguage';

export interface LanguageControl {
  language: Language;
  changeLanguage(language: Language): Promise<void>;
}

/**
 * SPEC §4 locale change: saves the i18n_redirected cookie and loads only that language's messages.
 * The accounts issue adds the logged-in step here: `PUT /api/user.php { language }` after the switch.
 */
export function useLanguage(): LanguageControl {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const changeLanguage = useCallback(
    async (next: Language) => {
      writeLanguageCookie(next);
      await ensureLanguage(i18n, next, loadLanguage);
      setDocumentLanguage(next);
    },
    [i18n],
  );
  return { language, changeLanguage };
}
