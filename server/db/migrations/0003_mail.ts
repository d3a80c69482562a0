import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../dialect';
import { withIdColumn } from './helpers';

/**
 * The mail outbox: every mail the server sends is recorded here (server/mail). Without SMTP_URL it is the only
 * destination (the development outbox page reads it); with SMTP_URL it is also the delivery queue, so a mail that
 * could not be delivered yet survives a restart.
 */
export function mailMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('outbox'), dialect)
        .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('from_name', 'text', (col) => col.notNull())
        .addColumn('from_address', 'text', (col) => col.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('html', 'text', (col) => col.notNull())
        .addColumn('template', 'text', (col) => col.notNull())
        .addColumn('params', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('delivery', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_attempt_at', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addCheckConstraint('outbox_delivery_value', sql`delivery in ('outbox', 'pending', 'sending', 'sent', 'failed')`)
        .addCheckConstraint('outbox_attempts_range', sql`attempts >= 0`)
        .execute();
      // The outbox page filters by recipient case-insensitively.
      await db.schema.createIndex('outbox_recipient_idx').on('outbox').expression(sql`lower(recipient)`).execute();
      await db.schema.createIndex('outbox_delivery_idx').on('outbox').columns(['delivery', 'id']).execute();
      await db.schema.createIndex('outbox_site_id_idx').on('outbox').column('site_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('outbox').execute();
    },
  };
}
