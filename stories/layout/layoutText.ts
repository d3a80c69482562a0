import type { TFunction } from 'i18next';
import { createI18n } from '../../locales/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '../../locales/languages';
import { allResources } from '../../locales/resources';

const i18n = createI18n({ language: DEFAULT_LANGUAGE, resources: allResources() });

/**
 * The `layout` messages in the story's locale, so play functions can look for the text the reader sees in any of the
 * 11 languages (the matrix renders stories in every locale).
 */
export function layoutText(globals: Record<string, unknown>): TFunction<'layout'> {
  const language = isLanguage(globals.locale) ? globals.locale : DEFAULT_LANGUAGE;
  return i18n.getFixedT(language, 'layout');
}

/** A pattern that finds `text` inside a longer accessible name (a link's label plus its badge description). */
export function containing(text: string, anchored: 'start' | 'anywhere' = 'anywhere'): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(anchored === 'start' ? `^${escaped}` : escaped);
}
