import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database, ProfileRow, ProfilesTable, UserStatusValue } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Queries of the members area (profiles as members see them). Rows in, rows out. */

export interface MemberRow extends ProfileRow {
  readonly user_status: UserStatusValue;
  readonly email: string;
  /** The member's own language (users.language). */
  readonly user_language: string;
}

export async function selectMember(db: Db, userId: number): Promise<MemberRow | undefined> {
  return db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .selectAll('p')
    .select(['u.status as user_status', 'u.email', 'u.language as user_language'])
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
}

export async function updateProfileFields(db: Db, userId: number, values: Updateable<ProfilesTable>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('profiles').set(values).where('user_id', '=', userId).execute();
}
