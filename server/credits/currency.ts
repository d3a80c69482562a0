import type { Currency } from '../../contract/credits';

/** Euro area members (2025), plus the micro-states that use the euro. */
export const EURO_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK',
  'AD', 'MC', 'SM', 'VA', 'ME', 'XK',
]);

const NATIONAL_CURRENCIES: Readonly<Record<string, Currency>> = {
  GB: 'GBP',
  GG: 'GBP',
  JE: 'GBP',
  IM: 'GBP',
  PL: 'PLN',
  DK: 'DKK',
  FO: 'DKK',
  GL: 'DKK',
  SE: 'SEK',
  NO: 'NOK',
  CH: 'CHF',
  LI: 'CHF',
  US: 'USD',
  // Countries whose own currency we do not price in pay in US dollars (the nearest widely held currency).
  CA: 'USD',
  AU: 'USD',
  NZ: 'USD',
};

/**
 * The currency a payer from `country` sees and pays in: the euro in the euro area, the national currency where we
 * price in it, US dollars for the other English-speaking markets, and euros for everyone else.
 */
export function currencyForCountry(country: string | null | undefined): Currency {
  const code = country?.toUpperCase();
  if (!code) return 'EUR';
  if (EURO_COUNTRIES.has(code)) return 'EUR';
  return NATIONAL_CURRENCIES[code] ?? 'EUR';
}

/** Every currency of the contract has two decimals: 1999 → 19.99. */
export function formatMoney(amountMinor: number, currency: Currency | string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amountMinor / 100);
}

/** A percentage off, rounded to the cent (half up). */
export function discountedAmount(amountMinor: number, percentage: number): number {
  if (percentage <= 0) return amountMinor;
  if (percentage >= 100) return 0;
  return Math.round((amountMinor * (100 - percentage)) / 100);
}
