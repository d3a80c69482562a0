import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALES } from '../../locales/languages';
import { NAMESPACES, SERVER_NAMESPACES } from '../../locales/namespaces';

/** The languages Giphy's `lang` parameter knows (its API documentation), the model for `gifLocale`. */
const GIPHY_LANGUAGES = ['en', 'es', 'pt', 'id', 'fr', 'ar', 'tr', 'th', 'vi', 'de', 'it', 'ja', 'zh-CN', 'zh-TW', 'ru', 'ko', 'pl', 'nl', 'ro', 'hu', 'sv', 'cs', 'hi', 'bn', 'da', 'fa', 'tl', 'fi', 'he', 'ms', 'no', 'uk'];

describe('SPEC §3 Locale entity: code, iso, gifLocale, file', () => {
  it('has one locale per language, keyed by its code', () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect(LOCALES[language].code).toBe(language);
  });

  it('iso is a canonical BCP 47 tag of the same language, without a region (pages serve every country of a language)', () => {
    for (const { code, iso } of Object.values(LOCALES)) {
      expect(Intl.getCanonicalLocales(iso)).toEqual([iso]);
      const tag = new Intl.Locale(iso);
      expect(tag.language).toBe(code);
      expect(tag.region).toBeUndefined();
    }
  });

  it('iso formats dates in the language (Intl has data for every one)', () => {
    for (const { iso } of Object.values(LOCALES)) {
      expect(Intl.DateTimeFormat.supportedLocalesOf([iso])).toEqual([iso]);
    }
    expect(new Intl.DateTimeFormat(LOCALES.nl.iso, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 2, 1)))).toBe('maart');
  });

  it('gifLocale is a language code a GIF service takes (Norwegian bokmål is `no` there)', () => {
    for (const { gifLocale } of Object.values(LOCALES)) expect(GIPHY_LANGUAGES).toContain(gifLocale);
    expect(LOCALES.nb.gifLocale).toBe('no');
  });

  it('file names the folder that holds every message file of the language', () => {
    for (const { file } of Object.values(LOCALES)) {
      for (const namespace of [...NAMESPACES, ...SERVER_NAMESPACES]) {
        expect(existsSync(join('locales', file, `${namespace}.json`)), `locales/${file}/${namespace}.json`).toBe(true);
      }
    }
  });
});
