import { CURRENCIES, type CreditPackage, type Currency, type PackageKind } from '../../contract/credits';
import { discountedAmount } from './currency';
import type { CreditPackageRow, CreditsDb } from './tables';

/**
 * Credit packages and premium offers per site, priced per currency (`package_prices`, integer minor units). SPEC §9
 * leaves the amounts to us: the defaults below are seeded for every site that has none.
 */

export interface DefaultPackage {
  readonly kind: PackageKind;
  readonly credits: number;
  readonly bonus_credits: number;
  readonly discount_percentage: number;
  readonly popular: boolean;
  readonly one_time: boolean;
  readonly position: number;
  /** Price in euro cents; other currencies follow from `localPrice`. */
  readonly eur_minor: number;
}

export const DEFAULT_PACKAGES: readonly DefaultPackage[] = [
  { kind: 'credits', credits: 20, bonus_credits: 0, discount_percentage: 0, popular: false, one_time: false, position: 1, eur_minor: 999 },
  { kind: 'credits', credits: 50, bonus_credits: 5, discount_percentage: 15, popular: false, one_time: false, position: 2, eur_minor: 2299 },
  { kind: 'credits', credits: 100, bonus_credits: 20, discount_percentage: 33, popular: true, one_time: false, position: 3, eur_minor: 3999 },
  { kind: 'credits', credits: 250, bonus_credits: 50, discount_percentage: 45, popular: false, one_time: false, position: 4, eur_minor: 7999 },
  // Premium: the first purchase makes a member premium (SPEC §1); these offers are one-time payments, no subscription.
  // No premium offer buys a credit for less than the best credit pack (a 15-credit starter at 2.99 once did, which made
  // it the price every message's country minimum was measured against: 4 credits a message in the Netherlands).
  { kind: 'premium', credits: 15, bonus_credits: 0, discount_percentage: 20, popular: false, one_time: true, position: 1, eur_minor: 599 },
  { kind: 'premium', credits: 60, bonus_credits: 10, discount_percentage: 17, popular: true, one_time: true, position: 2, eur_minor: 2499 },
  { kind: 'premium', credits: 150, bonus_credits: 30, discount_percentage: 33, popular: false, one_time: true, position: 3, eur_minor: 4999 },
];

/** Rough euro exchange rates used only to derive the seeded local prices. */
const EUR_RATES: Readonly<Record<Currency, number>> = {
  EUR: 1,
  USD: 1.09,
  GBP: 0.86,
  CHF: 0.96,
  PLN: 4.32,
  DKK: 7.46,
  SEK: 11.4,
  NOK: 11.6,
};

/**
 * A seeded local price with a price-point ending: x.99 for the euro, dollar, pound, franc and złoty; whole crowns
 * ending in 4 or 9 for DKK, SEK and NOK (74, 179, 299 …).
 */
export function localPrice(eurMinor: number, currency: Currency): number {
  const converted = (eurMinor / 100) * EUR_RATES[currency];
  if (currency === 'DKK' || currency === 'SEK' || currency === 'NOK') return (Math.ceil(converted / 5) * 5 - 1) * 100;
  return Math.ceil(converted) * 100 - 1;
}

/** Seeds the default packages for every site without any. Safe with several instances starting at once. */
export async function seedPackages(db: CreditsDb, now: Date = new Date()): Promise<number> {
  const stamp = now.toISOString();
  const sites = await db
    .selectFrom('sites')
    .select('id')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('credit_packages').select('credit_packages.id').whereRef('credit_packages.site_id', '=', 'sites.id'))))
    .execute();
  for (const site of sites) {
    await db.transaction().execute(async (trx) => {
      for (const pkg of DEFAULT_PACKAGES) {
        const inserted = await trx
          .insertInto('credit_packages')
          .values({
            site_id: site.id,
            kind: pkg.kind,
            credits: pkg.credits,
            bonus_credits: pkg.bonus_credits,
            discount_percentage: pkg.discount_percentage,
            popular: pkg.popular ? 1 : 0,
            one_time: pkg.one_time ? 1 : 0,
            position: pkg.position,
            active: 1,
            created_at: stamp,
            updated_at: stamp,
          })
          // Another instance seeded this site first: its rows (prices included) are already committed.
          .onConflict((oc) => oc.columns(['site_id', 'kind', 'position']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) continue;
        await trx
          .insertInto('package_prices')
          .values(CURRENCIES.map((currency) => ({ package_id: inserted.id, currency, amount_minor: localPrice(pkg.eur_minor, currency) })))
          .execute();
      }
    });
  }
  return sites.length;
}

