// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type * as Languages from '../../locales/languages';

/**
 * Where the Locale entity is used: `iso` marks the document and the hreflang alternates, `file` picks the message
 * folder. To tell them apart from the code, this file gives Dutch a region tag and German messages.
 */
vi.mock('../../locales/languages', async (importOriginal) => {
  const original = await importOriginal<typeof Languages>();
  return { ...original, LOCALES: { ...original.LOCALES, nl: { ...original.LOCALES.nl, iso: 'nl-BE', file: 'de' } } };
});

const { setDocumentLanguage } = await import('../../app/i18n/setDocumentLanguage');
const { pageHeadTags } = await import('../../server/seo/head');
const { loadLanguage } = await import('../../locales/loaders');
const { allResources } = await import('../../locales/resources');

describe('the Locale entity where it is used', () => {
  it('<html lang> is the locale iso', () => {
    setDocumentLanguage('nl');
    expect(document.documentElement.lang).toBe('nl-BE');
    setDocumentLanguage('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('the hreflang alternates carry the locale iso', () => {
    const tags = pageHeadTags({
      origin: 'https://flirt.example',
      path: '/',
      language: 'en',
      domainLanguage: 'en',
      siteName: 'Flirt',
      themeColor: '#000000',
      page: { title: 'Flirt', description: 'Meet people', type: 'website', image: null, canonicalPath: null },
    });
    expect(tags).toContain('<link rel="alternate" hreflang="nl-BE" href="https://flirt.example/?lang=nl" />');
    expect(tags.join('\n')).not.toContain('hreflang="nl"');
  });

  it('the messages of a language come from the locale file folder', async () => {
    const dutch = (await loadLanguage('nl')) as Record<string, Record<string, unknown>>;
    const german = (await loadLanguage('de')) as Record<string, Record<string, unknown>>;
    expect(dutch.common).toEqual(german.common);
    expect((allResources().nl as Record<string, unknown>).common).toEqual(german.common);
  });
});
