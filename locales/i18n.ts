import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces';

export type MissingKeyReporter = (language: string, namespace: string, key: string) => void;
export type LanguageLoader = (language: Language) => Promise<Resource[string]>;

export interface I18nOptions {
  language: Language;
  /** Messages at hand: Storybook and tests bundle all; the site passes only the active language's. */
  resources: Resource;
  /**
   * Strict mode (Storybook, tests): no fallback language, so a key missing from the active language
   * is reported instead of silently showing English.
   */
  strict?: boolean;
  onMissingKey?: MissingKeyReporter;
}

/** The one i18n setup used by the app, Storybook and tests. Synchronous: the resources are already loaded. */
export function createI18n(options: I18nOptions): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng: options.language,
    fallbackLng: options.strict ? false : DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    resources: options.resources,
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    saveMissing: Boolean(options.onMissingKey),
    missingKeyHandler: options.onMissingKey
      ? (languages, namespace, key) => {
          for (const language of languages) options.onMissingKey?.(language, namespace, key);
        }
      : false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Loads a language's messages into the instance unless they are there, then switches to it. */
export async function ensureLanguage(instance: I18n, language: Language, load: LanguageLoader): Promise<void> {
  if (!instance.hasResourceBundle(language, DEFAULT_NAMESPACE)) {
    const bundle = await load(language);
    for (const [namespace, messages] of Object.entries(bundle)) {
      instance.addResourceBundle(language, namespace, messages, true, true);
    }
  }
  if (instance.language !== language) await instance.changeLanguage(language);
}
