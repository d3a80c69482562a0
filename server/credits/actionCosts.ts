import type { z } from 'zod';
import type { minimumMessageCostSchema } from '../../contract/settings';
import type { SiteRecord, SiteSettings } from '../sites/service';
import { currencyForCountry, discountedAmount } from './currency';
import type { CreditsDb } from './tables';

/**
 * What a text, a gift and a photo cost a member of a country, in credits: the ONE place that decides it (SPEC §3
 * message_credits, gift_credits, photo_credits, minimum_message_costs; §5). The chat charges it through the ledger,
 * /api/pricing.php answers it to the pricing page, the footer, the FAQ and the signup promise, and the chat's pricing
 * answer to the send footer and the icebreaker note: what people read is what they are charged.
 *
 * The minimum holds at the cheapest price a member can actually pay: the cheapest package after the largest discount the
 * site can apply to it (the time bonus, the welcome discount, any active discount code, the company's retention
 * `delete_discount`), rounded as the payment rounds it (`discountedAmount`), so credits × that price ≥ the minimum.
 *
 * The signup grant follows from it: a new member gets at least the price of one message in the dearest country of
 * the site, so the promise "N free credits to start chatting" holds wherever they live or move to at complete-signup.
 */

type MinimumMessageCost = z.infer<typeof minimumMessageCostSchema>;

/** The cheapest way to buy credits in one currency: `amountMinor` for `credits` credits. */
export interface CreditPrice {
  readonly amountMinor: number;
  readonly credits: number;
  readonly currency: string;
}

export interface ActionCosts {
  readonly text: number;
  readonly gift: number;
  readonly photo: number;
}

export type CostSettings = Pick<SiteSettings, 'message_credits' | 'gift_credits' | 'photo_credits' | 'minimum_message_costs'>;

/** Whether `a` buys a credit for less than `b` (compared as exact fractions, no floating point). */
export function isCheaperPerCredit(a: CreditPrice, b: CreditPrice): boolean {
  return a.amountMinor * b.credits < b.amountMinor * a.credits;
}

/** The lowest price per credit among packages (same currency); null without any. */
export function cheapestCreditPrice(prices: readonly CreditPrice[]): CreditPrice | null {
  let best: CreditPrice | null = null;
  for (const price of prices) {
    if (price.credits <= 0 || price.amountMinor <= 0) continue;
    if (!best || isCheaperPerCredit(price, best)) best = price;
  }
  return best;
}

/** A discount the site can apply to a package: `percentage` off, on orders of at least `minimumOrderMinor` (null: any). */
export interface CreditDiscount {
  readonly percentage: number;
  readonly minimumOrderMinor: number | null;
}

/**
 * Each price after the largest of `discounts` that applies to it (its minimum order met), rounded exactly as the
 * payment charges it (`discountedAmount`). A price a discount makes free (100 %) drops out: no money minimum can hold
 * on credits given away, and `cheapestCreditPrice` skips it.
 */
export function discountedCreditPrices(prices: readonly CreditPrice[], discounts: readonly CreditDiscount[]): CreditPrice[] {
  return prices.map((price) => {
    let percentage = 0;
    for (const discount of discounts) {
      if (discount.minimumOrderMinor !== null && price.amountMinor < discount.minimumOrderMinor) continue;
      percentage = Math.max(percentage, discount.percentage);
    }
    return { ...price, amountMinor: discountedAmount(price.amountMinor, percentage) };
  });
}

/** The cheapest price per credit a member can pay: the cheapest package after the largest discount applicable to it. */
export function cheapestDiscountedPrice(prices: readonly CreditPrice[], discounts: readonly CreditDiscount[]): CreditPrice | null {
  return cheapestCreditPrice(discountedCreditPrices(prices, discounts));
}

/**
 * The fewest credits a message may cost so that it costs at least the country's minimum (money, e.g. 0.79 EUR), even
 * when the credits were bought at the cheapest price (pass the discounted one, `cheapestDiscountedPrice`):
 * ⌈minimum / price per credit⌉. 0 without a minimum, or without a
 * price in the minimum's currency to convert with.
 */
export function minimumMessageCredits(minimum: MinimumMessageCost | null | undefined, cheapest: CreditPrice | null): number {
  if (!minimum || minimum.costs <= 0 || !cheapest || cheapest.currency !== minimum.currency) return 0;
  const minimumMinor = Math.round(minimum.costs * 100);
  return Math.ceil((minimumMinor * cheapest.credits) / cheapest.amountMinor);
}

/** SPEC §5: a text message costs the site's `message_credits`, or more where the country's minimum asks for more. */
export function messageCredits(siteMessageCredits: number, minimumCredits: number): number {
  return Math.max(siteMessageCredits, minimumCredits);
}

/** The currency a country's minimum is stated in (the country's own when the setting names none). */
export function minimumCurrency(settings: CostSettings, country: string): string | null {
  const minimum = settings.minimum_message_costs[country];
  if (!minimum) return null;
  return minimum.currency ?? currencyForCountry(country);
}

/**
 * What a text, a gift and a photo cost a member of `country`. `cheapest` is the site's cheapest credit price in the
 * currency of the country's minimum (see `minimumCurrency`), null when the country has no minimum.
 */
