import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../dialect';
import { withIdColumn } from './helpers';

/**
 * Payment mails (server/payments/receipts): the receipt of a completed payment, the notice of a failed recurring
 * charge and the confirmation of a direct-debit mandate. A row is written in the transaction of the payment's state
 * change, at most one per payment and kind (the unique index), so a replayed or racing webhook cannot mail twice and a
 * rolled-back change mails nothing; the mail itself is rendered and recorded in the outbox once the change committed.
 * `method_detail` is the masked card or IBAN as it was at that moment.
 */
export function paymentMailsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('payment_mails'), dialect)
        .addColumn('payment_id', 'integer', (col) => col.notNull().references('payments.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('method_detail', 'text')
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('claimed_at', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addCheckConstraint('payment_mails_kind_value', sql`kind in ('receipt', 'charge_failed', 'mandate')`)
        .addCheckConstraint('payment_mails_status_value', sql`status in ('queued', 'sending', 'sent', 'skipped', 'failed')`)
        .execute();
      await db.schema.createIndex('payment_mails_payment_kind_idx').on('payment_mails').columns(['payment_id', 'kind']).unique().execute();
      await db.schema.createIndex('payment_mails_status_idx').on('payment_mails').columns(['status', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('payment_mails').execute();
    },
  };
}
