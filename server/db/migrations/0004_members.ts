import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../dialect';
import { withIdColumn } from './helpers';

/**
 * Members (issue 4): profile attributes, location, visibility flags and the search order column; photos; blocks.
 *
 * One member base serves every site (profiles are not per site; accounts are). The search reads members in the order
 * (last_active_at DESC, user_id DESC) through partial indexes over searchable profiles (active, not invisible), one
 * per equality filter that narrows a lot (none, country, country + region, gender). Each index hands rows over already
 * in search order, so neither SQLite nor PostgreSQL needs a sort step, and keyset pages are index range scans.
 * Age filters are birth-date bounds checked on the rows read (no index on date_of_birth, so no planner is tempted
 * into a range scan followed by a sort).
 */
export function membersMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const text = (name: string) => db.schema.alterTable('profiles').addColumn(name, 'text').execute();
      await text('sexuality');
      await text('hair_color');
      await text('eye_color');
      await text('body_type');
      await text('relationship_status');
      await db.schema
        .alterTable('profiles')
        .addColumn('height_cm', 'integer', (col) => col.check(sql`height_cm is null or (height_cm >= 50 and height_cm <= 260)`))
        .execute();
      await db.schema.alterTable('profiles').addColumn('about', 'text', (col) => col.notNull().defaultTo('')).execute();
      await db.schema.alterTable('profiles').addColumn('interests', 'text', (col) => col.notNull().defaultTo('[]')).execute();
      await db.schema
        .alterTable('profiles')
        .addColumn('kink', 'integer', (col) => col.notNull().defaultTo(0).check(sql`kink in (0, 1)`))
        .execute();
      await text('city');
      await db.schema.alterTable('profiles').addColumn('lat', 'real').execute();
      await db.schema.alterTable('profiles').addColumn('lon', 'real').execute();
      await db.schema
        .alterTable('profiles')
        .addColumn('invisible', 'integer', (col) => col.notNull().defaultTo(0).check(sql`invisible in (0, 1)`))
        .execute();
      await db.schema
        .alterTable('profiles')
        .addColumn('fictional', 'integer', (col) => col.notNull().defaultTo(0).check(sql`fictional in (0, 1)`))
        .execute();
      // A constant default (SQLite cannot add a column with a computed one); members are stamped when they are active.
      await db.schema
        .alterTable('profiles')
        .addColumn('last_active_at', 'text', (col) => col.notNull().defaultTo('1970-01-01T00:00:00.000Z'))
        .execute();
      await sql`update profiles set last_active_at = created_at`.execute(db);

      // The partial-index predicate; server/members/search.ts repeats it literally so both planners can use the indexes.
      const searchIndex = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on('profiles').columns(columns).where(sql<boolean>`status = 'active' and invisible = 0`).execute();
      await searchIndex('profiles_search_idx', ['last_active_at', 'user_id']);
      await searchIndex('profiles_search_country_idx', ['country', 'last_active_at', 'user_id']);
      await searchIndex('profiles_search_region_idx', ['country', 'region', 'last_active_at', 'user_id']);
      await searchIndex('profiles_search_gender_idx', ['gender', 'last_active_at', 'user_id']);

      await withIdColumn(db.schema.createTable('photos'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        // Random, server-generated: the media store's file names. Demo avatars share one key between members.
        .addColumn('storage_key', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('visibility', 'text', (col) => col.notNull().defaultTo('public'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('photos_user_position_unique', ['user_id', 'position'])
        .addCheckConstraint('photos_status_value', sql`status in ('pending', 'active', 'rejected')`)
        .addCheckConstraint('photos_visibility_value', sql`visibility in ('public', 'private')`)
        .addCheckConstraint('photos_size_positive', sql`width > 0 and height > 0`)
        .execute();
      await db.schema.createIndex('photos_storage_key_idx').on('photos').column('storage_key').execute();
      await db.schema.createIndex('photos_status_idx').on('photos').columns(['status', 'id']).execute();

      await db.schema
        .createTable('blocks')
        .addColumn('blocker_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('blocked_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
        .addCheckConstraint('blocks_not_self', sql`blocker_id <> blocked_id`)
        .execute();
      // The other direction of "blocked either way", checked for every search row.
      await db.schema.createIndex('blocks_blocked_idx').on('blocks').columns(['blocked_id', 'blocker_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('blocks').execute();
      await db.schema.dropTable('photos').execute();
      for (const index of ['profiles_search_idx', 'profiles_search_country_idx', 'profiles_search_region_idx', 'profiles_search_gender_idx']) {
        await db.schema.dropIndex(index).execute();
      }
      for (const column of [
        'last_active_at',
        'fictional',
        'invisible',
        'lon',
        'lat',
        'city',
        'kink',
        'interests',
        'about',
        'height_cm',
        'relationship_status',
        'body_type',
        'eye_color',
        'hair_color',
        'sexuality',
      ]) {
        await db.schema.alterTable('profiles').dropColumn(column).execute();
      }
    },
  };
}