export interface PricedPackage {
  readonly row: CreditPackageRow;
  readonly amountMinor: number;
  readonly currency: Currency;
}

/** The active packages of a site that have a price in `currency`, in page order (kind, then position). */
export async function selectPricedPackages(db: CreditsDb, siteId: number, currency: Currency, kind?: PackageKind): Promise<PricedPackage[]> {
  let query = db
    .selectFrom('credit_packages')
    .innerJoin('package_prices', 'package_prices.package_id', 'credit_packages.id')
    .selectAll('credit_packages')
    .select('package_prices.amount_minor')
    .where('credit_packages.site_id', '=', siteId)
    .where('credit_packages.active', '=', 1)
    .where('package_prices.currency', '=', currency);
  if (kind) query = query.where('credit_packages.kind', '=', kind);
  const rows = await query.orderBy('credit_packages.kind').orderBy('credit_packages.position').execute();
  return rows.map(({ amount_minor, ...row }) => ({ row, amountMinor: amount_minor, currency }));
}

/** One active package of the site, priced in `currency`; undefined when it does not exist there or has no such price. */
export async function selectPricedPackage(db: CreditsDb, siteId: number, packageId: number, currency: Currency): Promise<PricedPackage | undefined> {
  const row = await db
    .selectFrom('credit_packages')
    .innerJoin('package_prices', 'package_prices.package_id', 'credit_packages.id')
    .selectAll('credit_packages')
    .select('package_prices.amount_minor')
    .where('credit_packages.id', '=', packageId)
    .where('credit_packages.site_id', '=', siteId)
    .where('credit_packages.active', '=', 1)
    .where('package_prices.currency', '=', currency)
    .executeTakeFirst();
  if (!row) return undefined;
  const { amount_minor, ...pkg } = row;
  return { row: pkg, amountMinor: amount_minor, currency };
}

export function totalCredits(row: Pick<CreditPackageRow, 'credits' | 'bonus_credits'>): number {
  return row.credits + row.bonus_credits;
}

/**
 * Exactly one "most popular" package per kind, whatever the site's flags say: the first flagged one (in page order);
 * without any flag, the middle one. A page shows one kind, so it shows one badge.
 */
export function withOnePopular<T extends { readonly kind: PackageKind; readonly popular: boolean }>(packages: readonly T[]): T[] {
  const chosen = new Map<PackageKind, T>();
  for (const kind of new Set(packages.map((pkg) => pkg.kind))) {
    const ofKind = packages.filter((pkg) => pkg.kind === kind);
    const pick = ofKind.find((pkg) => pkg.popular) ?? ofKind[Math.floor((ofKind.length - 1) / 2)];
    if (pick) chosen.set(kind, pick);
  }
  return packages.map((pkg) => {
    const popular = chosen.get(pkg.kind) === pkg;
    return popular === pkg.popular ? pkg : { ...pkg, popular };
  });
}

/** The contract package; `automaticPercentage` is the discount applied without a code (the time bonus), if any. */
export function packageAnswer(pkg: PricedPackage, automaticPercentage: number | null): CreditPackage {
  const { row } = pkg;
  return {
    id: row.id,
    kind: row.kind,
    credits: row.credits,
    bonus_credits: row.bonus_credits,
    total_credits: totalCredits(row),
    price: { amount_minor: pkg.amountMinor, currency: pkg.currency },
    discounted_price:
      automaticPercentage === null ? null : { amount_minor: discountedAmount(pkg.amountMinor, automaticPercentage), currency: pkg.currency },
    discount_percentage: row.discount_percentage,
    popular: row.popular === 1,
    one_time: row.one_time === 1,
    position: row.position,
  };
}