export function actionCosts(settings: CostSettings, country: string, cheapest: CreditPrice | null): ActionCosts {
  const minimum = settings.minimum_message_costs[country] ?? null;
  return {
    text: messageCredits(settings.message_credits, minimumMessageCredits(minimum, cheapest)),
    gift: settings.gift_credits,
    photo: settings.photo_credits,
  };
}

/**
 * The credits a new member receives: the site's `signup_credits`, raised to the price of one message in the
 * dearest of `messagePrices` (one per country of the site), so the signup promise is true in every country. 0 stays 0:
 * a site that promises nothing grants nothing.
 */
export function signupGrant(siteSignupCredits: number, messagePrices: readonly number[]): number {
  if (siteSignupCredits <= 0) return 0;
  return Math.max(siteSignupCredits, ...messagePrices);
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the prices (cached for a minute: prices change rarely, and the send path reads them)
// ---------------------------------------------------------------------------------------------------------------

const PRICE_CACHE_MS = 60_000;
type PriceCache = Map<string, { price: CreditPrice | null; until: number }>;
/** Per database connection (the executor, which every `withTables` view shares): each server, each test's own. */
const caches = new WeakMap<object, PriceCache>();

export async function selectCreditPrices(db: CreditsDb, siteId: number, currency: string): Promise<CreditPrice[]> {
  const rows = await db
    .selectFrom('credit_packages as cp')
    .innerJoin('package_prices as pp', 'pp.package_id', 'cp.id')
    .select(['pp.amount_minor', 'cp.credits', 'cp.bonus_credits'])
    .where('cp.site_id', '=', siteId)
    .where('cp.active', '=', 1)
    .where('pp.currency', '=', currency)
    .execute();
  return rows.map((row) => ({ amountMinor: row.amount_minor, credits: row.credits + row.bonus_credits, currency }));
}

/**
 * Every discount the site can apply to a package in `currency`: its active discount codes (the time bonus and welcome
 * codes, standard codes not yet expired, personal codes) that are not bound to another currency, and the company's
 * retention discount (`delete_discount`), which any member may claim. A code's country and payment-method limits
 * are not narrowed on: the rule stays on the safe side (a dearer message, never a cheaper one).
 */
export async function selectCreditDiscounts(
  db: CreditsDb,
  siteId: number,
  currency: string,
  deleteDiscount: number,
  now: Date = new Date(),
): Promise<CreditDiscount[]> {
  // Distinct (percentage, minimum order) pairs: the many personal retention codes collapse into one row. `expires` is
  // written as an ISO-8601 UTC string (toISOString) everywhere, so comparing the text compares the instants; the time
  // bonus and welcome codes end per user (codeExpiry), so they always count.
  const rows = await db
    .selectFrom('discount_codes')
    .select(['value_percentage', 'minimum_order_value_minor'])
    .distinct()
    .where('site_id', '=', siteId)
    .where('status', '=', 'active')
    .where('value_percentage', '>', 0)
    .where((eb) => eb.or([eb('currency', 'is', null), eb('currency', '=', currency)]))
    .where((eb) => eb.or([eb('kind', '!=', 'standard'), eb('expires', 'is', null), eb('expires', '>', now.toISOString())]))
    .execute();
  const discounts: CreditDiscount[] = rows.map((row) => ({ percentage: row.value_percentage, minimumOrderMinor: row.minimum_order_value_minor }));
  if (deleteDiscount > 0) discounts.push({ percentage: deleteDiscount, minimumOrderMinor: null });
  return discounts;
}

async function cheapestPrice(db: CreditsDb, siteId: number, currency: string, deleteDiscount: number): Promise<CreditPrice | null> {
  const executor = db.getExecutor();
  let cache = caches.get(executor);
  if (!cache) {
    cache = new Map();
    caches.set(executor, cache);
  }
  const key = `${siteId}:${currency}:${deleteDiscount}`;
  const now = Date.now();
  const cached = cache.get(key);
  if (cached && cached.until > now) return cached.price;
  const [prices, discounts] = await Promise.all([
    selectCreditPrices(db, siteId, currency),
    selectCreditDiscounts(db, siteId, currency, deleteDiscount, new Date(now)),
  ]);
  const price = cheapestDiscountedPrice(prices, discounts);
  cache.set(key, { price, until: now + PRICE_CACHE_MS });
  return price;
}

/** The site as the costs read it (`company` for its retention discount; absent: none). */
export type CostSite = Pick<SiteRecord, 'id' | 'settings'> & { readonly company?: Pick<NonNullable<SiteRecord['company']>, 'delete_discount'> | null };

/**
 * What a text, a gift and a photo cost a member of `country` on `site`, the minimum taken at the cheapest discounted
 * price per credit (cached per site and currency for a minute, prices and discounts together).
 */
export async function costsFor(db: CreditsDb, site: CostSite, country: string): Promise<ActionCosts> {
  const currency = minimumCurrency(site.settings, country);
  const cheapest = currency ? await cheapestPrice(db, site.id, currency, site.company?.delete_discount ?? 0) : null;
  return actionCosts(site.settings, country, cheapest);
}

/** The credits a new member of `site` receives (see `signupGrant`). */
export async function signupCreditsFor(db: CreditsDb, site: CostSite): Promise<number> {
  if (site.settings.signup_credits <= 0) return 0;
  const costs = await Promise.all(site.settings.countries.map((country) => costsFor(db, site, country)));
  return signupGrant(site.settings.signup_credits, costs.map((cost) => cost.text));
}
