import { describe, expect, it } from 'vitest';
import { settingsInLanguage, siteText } from '../../app/rules/siteText';
import { siteSettingsAnswer } from '../../stories/fixtures/site';

describe('siteText (SPEC §3: partner texts follow the reader\'s language, falling back to the domain language)', () => {
  const texts = { en: 'entertainment profile', nl: ' amusementsprofiel ', de: '' };

  it("picks the reader's language", () => {
    expect(siteText(texts, 'nl', 'en')).toBe('amusementsprofiel');
    expect(siteText(texts, 'en', 'nl')).toBe('entertainment profile');
  });

  it('falls back to the domain language when the reader\'s is missing or empty', () => {
    expect(siteText(texts, 'fr', 'en')).toBe('entertainment profile');
    expect(siteText(texts, 'de', 'nl')).toBe('amusementsprofiel');
  });

  it('falls back to any written language when the domain language has none, and is empty when nothing is written', () => {
    expect(siteText({ sv: 'underhållningsprofil' }, 'fr', 'en')).toBe('underhållningsprofil');
    expect(siteText({}, 'fr', 'en')).toBe('');
  });

  it('treats a single string (settings from before per-language texts) as the text for every language', () => {
    expect(siteText(' entertainment profile ', 'nl', 'en')).toBe('entertainment profile');
  });

  it('gives the settings with every partner text in one language', () => {
    const dutch = settingsInLanguage(siteSettingsAnswer, 'nl');
    expect(dutch.fictional_singular).toBe('fictief profiel');
    expect(dutch.fictional_plural).toBe('fictieve profielen');
    expect(dutch.fictional_warning).toBe('Dit profiel is fictief.');
    expect(settingsInLanguage(siteSettingsAnswer, 'pl').fictional_singular).toBe('fictional profile');
    expect(dutch.name).toBe(siteSettingsAnswer.name);
  });
});
