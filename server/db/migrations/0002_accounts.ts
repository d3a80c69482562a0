import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../dialect';
import { withIdColumn } from './helpers';

/**
 * Accounts (issue 3): users, their profiles, sessions, single-use account tokens and rate-limit events.
 * Accounts belong to the site they signed up on: the same address may have an account on each site.
 * Timestamps are ISO-8601 UTC text; booleans 0/1; lists and maps JSON text (see db/schema.ts).
 */
export function accountsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('users'), dialect)
        .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id').onDelete('restrict'))
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('email_normalized', 'text', (col) => col.notNull())
        // Null once the account is purged.
        .addColumn('password_hash', 'text')
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('status_before_delete', 'text')
        .addColumn('credits', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('paid_user', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('fictional_icon', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('notifications_disabled', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('tracking', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('signup_ip', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('last_login_at', 'text')
        .addColumn('deleted_at', 'text')
        .addColumn('purge_after', 'text')
        .addColumn('purged_at', 'text')
        .addColumn('delete_reason', 'text')
        .addColumn('delete_comment', 'text')
        .addUniqueConstraint('users_site_email_unique', ['site_id', 'email_normalized'])
        .addCheckConstraint('users_status_value', sql`status in ('not_confirmed', 'confirmed', 'deleted', 'banned')`)
        .addCheckConstraint(
          'users_status_before_delete_value',
          sql`status_before_delete is null or status_before_delete in ('not_confirmed', 'confirmed')`,
        )
        .addCheckConstraint('users_credits_nonnegative', sql`credits >= 0`)
        .addCheckConstraint('users_booleans', sql`paid_user in (0, 1) and fictional_icon in (0, 1)`)
        .execute();
      // The purge job looks for deleted accounts past their window.
      await db.schema.createIndex('users_purge_idx').on('users').columns(['status', 'purge_after']).execute();

      await db.schema
        .createTable('profiles')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        // Null once the account is purged.
        .addColumn('date_of_birth', 'text')
        .addColumn('country', 'text', (col) => col.notNull())
        .addColumn('region', 'text')
        .addColumn('gender', 'text')
        .addColumn('seeking', 'text')
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('disabled'))
        .addColumn('signup_message', 'text')
        .addColumn('target_profile_id', 'integer')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addCheckConstraint('profiles_status_value', sql`status in ('active', 'disabled')`)
        .addCheckConstraint('profiles_gender_value', sql`gender is null or gender in ('man', 'woman', 'couple', 'trans')`)
        .addCheckConstraint('profiles_seeking_value', sql`seeking is null or seeking in ('man', 'woman', 'couple', 'trans')`)
        .execute();

      await withIdColumn(db.schema.createTable('sessions'), dialect)
        // SHA-256 (hex) of the cookie token; the token itself is never stored.
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('last_seen_at', 'text', (col) => col.notNull())
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
      await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

      await withIdColumn(db.schema.createTable('account_tokens'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        // SHA-256 (hex) of the mailed token.
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .addCheckConstraint('account_tokens_kind_value', sql`kind in ('activation', 'reset', 'mail_change', 'reactivate')`)
        .execute();
      await db.schema.createIndex('account_tokens_user_kind_idx').on('account_tokens').columns(['user_id', 'kind']).execute();

      await withIdColumn(db.schema.createTable('rate_events'), dialect)
        // SHA-256 (hex) of the limit's key (which names an address or an IP): no personal data at rest.
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('rate_events_key_idx').on('rate_events').columns(['key', 'created_at']).execute();
      await db.schema.createIndex('rate_events_created_idx').on('rate_events').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_events').execute();
      await db.schema.dropTable('account_tokens').execute();
      await db.schema.dropTable('sessions').execute();
      await db.schema.dropTable('profiles').execute();
      await db.schema.dropTable('users').execute();
    },
  };
}
