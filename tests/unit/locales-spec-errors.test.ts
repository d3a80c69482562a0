import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALES } from '../../locales/languages';

const errors = (language: (typeof LANGUAGES)[number]) =>
  JSON.parse(readFileSync(`locales/${LOCALES[language].file}/errors.json`, 'utf8')) as Record<string, unknown>;

describe('SPEC §8 error texts (issue 21 item 9)', () => {
  it('never says an email address has no account (SEC-4: no account enumeration)', () => {
    for (const language of LANGUAGES) expect(Object.keys(errors(language))).not.toContain('reset_email_not_found');
  });

  it('keeps no duplicate of a text said elsewhere', () => {
    for (const language of LANGUAGES) {
      for (const duplicate of ['error_default', 'page_not_found', 'chat_remove_failed']) expect(Object.keys(errors(language))).not.toContain(duplicate);
    }
  });

  it('has the premium-only alert and the chunk-reload notice, which the app shows, in every language', () => {
    for (const language of LANGUAGES) {
      expect(typeof errors(language).premium_only).toBe('string');
      expect(typeof errors(language).chunk_reload).toBe('string');
    }
  });
});
