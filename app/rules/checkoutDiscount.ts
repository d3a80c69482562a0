import { TIME_BONUS_CODE, type AutomaticDiscount, type CreditPackage, type DiscountCode, type Payment } from '../../contract/credits';
import type { ActiveDiscount } from '../../src/components/ActiveDiscountNotice';

export interface CheckoutDiscountInput {
  /** A code the member typed and the server found (GET /api/discountcode.php?code=…). */
  readonly typed: DiscountCode | null;
  /** The running time bonus, as the packages answer carries it (the server applies it by itself). */
  readonly automatic: AutomaticDiscount | null;
  /** The welcome discount (GET /api/discountcode.php?welcome=true); null when there is none or the request failed. */
  readonly welcome: DiscountCode | null;
  readonly now: Date;
}

export interface CheckoutDiscount {
  /** What the credits pages show on their prices and in the notice. */
  readonly shown: ActiveDiscount;
  /** The code to send with the payment; undefined when the server applies the discount by itself. */
  readonly send: string | undefined;
}

function secondsUntil(iso: string | null, now: Date): number | null {
  if (!iso) return null;
  const end = Date.parse(iso);
  return Number.isNaN(end) ? null : Math.max(0, Math.ceil((end - now.getTime()) / 1000));
}

/**
 * The one discount in force at checkout (discounts do not add up): a code the member typed wins, because they chose
 * it; otherwise the running time bonus (SPEC §4: it takes priority over the welcome discount, and the server applies
 * it without a code); otherwise the welcome discount, sent as its code. An expired code is none.
 */
export function checkoutDiscount({ typed, automatic, welcome, now }: CheckoutDiscountInput): CheckoutDiscount | null {
  if (typed && !typed.expired) {
    return { shown: { source: 'code', code: typed.code, percentage: typed.value_percentage }, send: typed.code };
  }
  if (automatic) {
    const seconds = secondsUntil(automatic.ends_at, now);
    if (seconds !== 0) {
      return {
        shown: { source: 'time_bonus', code: automatic.code, percentage: automatic.value_percentage, seconds },
        send: undefined,
      };
    }
  }
  if (welcome && !welcome.expired) {
    const seconds = secondsUntil(welcome.expires, now);
    if (seconds !== 0) {
      return { shown: { source: 'welcome', code: welcome.code, percentage: welcome.value_percentage, seconds }, send: welcome.code };
    }
  }
  return null;
}

/**
 * Packages priced for the discount in force. The server prices them with the time bonus; a typed code replaces it at
 * payment time (discounts do not add up), so its price must not show the time bonus either.
 */
export function packagesForDiscount(packages: readonly CreditPackage[], discount: CheckoutDiscount | null): CreditPackage[] {
  if (discount?.shown.source === 'time_bonus') return [...packages];
  return packages.map((creditPackage) => (creditPackage.discounted_price ? { ...creditPackage, discounted_price: null } : creditPackage));
}

/**
 * The code to send when a failed or cancelled payment is tried again: the code it used (its hold was released when it
 * failed), except the time bonus, which the server applies by itself while it runs and refuses once it has ended.
 */
export function retryDiscountCode(payment: Pick<Payment, 'discount'>): string | undefined {
  const code = payment.discount?.code;
  return code && code !== TIME_BONUS_CODE ? code : undefined;
}
