import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUserRow, ProfileRow, UserRow } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Queries of the accounts area (users and profiles). Rows in, rows out: decisions live in the services. */

export async function selectUserByEmail(db: Db, siteId: number, emailNormalized: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('email_normalized', '=', emailNormalized)
    .executeTakeFirst();
}

export async function selectUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function selectProfile(db: Db, userId: number): Promise<ProfileRow | undefined> {
  return db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export interface NewProfile {
  readonly name: string;
  readonly dateOfBirth: string;
  readonly country: string;
  readonly signupMessage: string | null;
  readonly targetProfileId: number | null;
  readonly createdAt: string;
}

export async function insertUserWithProfile(trx: Transaction<Database>, user: NewUserRow, profile: NewProfile): Promise<number> {
  const { id } = await trx.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  await trx
    .insertInto('profiles')
    .values({
      user_id: id,
      name: profile.name,
      date_of_birth: profile.dateOfBirth,
      country: profile.country,
      region: null,
      gender: null,
      seeking: null,
      status: 'disabled',
      signup_message: profile.signupMessage,
      target_profile_id: profile.targetProfileId,
      created_at: profile.createdAt,
    })
    .execute();
  return id;
}

export async function setProfileStatus(db: Db, userId: number, status: 'active' | 'disabled'): Promise<void> {
  await db.updateTable('profiles').set({ status }).where('user_id', '=', userId).execute();
}

export async function updateLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function updateCompletedSignup(
  db: Db,
  userId: number,
  values: { gender: string; seeking: string; country: string; region: string | null },
): Promise<void> {
  await db.updateTable('profiles').set(values).where('user_id', '=', userId).execute();
}

/** Deleted accounts whose window has passed and whose personal data is still there. */
export async function selectAccountsToPurge(db: Db, now: string, limit: number): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('status', '=', 'deleted')
    .where('purge_after', '<=', now)
    .where('purged_at', 'is', null)
    .orderBy('purge_after', 'asc')
    .limit(limit)
    .execute();
}
