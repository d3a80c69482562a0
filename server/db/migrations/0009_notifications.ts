import { sql, type Kysely, type Migration } from 'kysely';
import { NOTIFICATION_TYPES } from '../../../contract/constants';
import { EMAIL_BLOCK_REASONS } from '../../../contract/notifications';
import type { DbDialect } from '../dialect';
import { withIdColumn } from './helpers';

/**
 * Web push and notification settings (issue 6). Table types live in server/notifications/tables.ts.
 *
 * - `notification_preferences`: one row per member and SPEC §3 type once the member (or the mail throttle) touched
 *   it; a missing row means the defaults of server/notifications/rules.ts. `last_emailed_at` throttles the mails of
 *   one type (a conditional update claims the right to send, so concurrent events send one mail).
 * - `notification_settings`: one row per member: the master switch, and why notification mails stopped (SPEC §8)
 *   for which address — a new address is not blocked by the old one's bounce.
 * - `push_subscriptions`: one row per browser. The endpoint is unique: a browser that logs in to another account moves
 *   its subscription there. It belongs to the session that saved it, so logging out (which deletes the session) stops
 *   pushes to that browser; the app saves it again after the next login.
 * - `outbox.list_unsubscribe`: the one-click unsubscribe URL of a notification mail (RFC 8058 headers).
 */
export function notificationsMigration(dialect: DbDialect): Migration {
  const types = sql.join(NOTIFICATION_TYPES.map((type) => sql.lit(type)));
  const reasons = sql.join(EMAIL_BLOCK_REASONS.map((reason) => sql.lit(reason)));
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notification_preferences')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('email', 'integer', (col) => col.notNull())
        .addColumn('push', 'integer', (col) => col.notNull())
        .addColumn('last_emailed_at', 'text')
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'type'])
        .addCheckConstraint('notification_preferences_type_value', sql`type in (${types})`)
        .addCheckConstraint('notification_preferences_email_bool', sql`email in (0, 1)`)
        .addCheckConstraint('notification_preferences_push_bool', sql`push in (0, 1)`)
        .execute();

      await db.schema
        .createTable('notification_settings')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('all_disabled', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('email_blocked_reason', 'text')
        // The normalised address the block is about.
        .addColumn('email_blocked_address', 'text')
        .addColumn('email_blocked_at', 'text')
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addCheckConstraint('notification_settings_all_disabled_bool', sql`all_disabled in (0, 1)`)
        .addCheckConstraint('notification_settings_reason_value', sql`email_blocked_reason is null or email_blocked_reason in (${reasons})`)
        .execute();

      await withIdColumn(db.schema.createTable('push_subscriptions'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('session_id', 'integer', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('endpoint', 'text', (col) => col.notNull().unique())
        .addColumn('p256dh', 'text', (col) => col.notNull())
        .addColumn('auth', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      // A member's devices (every push goes to all of them).
      await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').columns(['user_id', 'updated_at']).execute();
      await db.schema.createIndex('push_subscriptions_session_idx').on('push_subscriptions').column('session_id').execute();

      await db.schema.alterTable('outbox').addColumn('list_unsubscribe', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox').dropColumn('list_unsubscribe').execute();
      await db.schema.dropTable('push_subscriptions').execute();
      await db.schema.dropTable('notification_settings').execute();
      await db.schema.dropTable('notification_preferences').execute();
    },
  };
}
