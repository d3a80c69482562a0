import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ENDPOINTS } from '../../contract/api';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../locales/languages';
import { apiFetch } from '../api/client';
import { USER_KEY, useViewer } from '../data/viewer';
import { showLanguage } from '../i18n/showLanguage';

export interface LanguageControl {
  language: Language;
  changeLanguage(language: Language): Promise<void>;
}

/**
 * SPEC §4 locale change: saves the i18n_redirected cookie, loads only that language's messages and, when logged in,
 * saves it on the account (`PUT /api/user.php { language }`) so mails arrive in it.
 */
export function useLanguage(): LanguageControl {
  const { i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const { status } = useViewer();
  const loggedIn = status === 'member';
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const changeLanguage = useCallback(
    async (next: Language) => {
      const saved = loggedIn
        ? apiFetch(ENDPOINTS.userLanguage.path, { method: 'PUT', body: { language: next }, schema: ENDPOINTS.userLanguage.response }).then(
            ({ user }) => mutate(USER_KEY, user, { revalidate: false }),
          )
        : Promise.resolve();
      await showLanguage(i18n, next);
      await saved;
    },
    [i18n, loggedIn, mutate],
  );
  return { language, changeLanguage };
}
