import type { Kysely, Transaction } from 'kysely';
import type { Database, StaffAccountRow, StaffSessionRow } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function selectStaffSessionByTokenHash(db: Db, tokenHash: string): Promise<{ session: StaffSessionRow; account: StaffAccountRow } | undefined> {
  const session = await db.selectFrom('staff_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!session) return undefined;
  const account = await selectStaffById(db, session.staff_id);
  return account ? { session, account } : undefined;
}

export function selectStaffById(db: Db, id: number): Promise<StaffAccountRow | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function selectStaffByEmail(db: Db, email: string): Promise<StaffAccountRow | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function selectStaffSiteIds(db: Db, staffId: number): Promise<number[]> {
  const rows = await db.selectFrom('staff_sites').select('site_id').where('staff_id', '=', staffId).orderBy('site_id').execute();
  return rows.map((row) => row.site_id);
}

export async function selectAllStaffSiteIds(db: Db): Promise<Map<number, number[]>> {
  const rows = await db.selectFrom('staff_sites').select(['staff_id', 'site_id']).orderBy('site_id').execute();
  const byStaff = new Map<number, number[]>();
  for (const row of rows) byStaff.set(row.staff_id, [...(byStaff.get(row.staff_id) ?? []), row.site_id]);
  return byStaff;
}

export async function replaceStaffSites(db: Db, staffId: number, siteIds: readonly number[]): Promise<void> {
  await db.deleteFrom('staff_sites').where('staff_id', '=', staffId).execute();
  if (siteIds.length > 0) await db.insertInto('staff_sites').values(siteIds.map((siteId) => ({ staff_id: staffId, site_id: siteId }))).execute();
}

export async function deleteStaffSessions(db: Db, staffId: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}
