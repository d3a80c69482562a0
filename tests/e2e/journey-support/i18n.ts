import { readFileSync } from 'node:fs';
import type { Language } from '../../../locales/languages';

/**
 * The site's own messages, read from locales/<language>/<namespace>.json, so the tests find buttons and headings by
 * the names a visitor in that language sees rather than by English text or test ids.
 */
type Messages = { [key: string]: string | Messages };
const cache = new Map<string, Messages>();

function namespace(language: Language, ns: string): Messages {
  const id = `${language}/${ns}`;
  let messages = cache.get(id);
  if (!messages) {
    messages = JSON.parse(readFileSync(new URL(`../../../locales/${id}.json`, import.meta.url), 'utf8')) as Messages;
    cache.set(id, messages);
  }
  return messages;
}

function lookup(language: Language, ns: string, path: string): string | undefined {
  const found = path.split('.').reduce<string | Messages | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), namespace(language, ns));
  return typeof found === 'string' ? found : undefined;
}

export type Values = Record<string, string | number>;

/** `t('chat:composer.field', { name })`: the message with its values filled in, plural forms chosen by `count`. */
export function translator(language: Language) {
  const numbers = new Intl.NumberFormat(language);
  const plurals = new Intl.PluralRules(language);
  return (key: string, values: Values = {}): string => {
    const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
    const count = values.count;
    const message =
      (typeof count === 'number' ? (lookup(language, ns, `${path}_${count === 0 ? 'zero' : plurals.select(count)}`) ?? lookup(language, ns, `${path}_${plurals.select(count)}`)) : undefined) ??
      lookup(language, ns, path);
    if (message === undefined) throw new Error(`No message ${language}:${key}`);
    return message.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+))?\s*\}\}/g, (_, name: string, format?: string) => {
      const value = values[name];
      if (value === undefined) return '';
      return format === 'number' && typeof value === 'number' ? numbers.format(value) : String(value);
    });
  };
}

export type Translate = ReturnType<typeof translator>;

/** A regular expression for the text of a message, exact unless `partial`. */
export function exactly(text: string, partial = false): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(partial ? escaped : `^${escaped}$`);
}

/** A regular expression for a message whose values are not known in advance: `t(key, { price: ANY })`. */
export const ANY = '\u0000';
export function matching(text: string): RegExp {
  return new RegExp(`^${exactly(text).source.slice(1, -1).replaceAll(ANY, '.+')}$`);
}
