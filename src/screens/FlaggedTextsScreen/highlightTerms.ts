/** A run of a text: matched by a flagged term, or not. */
export interface TextRun {
  text: string;
  match: boolean;
}

function escapeForPattern(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits a text into runs where the flagged terms occur (case-insensitive; overlapping or adjacent
 * occurrences merged into one run). Terms that do not occur literally (the word list also matches disguised spellings)
 * simply mark nothing; the screen lists every term anyway.
 */
export function highlightTerms(text: string, terms: readonly string[]): TextRun[] {
  const usable = [...new Set(terms.map((term) => term.trim()).filter((term) => term.length > 0))];
  if (usable.length === 0 || text.length === 0) return text.length === 0 ? [] : [{ text, match: false }];
  // Each term is searched on its own, so terms that overlap ("+31 6" and "6 1234") both count; the ranges are merged.
  const found: [number, number][] = [];
  for (const term of usable) {
    for (const match of text.matchAll(new RegExp(escapeForPattern(term), 'giu'))) found.push([match.index, match.index + match[0].length]);
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const ranges: [number, number][] = [];
  for (const [start, end] of found) {
    const last = ranges[ranges.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  const runs: TextRun[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) runs.push({ text: text.slice(at, start), match: false });
    runs.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) runs.push({ text: text.slice(at), match: false });
  return runs;
}
