import { LOCALES, type Language } from '../../locales/languages';

/** Marks the page with the language's BCP 47 tag (SPEC §3 Locale `iso`), for screen readers, hyphenation and search. */
export function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = LOCALES[language].iso;
}
