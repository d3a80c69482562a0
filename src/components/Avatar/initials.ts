/**
 * The initials shown when a member has no photo: the first letters of the first and last words of the name
 * ("Anna Maria de Vries" → "AV", "kim" → "K"), upper-cased for the given locale. Works by grapheme, so an
 * emoji or an accented letter is never split. Leading symbols such as "@" or "(" are skipped.
 */
export function initialsFor(name: string, locale?: string): string {
  const words = name
    .trim()
    .split(/\s+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}\p{Extended_Pictographic}]+/u, ''))
    .filter((word) => word.length > 0);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].filter((word): word is string => Boolean(word)).map((word) => firstGrapheme(word));
  return letters.join('').toLocaleUpperCase(locale);
}

function firstGrapheme(text: string): string {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segment = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)[Symbol.iterator]().next();
    if (!segment.done) return segment.value.segment;
  }
  return Array.from(text)[0] ?? '';
}

export const AVATAR_TONES = ['primary', 'dark', 'info', 'success', 'secondary'] as const;
export type AvatarTone = (typeof AVATAR_TONES)[number];

/** A stable background tone per name, so a member keeps the same colour everywhere. */
export function avatarToneFor(name: string): AvatarTone {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_TONES[hash % AVATAR_TONES.length] ?? 'primary';
}
