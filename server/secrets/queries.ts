import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function insertSecretIfAbsent(db: Kysely<Database>, key: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('kv_secrets')
    .values({ key, value, created_at: now })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

export async function selectSecret(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('kv_secrets').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}
