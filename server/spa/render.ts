import {
  bootstrapSchema,
  BOOTSTRAP_ELEMENT_ID,
  HTML_BOOTSTRAP_PLACEHOLDER,
  HTML_HEAD_PLACEHOLDER,
  SSR_DATA_ELEMENT_ID,
  type Bootstrap,
  type SsrData,
} from '../../contract/bootstrap';
import { LOCALES } from '../../locales/languages';
import { SITE_MANIFEST_HEAD_TAGS } from '../site-manifest/manifest';
import { themeColorFor } from './theme-color';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON for a `<script type="application/json">` block: `<`, `>` and `&` become \u escapes, so no text inside (a
 * member's name, a partner's description) can close the script element or open a comment; U+2028/2029 too, for
 * anyone who evaluates it as JavaScript.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The template's empty app container, which a server-rendered page fills. */
const ROOT_ELEMENT = /<div id="root"><\/div>/;

export function templateHasRoot(template: string): boolean {
  return ROOT_ELEMENT.test(template);
}

export interface HtmlExtras {
  /** The page's title when the server does not render it (server/seo/title.ts); default the site's index title. */
  readonly title?: string;
  /** Tells search engines not to index the page (a 404). */
  readonly noindex?: boolean;
  /** Head tags replacing the default title, description and theme colour (a server-rendered page's own). */
  readonly head?: readonly string[];
  /** Chunks the page will import (`<link rel="modulepreload">`), so they load alongside the entry. */
  readonly preloads?: readonly string[];
  /** A server-rendered page: its markup inside `#root`, its styles in the head, its data beside the bootstrap. */
  readonly page?: { readonly html: string; readonly styles: string; readonly data: SsrData };
}

/**
 * Fills the HTML template for one request: `<html lang>`, the head placeholder (title, description, theme colour —
 * or a server-rendered page's own head — and preloads) and the bootstrap placeholder (the contract Bootstrap as a JSON
 * data block the SPA reads before its first paint; for a server-rendered page also its SSR data, and its markup goes
 * into `#root`).
 */
export function renderHtml(template: string, bootstrap: Bootstrap, extras: HtmlExtras = {}): string {
  const data = bootstrapSchema.parse(bootstrap);
  const { settings } = data;
  const head = [
    ...(extras.head ?? [
      `<title>${escapeHtml(extras.title ?? settings.index_title)}</title>`,
      ...(extras.noindex ? ['<meta name="robots" content="noindex" />'] : []),
      `<meta name="description" content="${escapeHtml(settings.description)}" />`,
      `<meta name="theme-color" content="${escapeHtml(themeColorFor(settings.niche))}" />`,
    ]),
    // The installed app (issue 7): the site's own manifest and home-screen icon, answered per host.
    ...SITE_MANIFEST_HEAD_TAGS,
    ...(extras.preloads ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    ...(extras.page?.styles ? [extras.page.styles] : []),
  ].join('\n    ');
  const scripts = [`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${jsonForScript(data)}</script>`];
  if (extras.page) scripts.push(`<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${jsonForScript(extras.page.data)}</script>`);
  const script = scripts.join('\n    ');
  // SPEC §3 locale entity: `<html lang>` is the locale's ISO code.
  const htmlLang = LOCALES[data.language].iso;
  const withLang = /<html\b[^>]*\blang=/i.test(template)
    ? template.replace(/(<html\b[^>]*\blang=)(["'])[^"']*\2/i, `$1"${htmlLang}"`)
    : template.replace(/<html\b/i, `<html lang="${htmlLang}"`);
  // Function replacers: `$` in settings text must not be read as a replacement pattern.
  const filled = withLang.replace(HTML_HEAD_PLACEHOLDER, () => head).replace(HTML_BOOTSTRAP_PLACEHOLDER, () => script);
  const page = extras.page;
  return page ? filled.replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`) : filled;
}
