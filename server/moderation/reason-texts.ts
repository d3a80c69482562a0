import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PhotoRejectReason } from '../../contract/moderation';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../locales/languages';
import { DEFAULT_LOCALES_DIR } from '../i18n/messages';

/**
 * The photo rejection reasons as the member reads them (`mail:moderation.reasons.<code>`), for the `reason` value of
 * the rejection mail. Read once; a language without the key falls back to English (the locale tests catch gaps).
 */
export class ReasonTexts {
  readonly #byLanguage: ReadonlyMap<Language, Readonly<Record<string, string>>>;

  private constructor(byLanguage: ReadonlyMap<Language, Readonly<Record<string, string>>>) {
    this.#byLanguage = byLanguage;
  }

  static load(localesDir: string = DEFAULT_LOCALES_DIR): ReasonTexts {
    const byLanguage = new Map<Language, Record<string, string>>();
    for (const language of LANGUAGES) {
      try {
        const parsed = JSON.parse(readFileSync(path.join(localesDir, language, 'mail.json'), 'utf8')) as { moderation?: { reasons?: Record<string, string> } };
        const reasons = parsed.moderation?.reasons;
        if (reasons && typeof reasons === 'object') byLanguage.set(language, reasons);
      } catch {
        // Falls back to English below.
      }
    }
    return new ReasonTexts(byLanguage);
  }

  photoReason(language: Language, reason: PhotoRejectReason, note?: string | null): string {
    const text = this.#byLanguage.get(language)?.[reason] ?? this.#byLanguage.get(DEFAULT_LANGUAGE)?.[reason] ?? reason;
    const extra = note?.trim();
    return extra ? `${text} ${extra}` : text;
  }
}
