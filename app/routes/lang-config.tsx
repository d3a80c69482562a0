import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { pathFor } from '../../contract/routes';
import type { Language } from '../../locales/languages';
import { LanguagePickerScreen } from '../../src/screens/LanguagePickerScreen';
import { useSettings } from '../data/site';
import { useRouteTitle } from '../hooks/useDocumentTitle';
import { useLanguage } from '../hooks/useLanguage';
import { safeNextPath } from '../rules/safeNextPath';
import { reloadAfterChunkError } from '../shell/chunkReloadGuard';
import { suggestedLanguages } from '../rules/suggestedLanguages';
import { visitorCountry } from '../rules/visitorCountry';

/**
 * Route `lang-config` (SPEC §2): pick the site's language. The switch is SPEC §4's locale change (useLanguage: the
 * cookie, that language's messages, and the account's language when logged in); `?next=` says where to go on.
 */
export function Component() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [params] = useSearchParams();
  const { language, changeLanguage } = useLanguage();
  const [pending, setPending] = useState<Language | null>(null);
  const [changed, setChanged] = useState<Language | null>(null);
  const [error, setError] = useState<string>();
  useRouteTitle(t('pages:page_title', { page: t('pages:language.title'), site: settings.name }));

  const onSelect = (next: Language) => {
    setPending(next);
    setError(undefined);
    setChanged(null);
    changeLanguage(next)
      .then(
        () => setChanged(next),
        (failure: unknown) => {
          // The new language's messages are a chunk of their own: after a deploy, reload once (SPEC §8).
          if (reloadAfterChunkError(failure)) return;
          console.error('The language could not be changed', failure);
          setError(t('pages:language.error'));
        },
      )
      .finally(() => setPending(null));
  };

  return (
    <LanguagePickerScreen
      siteName={settings.name}
      current={language}
      suggested={suggestedLanguages(visitorCountry(settings), settings.domain_language)}
      onSelect={onSelect}
      pending={pending}
      changed={changed}
      error={error}
      continueHref={safeNextPath(params.get('next'), pathFor('index'))}
    />
  );
}
