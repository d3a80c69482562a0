import { bootstrapSchema, BOOTSTRAP_ELEMENT_ID, HTML_BOOTSTRAP_PLACEHOLDER, HTML_HEAD_PLACEHOLDER, type Bootstrap } from '../../contract/bootstrap';
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

/**
 * Fills the HTML template for one request: `<html lang>`, the head placeholder (title, description, theme colour)
 * and the bootstrap placeholder (the contract Bootstrap as a JSON data block the SPA reads before its first paint).
 */
export function renderHtml(template: string, bootstrap: Bootstrap): string {
  const data = bootstrapSchema.parse(bootstrap);
  const { settings } = data;
  const head = [
    `<title>${escapeHtml(settings.index_title)}</title>`,
    `<meta name="description" content="${escapeHtml(settings.description)}" />`,
    `<meta name="theme-color" content="${escapeHtml(themeColorFor(settings.niche))}" />`,
  ].join('\n    ');
  const script = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${jsonForScript(data)}</script>`;
  const withLang = /<html\b[^>]*\blang=/i.test(template)
    ? template.replace(/(<html\b[^>]*\blang=)(["'])[^"']*\2/i, `$1"${data.language}"`)
    : template.replace(/<html\b/i, `<html lang="${data.language}"`);
  // Function replacers: `$` in settings text must not be read as a replacement pattern.
  return withLang.replace(HTML_HEAD_PLACEHOLDER, () => head).replace(HTML_BOOTSTRAP_PLACEHOLDER, () => script);
}
