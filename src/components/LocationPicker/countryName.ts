const displayNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name in the reader's language ("NL" → "Niederlande" in German), from the browser's own data, so
 * country names need no translation keys. Null when the runtime cannot name it.
 */
export function countryName(code: string, language: string): string | null {
  let names = displayNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null;
    }
    displayNames.set(language, names);
  }
  try {
    const name = names?.of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}
