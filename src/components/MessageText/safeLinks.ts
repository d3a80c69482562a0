/** A piece of a member's message: plain text, or a web link that is safe to make clickable. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Longer "links" stay text: no real address is this long, and a huge href only serves to hide something. */
export const MAX_LINK_LENGTH = 2048;

// Only an explicit http:// or https:// starts a link, and only at the start of a word (so "xhttp://" does not).
// `javascript:`, `data:`, `vbscript:`, `file:` and every other scheme never match, so they stay plain text.
// Control and invisible formatting characters (such as a right-to-left override) end an address: they could disguise it.
const CANDIDATE = /(?<![\p{L}\p{N}_/])https?:\/\/[^\s<>"`\p{Cc}\p{Cf}]+/giu;
// Punctuation that ends a sentence rather than the address ("see https://example.com.").
const TRAILING = /[.,;:!?'’”»*_~]+$/u;

/** Drops trailing sentence punctuation and closing brackets that have no opening partner inside the address. */
function trimCandidate(candidate: string): string {
  let text = candidate;
  for (;;) {
    const before = text;
    text = text.replace(TRAILING, '');
    for (const [open, close] of [['(', ')'], ['[', ']'], ['{', '}']] as const) {
      if (text.endsWith(close) && text.split(close).length > text.split(open).length) text = text.slice(0, -1);
    }
    if (text === before) return text;
  }
}

/** The link's href when `text` is a well-formed http(s) address without credentials, otherwise null. */
function safeHref(text: string): string | null {
  if (text.length > MAX_LINK_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  // "https://bank.example@evil.example" shows one host and goes to another: keep it as text.
  if (url.username || url.password) return null;
  return url.href;
}

/**
 * Splits a message into text and link parts for rendering as text (never as HTML): only well-formed http(s)
 * addresses become links; everything else, including `javascript:`, `data:` and `vbscript:` URLs, stays plain
 * text. Joining the parts' `text` gives back the message unchanged.
 */
export function safeLinks(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let textStart = 0;
  const pushText = (end: number) => {
    if (end <= textStart) return;
    const text = message.slice(textStart, end);
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of message.matchAll(CANDIDATE)) {
    const start = match.index;
    const text = trimCandidate(match[0]);
    const href = safeHref(text);
    if (href === null) continue;
    pushText(start);
    parts.push({ kind: 'link', text, href });
    textStart = start + text.length;
  }
  pushText(message.length);
  return parts;
}
