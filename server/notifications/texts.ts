import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../locales/languages';
import { DEFAULT_LOCALES_DIR } from '../i18n/messages';
import { MAIL_NAMESPACE } from '../mail/render';

/**
 * The server-side texts of notifications that are not mails: the push notification's title and body and the
 * one-click unsubscribe page. They live in the `mail` namespace (`push.*`, `unsubscribe_page.*`), a server-only
 * namespace, so the site's bundle never carries them.
 */
export class NotificationTexts {
  readonly #i18n: i18n;

  constructor(resources: Partial<Record<Language, Record<string, unknown>>>) {
    this.#i18n = i18next.createInstance();
    void this.#i18n.init({
      initAsync: false,
      resources: Object.fromEntries(Object.entries(resources).map(([language, messages]) => [language, { [MAIL_NAMESPACE]: messages }])),
      supportedLngs: [...LANGUAGES],
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [MAIL_NAMESPACE],
      defaultNS: MAIL_NAMESPACE,
      // Push texts are shown as plain text by the browser; the unsubscribe page escapes what it inserts.
      interpolation: { escapeValue: false, skipOnVariables: true },
      returnNull: false,
      returnEmptyString: false,
      returnObjects: false,
    });
  }

  static load(localesDir: string = DEFAULT_LOCALES_DIR): NotificationTexts {
    const resources: Partial<Record<Language, Record<string, unknown>>> = {};
    for (const language of LANGUAGES) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(path.join(localesDir, language, `${MAIL_NAMESPACE}.json`), 'utf8'));
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) resources[language] = parsed as Record<string, unknown>;
      } catch {
        // A missing file leaves that language on English; the locale tests catch it.
      }
    }
    return new NotificationTexts(resources);
  }

  t(language: Language, key: string, values: Record<string, string | number> = {}): string {
    return this.#i18n.t(key, { lng: language, replace: values });
  }
}
