import type { Language } from '../../locales/languages';

export function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}
