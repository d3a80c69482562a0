import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from '../../contract/constants';

type Params = Record<string, string | number>;

export const DEFAULT_LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

/**
 * Server-side messages of one namespace (the `errors` namespace: key = error code), read once at start from
 * `locales/<lng>/<ns>.json`. A key missing in a language falls back to English, then to the key itself.
 * Interpolation uses i18next's `{{name}}` syntax so the same files serve the client.
 */
export class Messages {
  readonly #byLanguage: ReadonlyMap<Language, Readonly<Record<string, unknown>>>;

  constructor(byLanguage: ReadonlyMap<Language, Readonly<Record<string, unknown>>>) {
    this.#byLanguage = byLanguage;
  }

  static load(namespace: string, localesDir: string = DEFAULT_LOCALES_DIR): Messages {
    const byLanguage = new Map<Language, Record<string, unknown>>();
    for (const language of LANGUAGES) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'));
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) byLanguage.set(language, parsed as Record<string, unknown>);
      } catch {
        // A missing or broken file leaves that language on the English fallback; the locale tests catch it.
      }
    }
    return new Messages(byLanguage);
  }

  has(language: Language, key: string): boolean {
    return typeof this.#lookup(language, key) === 'string';
  }

  translate(language: Language, key: string, params: Params = {}): string {
    const template = this.#resolve(language, key, params) ?? this.#resolve(DEFAULT_LANGUAGE, key, params) ?? key;
    return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : match,
    );
  }

  /** i18next's plural keys: with a numeric `count`, `key_one`/`key_few`/… (Intl.PluralRules) before the plain key. */
  #resolve(language: Language, key: string, params: Params): string | undefined {
    const count = params.count;
    if (typeof count === 'number') {
      const plural = this.#lookup(language, `${key}_${new Intl.PluralRules(language).select(count)}`);
      if (plural !== undefined) return plural;
    }
    return this.#lookup(language, key);
  }

  /** A flat key (`not_found`), else a dotted path into nested objects (`route_titles.login`), as i18next reads them. */
  #lookup(language: Language, key: string): string | undefined {
    const messages = this.#byLanguage.get(language);
    if (!messages) return undefined;
    if (Object.hasOwn(messages, key)) {
      const value = messages[key];
      return typeof value === 'string' ? value : undefined;
    }
    let node: unknown = messages;
    for (const part of key.split('.')) {
      if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' ? node : undefined;
  }
}
