import type { Kysely, Transaction } from 'kysely';
import type { CreditsDatabase, CreditsDb, CreditsTrx, CreditPackageRow, DiscountCodeRow } from '../credits/tables';
import type { CompanyRow, Database, NewSiteRow, SiteRow } from '../db/schema';

/** Queries of the sites editor (sites, companies, credit packages and prices, discount codes). Rows in, rows out. */

type Db = Kysely<Database> | Transaction<Database>;
type CDb = CreditsDb | CreditsTrx;

export interface SiteListRow {
  readonly id: number;
  readonly domain: string;
  readonly name: string;
  readonly niche: number;
  readonly domain_language: string;
  readonly languages: string;
  readonly active: number;
}

/** Sites in id order; `ids` null = all of them. */
export async function selectSiteList(db: Db, ids: readonly number[] | null): Promise<SiteListRow[]> {
  if (ids !== null && ids.length === 0) return [];
  let query = db.selectFrom('sites').select(['id', 'domain', 'name', 'niche', 'domain_language', 'languages', 'active']);
  if (ids !== null) query = query.where('id', 'in', [...ids]);
  return query.orderBy('id').execute();
}

export async function selectSite(db: Db, id: number): Promise<SiteRow | undefined> {
  return db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The site row, locked for the rest of the transaction (a no-op update: the portable row lock, as the ledger does), so
 * two edits of one site run one after the other and each audit row's "before" is what it replaced.
 */
export async function lockSite(trx: Transaction<Database>, id: number): Promise<SiteRow | undefined> {
  return trx
    .updateTable('sites')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function selectSiteIdByDomain(db: Db, domain: string): Promise<number | undefined> {
  const row = await db.selectFrom('sites').select('id').where('domain', '=', domain).executeTakeFirst();
  return row?.id;
}

export async function insertSite(trx: Transaction<Database>, values: NewSiteRow): Promise<SiteRow> {
  return trx.insertInto('sites').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function selectCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ids of the sites of a company (to know who else an edit of it reaches). */
export async function selectCompanySiteIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db.selectFrom('sites').select('id').where('company_id', '=', companyId).execute();
  return rows.map((row) => row.id);
}

export async function selectCompanyIdByName(db: Db, name: string): Promise<number | undefined> {
  const row = await db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirst();
  return row?.id;
}

export interface PackageWithPrices {
  readonly row: CreditPackageRow;
  readonly prices: { currency: string; amount_minor: number }[];
}

/** A site's packages (active or not) in page order, each with its prices in currency order. */
export async function selectPackages(db: CDb, siteId: number, packageId?: number): Promise<PackageWithPrices[]> {
  let query = db.selectFrom('credit_packages').selectAll().where('site_id', '=', siteId);
  if (packageId !== undefined) query = query.where('id', '=', packageId);
  const rows = await query.orderBy('kind').orderBy('position').orderBy('id').execute();
  if (rows.length === 0) return [];
  const prices = await db
    .selectFrom('package_prices')
    .select(['package_id', 'currency', 'amount_minor'])
    .where('package_id', 'in', rows.map((row) => row.id))
    .orderBy('package_id')
    .orderBy('currency')
    .execute();
  return rows.map((row) => ({
    row,
    prices: prices.filter((price) => price.package_id === row.id).map(({ currency, amount_minor }) => ({ currency, amount_minor })),
  }));
}

export async function nextPackagePosition(db: CDb, siteId: number, kind: string): Promise<number> {
  const row = await db
    .selectFrom('credit_packages')
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('site_id', '=', siteId)
    .where('kind', '=', kind as CreditPackageRow['kind'])
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function replacePackagePrices(trx: CreditsTrx, packageId: number, prices: readonly { currency: string; amount_minor: number }[]): Promise<void> {
  await trx.deleteFrom('package_prices').where('package_id', '=', packageId).execute();
  if (prices.length > 0) {
    await trx
      .insertInto('package_prices')
      .values(prices.map((price) => ({ package_id: packageId, currency: price.currency, amount_minor: price.amount_minor })))
      .execute();
  }
}

/** Whether any payment names the package (it must then stay, deactivated, for the payment's record). */
export async function packageWasOrdered(db: CDb, packageId: number): Promise<boolean> {
  const row = await db.selectFrom('payments').select('id').where('package_id', '=', packageId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function selectDiscountCodes(db: CDb, siteId: number, codeId?: number): Promise<DiscountCodeRow[]> {
  let query = db.selectFrom('discount_codes').selectAll().where('site_id', '=', siteId);
  if (codeId !== undefined) query = query.where('id', '=', codeId);
  return query.orderBy('id').execute();
}

/** Whether a code was used or is held by a payment (deleting it would rewrite history: it is deactivated instead). */
export async function discountCodeWasUsed(db: CDb, codeId: number): Promise<boolean> {
  const [redemption, payment] = await Promise.all([
    db.selectFrom('discount_redemptions').select('id').where('code_id', '=', codeId).limit(1).executeTakeFirst(),
    db.selectFrom('payments').select('id').where('discount_code_id', '=', codeId).limit(1).executeTakeFirst(),
  ]);
  return redemption !== undefined || payment !== undefined;
}

/** A new site gets its template's packages, prices and public discount codes. */
export async function copySiteOffers(trx: Transaction<CreditsDatabase>, templateId: number, siteId: number, now: string): Promise<void> {
  for (const { row, prices } of await selectPackages(trx, templateId)) {
    const { id: _id, site_id: _site, created_at: _created, updated_at: _updated, ...fields } = row;
    const inserted = await trx
      .insertInto('credit_packages')
      .values({ ...fields, site_id: siteId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replacePackagePrices(trx, inserted.id, prices);
  }
  const codes = await trx.selectFrom('discount_codes').selectAll().where('site_id', '=', templateId).where('user_id', 'is', null).execute();
  if (codes.length > 0) {
    await trx
      .insertInto('discount_codes')
      .values(codes.map(({ id: _id, site_id: _site, created_at: _created, ...code }) => ({ ...code, site_id: siteId, created_at: now })))
      .execute();
  }
}
