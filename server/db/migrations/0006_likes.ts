import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../dialect';

/**
 * Likes, matches and the swipe game (issue 6). Table types live in server/likes/tables.ts.
 *
 * - `likes`: one row per (liker, liked) pair; a match is two rows in opposite directions (no table of its own, so it
 *   can never disagree with the likes). `like_new` is the receiver's "not seen yet" flag (SPEC §4), cleared when the
 *   receiver opens the liker's profile. `source` tells the swipe game's likes (which have a daily limit) from the
 *   profile's like button and the site's auto-likes.
 * - `swipe_passes`: members the viewer swiped away, so the game does not offer them again.
 * - `swipe_windows`: one row per member, the swipe likes given in the current local day and when that day ends. The
 *   end is fixed when the day's first swipe like is given, so changing the time zone mid-day cannot reset the count.
 * - `users.time_zone`: the member's IANA time zone as the browser reports it; null until it reports one.
 */
export function likesMigration(_dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();

      await db.schema
        .createTable('likes')
        .addColumn('liker_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('liked_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('like_new', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (col) => col.notNull())
        // Liking twice is one like (idempotent under concurrency: the second insert does nothing).
        .addPrimaryKeyConstraint('likes_pk', ['liker_id', 'liked_id'])
        .addCheckConstraint('likes_not_self', sql`liker_id <> liked_id`)
        .addCheckConstraint('likes_source_value', sql`source in ('profile', 'swipe', 'auto')`)
        .addCheckConstraint('likes_like_new_bool', sql`like_new in (0, 1)`)
        .execute();
      // Received likes, new first then newest (the liked_by list and the new-likes count read this range in order).
      await db.schema.createIndex('likes_liked_idx').on('likes').columns(['liked_id', 'like_new', 'created_at']).execute();
      // Given likes, newest first (the `profiles` list).
      await db.schema.createIndex('likes_liker_created_idx').on('likes').columns(['liker_id', 'created_at']).execute();

      await db.schema
        .createTable('swipe_passes')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('target_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('swipe_passes_pk', ['user_id', 'target_id'])
        .addCheckConstraint('swipe_passes_not_self', sql`user_id <> target_id`)
        .execute();

      await db.schema
        .createTable('swipe_windows')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('likes', 'integer', (col) => col.notNull().defaultTo(0))
        // The member's next local midnight when the window opened (ISO-8601 UTC): the window is over from then on.
        .addColumn('ends_at', 'text', (col) => col.notNull())
        .addColumn('time_zone', 'text', (col) => col.notNull())
        .addCheckConstraint('swipe_windows_likes_nonnegative', sql`likes >= 0`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('swipe_windows').execute();
      await db.schema.dropTable('swipe_passes').execute();
      await db.schema.dropTable('likes').execute();
      await db.schema.alterTable('users').dropColumn('time_zone').execute();
    },
  };
}
