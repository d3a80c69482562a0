import type { CreditPackage, Money } from '../../../contract/credits';

export interface PackagePricing {
  /** What the payer pays. */
  price: Money;
  /** The price before the active discount, to strike through; null without a discount. */
  original: Money | null;
}

/** A price less a percentage, rounded to the minor unit: 1995 less 25% → 1496. */
export function discountedAmount(amountMinor: number, percentage: number): number {
  const bounded = Math.min(100, Math.max(0, percentage));
  return Math.round((amountMinor * (100 - bounded)) / 100);
}

/**
 * What a package costs now. The server's `discounted_price` (the automatic discount, SPEC §4 time bonus) wins;
 * otherwise a discount code's percentage (welcome discount, a typed code) is applied for display — the server
 * applies the same code at payment time.
 */
export function packagePricing(creditPackage: CreditPackage, discountPercentage?: number | null): PackagePricing {
  if (creditPackage.discounted_price && creditPackage.discounted_price.amount_minor < creditPackage.price.amount_minor) {
    return { price: creditPackage.discounted_price, original: creditPackage.price };
  }
  if (discountPercentage && discountPercentage > 0) {
    return {
      price: { ...creditPackage.price, amount_minor: discountedAmount(creditPackage.price.amount_minor, discountPercentage) },
      original: creditPackage.price,
    };
  }
  return { price: creditPackage.price, original: null };
}
