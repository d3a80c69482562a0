import type { Kysely } from 'kysely';
import type { CompanyRow, Database, NewCompanyRow, NewSiteRow, SiteRow } from '../db/schema';

/** Queries of the sites area (sites and companies tables). Rows in, rows out: mapping lives in service.ts. */

export async function selectSiteByDomain(db: Kysely<Database>, domain: string): Promise<SiteRow | undefined> {
  return db.selectFrom('sites').selectAll().where('domain', '=', domain).executeTakeFirst();
}

/** The default site: the one on `localhost`, else the oldest. */
export async function selectDefaultSite(db: Kysely<Database>): Promise<SiteRow | undefined> {
  return (
    (await selectSiteByDomain(db, 'localhost')) ??
    (await db.selectFrom('sites').selectAll().orderBy('id', 'asc').limit(1).executeTakeFirst())
  );
}

export async function selectCompanyById(db: Kysely<Database>, id: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function selectSiteDomains(db: Kysely<Database>): Promise<{ domain: string; niche: number }[]> {
  return db.selectFrom('sites').select(['domain', 'niche']).orderBy('niche').orderBy('domain').execute();
}

/** Inserts the company unless one with the same name exists; answers its id either way. */
export async function upsertCompanyByName(db: Kysely<Database>, company: NewCompanyRow): Promise<number> {
  await db
    .insertInto('companies')
    .values(company)
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('companies').select('id').where('name', '=', company.name).executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts the site unless its domain exists; answers whether it was inserted. */
export async function insertSiteIfAbsent(db: Kysely<Database>, site: NewSiteRow): Promise<boolean> {
  const result = await db
    .insertInto('sites')
    .values(site)
    .onConflict((conflict) => conflict.column('domain').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
