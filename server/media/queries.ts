import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, NewPhotoRow, PhotoRow } from '../db/schema';
import type { DbDialect } from '../db/dialect';

type Db = Kysely<Database> | Transaction<Database>;

/** Queries of the photos table. Rows in, rows out: decisions live in photos.ts and access.ts. */

export async function selectOwnPhotos(db: Db, userId: number): Promise<PhotoRow[]> {
  return db.selectFrom('photos').selectAll().where('user_id', '=', userId).orderBy('position', 'asc').execute();
}

/** Active photos of a member, in profile order. */
export async function selectActivePhotos(db: Db, userId: number): Promise<PhotoRow[]> {
  return db
    .selectFrom('photos')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .orderBy('position', 'asc')
    .execute();
}

export async function selectPhoto(db: Db, id: number): Promise<PhotoRow | undefined> {
  return db.selectFrom('photos').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What the media route needs about a photo's owner: whether others may see them at all. */
export interface PhotoOwnerState {
  readonly listed: boolean;
  readonly publicMainId: number | null;
}

export async function selectPhotoOwnerState(db: Db, ownerId: number): Promise<PhotoOwnerState> {
  const row = await db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.status as profile_status', 'p.invisible', 'u.status as user_status'])
    .select((eb) =>
      eb
        .selectFrom('photos as ph')
        .select('ph.id')
        .whereRef('ph.user_id', '=', 'p.user_id')
        .where('ph.status', '=', 'active')
        .where('ph.visibility', '=', 'public')
        .orderBy('ph.position', 'asc')
        .limit(1)
        .as('public_main_id'),
    )
    .where('p.user_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) return { listed: false, publicMainId: null };
  return {
    listed: row.profile_status === 'active' && row.user_status === 'confirmed' && row.invisible === 0,
    publicMainId: row.public_main_id ?? null,
  };
}

/**
 * Takes the write lock that serialises a member's photo changes (SEC-17): on PostgreSQL the user row is locked
 * (`SELECT … FOR UPDATE`); on SQLite the transaction already holds the database write lock (BEGIN IMMEDIATE).
 * Returns whether the member is premium, read under the lock.
 */
export async function lockPhotoOwner(trx: Transaction<Database>, dialect: DbDialect, userId: number): Promise<{ premium: boolean } | null> {
  const query = trx.selectFrom('users').select(['id', 'paid_user']).where('id', '=', userId);
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  return row ? { premium: row.paid_user === 1 } : null;
}

/** Photos that count against the quota: everything but rejected ones (those can be deleted, and free a place anyway). */
export async function countQuotaPhotos(trx: Db, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '!=', 'rejected')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function nextPosition(trx: Db, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('photos')
    .select((eb) => eb.fn.max<number | null>('position').as('top'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function insertPhoto(trx: Db, photo: NewPhotoRow): Promise<number> {
  const row = await trx.insertInto('photos').values(photo).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deletePhotoRow(trx: Db, userId: number, id: number): Promise<PhotoRow | undefined> {
  const photo = await trx.selectFrom('photos').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!photo) return undefined;
  await trx.deleteFrom('photos').where('id', '=', id).execute();
  return photo;
}

/** Other photos still using a storage key (demo avatars share files between members). */
export async function countStorageKeyUsers(db: Db, storageKey: string): Promise<number> {
  const row = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('storage_key', '=', storageKey)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Writes a new order: `ids` in their new positions 0…n-1. Positions are unique per member, so every row first moves
 * to a distinct negative position and then to its final one; no intermediate state collides on either database.
 */
export async function writePhotoOrder(trx: Transaction<Database>, userId: number, ids: readonly number[]): Promise<void> {
  await trx
    .updateTable('photos')
    .set({ position: sql<number>`-1 - id` })
    .where('user_id', '=', userId)
    .execute();
  for (const [position, id] of ids.entries()) {
    await trx.updateTable('photos').set({ position }).where('id', '=', id).where('user_id', '=', userId).execute();
  }
}

export async function updatePhotoVisibility(trx: Db, userId: number, id: number, visibility: 'public' | 'private'): Promise<void> {
  await trx.updateTable('photos').set({ visibility }).where('id', '=', id).where('user_id', '=', userId).execute();
}
