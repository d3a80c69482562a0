import type { ServerPageHead } from '../../contract/bootstrap';
import { LANGUAGES, type Language } from '../../contract/constants';
import { LOCALES } from '../../locales/languages';
import { escapeHtml } from '../spa/render';
import { languageUrl } from './language';

/** Open Graph locales (`og:locale`, language_TERRITORY) of the 11 languages. */
export const OG_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en_US',
  nl: 'nl_NL',
  de: 'de_DE',
  it: 'it_IT',
  fr: 'fr_FR',
  es: 'es_ES',
  pl: 'pl_PL',
  da: 'da_DK',
  fi: 'fi_FI',
  nb: 'nb_NO',
  sv: 'sv_SE',
};

/**
 * The path a page is known by: lower case (routes match case-insensitively), no trailing slash, no query — tracking
 * parameters and `?lang` never make a page another page.
 */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export interface HeadInput {
  /** `https://site.example` of the requesting site. */
  readonly origin: string;
  /** The page's canonical path (see canonicalPath). */
  readonly path: string;
  /** The language the page is rendered in. */
  readonly language: Language;
  readonly domainLanguage: Language;
  readonly siteName: string;
  readonly themeColor: string;
  readonly page: ServerPageHead;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function link(rel: string, href: string, hreflang?: string): string {
  return `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;
}

/**
 * The head of a server-rendered page: title and description; the canonical URL (the page in the language it is shown
 * in); one `hreflang` alternate per language plus `x-default`; Open Graph and Twitter card tags, with the share image
 * only when the page has one it may share (SPEC §4). Every value is escaped.
 */
export function pageHeadTags(input: HeadInput): string[] {
  const { origin, path, language, domainLanguage, page } = input;
  const canonical = languageUrl(origin, path, language, domainLanguage);
  const image = page.image ? new URL(page.image, origin).href : null;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    meta('name', 'theme-color', input.themeColor),
    link('canonical', canonical),
    ...LANGUAGES.map((alternate) => link('alternate', languageUrl(origin, path, alternate, domainLanguage), LOCALES[alternate].iso)),
    link('alternate', languageUrl(origin, path, domainLanguage, domainLanguage), 'x-default'),
    meta('property', 'og:type', page.type),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) => meta('property', 'og:locale:alternate', OG_LOCALES[other])),
    ...(image ? [meta('property', 'og:image', image), meta('name', 'twitter:card', 'summary_large_image')] : [meta('name', 'twitter:card', 'summary')]),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  ];
}
