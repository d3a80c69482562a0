/** How many minor units a currency has (EUR, GBP, PLN, SEK … 2; JPY 0), as Intl knows it. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** A price given in minor units (cents) as a number in major units: 1295 EUR → 12.95. */
export function toMajorUnits(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** currencyDigits(currency);
}

/**
 * A price in minor units formatted for the reader's language: 1295 EUR → "€12.95" (en), "€ 12,95" (nl), "12,95 €" (de).
 * Whole amounts keep their decimals, so prices in a list line up.
 */
export function formatPrice(amountMinor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(toMajorUnits(amountMinor, currency));
}

/**
 * A unit price (per credit), which may need a third decimal: 2000 for 100 credits → "€0.20", 999 for 40 → "€0.25",
 * 1795 for 110 → "€0.163".
 */
export function formatUnitPrice(amountMinor: number, units: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  const value = units > 0 ? toMajorUnits(amountMinor, currency) / units : 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits + 1,
  }).format(value);
}
