export type FooterVariant = 'default' | 'us';

/** SPEC §2: the US footer (own links) when the language is English and the visitor is in the US. */
export function footerVariant(language: string, country: string | null): FooterVariant {
  return language === 'en' && country === 'US' ? 'us' : 'default';
}
