import { escapeHtml } from './html';
import type { OutboxEntry } from './types';

/**
 * The development outbox page (GET /dev/outbox). A developer tool, not part of the product: plain English, no
 * translations, no scripts. Each mail's HTML part is shown in a fully sandboxed iframe (no scripts, no navigation,
 * unique origin); the links of the text part are clickable.
 */

/** The content security policy of the page: inline styles only; the iframes inherit it. */
export const OUTBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** Escapes the text part and turns its http(s) URLs into links (trailing punctuation stays outside the link). */
export function linkifyText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const start = match.index;
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function mailHtml(mail: OutboxEntry): string {
  const id = `mail-${mail.id}`;
  return `<article aria-labelledby="${id}-subject">
<h2 id="${id}-subject">${escapeHtml(mail.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Sent</dt><dd><time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(mail.created_at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></dd>
<dt>Template</dt><dd><code>${escapeHtml(mail.template)}</code></dd>
</dl>
<h3>Text part</h3>
<pre>${linkifyText(mail.text)}</pre>
<h3>HTML part</h3>
<iframe sandbox="" srcdoc="${escapeHtml(mail.html)}" title="${escapeHtml(`HTML part: ${mail.subject}`)}" loading="lazy"></iframe>
</article>`;
}

export function renderOutboxPage(mails: readonly OutboxEntry[], filter: string | undefined, limit: number): string {
  const filterValue = filter ? escapeHtml(filter) : '';
  const jsonHref = filter ? `/dev/outbox.json?to=${encodeURIComponent(filter)}` : '/dev/outbox.json';
  const summary =
    mails.length === 0
      ? filter
        ? `No mails to ${filterValue}.`
        : 'No mails yet. Sign up on the site and the activation mail appears here.'
      : `${mails.length} mail${mails.length === 1 ? '' : 's'}, newest first${mails.length >= limit ? ` (the latest ${limit})` : ''}.`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="data:,">
<title>Development outbox</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; line-height: 1.5; color: #18181b; background: #fafafa; }
  body { margin: 0 auto; max-width: 60rem; padding: 1rem; }
  header p { margin: 0.25rem 0; color: #3f3f46; }
  form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 1rem 0; }
  input { font: inherit; padding: 0.4rem 0.6rem; min-width: 16rem; border: 1px solid #71717a; border-radius: 0.25rem; }
  button { font: inherit; padding: 0.4rem 0.9rem; border: 0; border-radius: 0.25rem; background: #1d4ed8; color: #fff; cursor: pointer; }
  a { color: #1d4ed8; }
  article { background: #fff; border: 1px solid #d4d4d8; border-radius: 0.5rem; padding: 1rem; margin: 1rem 0; }
  h2 { margin: 0 0 0.5rem; font-size: 1.2rem; }
  h3 { margin: 1rem 0 0.25rem; font-size: 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.1rem 1rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f5; padding: 0.75rem; border-radius: 0.25rem; margin: 0; }
  iframe { width: 100%; height: 38rem; border: 1px solid #d4d4d8; border-radius: 0.25rem; background: #fff; }
</style>
</head>
<body>
<header>
<h1>Development outbox</h1>
<p>Every mail this server sent. SMTP_URL is not set, so nothing left this machine: open the links from here.</p>
<p>${summary} <a href="${escapeHtml(jsonHref)}">As JSON</a></p>
</header>
<main>
<form method="get" action="/dev/outbox" role="search">
<label for="outbox-to">Recipient</label>
<input id="outbox-to" name="to" type="search" inputmode="email" autocomplete="off" value="${filterValue}">
<button type="submit">Filter</button>
${filter ? '<a href="/dev/outbox">Show all</a>' : ''}
</form>
${mails.map(mailHtml).join('\n')}
</main>
</body>
</html>
`;
}
