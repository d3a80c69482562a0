import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_NAMESPACES } from '../../locales/namespaces';
import { loadBackOfficeMessages } from '../../locales/loaders';
import { isLanguage } from '../../locales/languages';

/**
 * The back office's namespaces (`staff`, `moderation`) for the current language, loaded by this chunk only (the site
 * never fetches them for members). True once they are in i18n; a language switch loads the new language's too.
 */
export function useBackOfficeMessages(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const has = () => BACK_OFFICE_NAMESPACES.every((namespace) => i18n.hasResourceBundle(language, namespace));
  const [ready, setReady] = useState(has);
  useEffect(() => {
    if (has()) {
      setReady(true);
      return;
    }
    if (!isLanguage(language)) return;
    let cancelled = false;
    setReady(false);
    void loadBackOfficeMessages(language).then((bundles) => {
      for (const [namespace, messages] of Object.entries(bundles)) i18n.addResourceBundle(language, namespace, messages, true, true);
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
    // `has` reads i18n, which is stable; the language is the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, language]);
  return ready;
}
