/** The longest IBAN (ISO 13616) has 34 characters. */
export const IBAN_MAX_LENGTH = 34;

/** What a member typed or pasted, reduced to the IBAN's characters: upper case, no spaces or dashes, at most 34. */
export function normalizeIban(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, IBAN_MAX_LENGTH);
}

/** The paper format, in groups of four: "NL91ABNA0417164300" → "NL91 ABNA 0417 1643 00". */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The IBAN shown after entry (SEC-24): country and check digits and the last four characters, the rest as dots,
 * in groups of four: "NL91ABNA0417164300" → "NL91 •••• •••• ••43 00". Short values are shown as typed.
 */
export function maskIban(iban: string): string {
  const value = normalizeIban(iban);
  if (value.length <= 8) return formatIban(value);
  const masked = value.slice(0, 4) + '•'.repeat(value.length - 8) + value.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Where the caret goes in the formatted text so that `significant` IBAN characters stand before it. */
export function caretAfter(formatted: string, significant: number): number {
  if (significant <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (formatted[index] !== ' ') seen += 1;
    if (seen === significant) return index + 1;
  }
  return formatted.length;
}
