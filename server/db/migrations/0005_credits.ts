import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../dialect';
import { withIdColumn } from './helpers';

/**
 * Credits, premium and payments (issue 5). The balance in `users.credits` changes only through `credit_entries`
 * (server/credits/ledger.ts); everything a payment did is kept: its status history, the provider events that reached
 * us, the discount it used. Amounts are integers in minor units. Timestamps ISO-8601 UTC text; booleans 0/1; lists
 * JSON text (see db/schema.ts). Table types live in server/credits/tables.ts.
 */
export function creditsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('credit_entries'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('restrict'))
        .addColumn('amount', 'integer', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('reference', 'text')
        // A repeat of the same key applies nothing (a retried spend, a replayed payment).
        .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
        .addColumn('balance_after', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addCheckConstraint('credit_entries_amount_nonzero', sql`amount <> 0`)
        .addCheckConstraint('credit_entries_balance_nonnegative', sql`balance_after >= 0`)
        .addCheckConstraint(
          'credit_entries_reason_value',
          sql`reason in ('opening_balance', 'signup', 'purchase', 'reversal', 'message', 'photo', 'gift', 'adjustment')`,
        )
        .execute();
      await db.schema.createIndex('credit_entries_user_idx').on('credit_entries').columns(['user_id', 'id']).execute();

      await withIdColumn(db.schema.createTable('credit_packages'), dialect)
        .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('credits', 'integer', (col) => col.notNull())
        .addColumn('bonus_credits', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('discount_percentage', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('popular', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('one_time', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        // Also what makes the start-up seed safe when several instances start at once.
        .addUniqueConstraint('credit_packages_site_kind_position_unique', ['site_id', 'kind', 'position'])
        .addCheckConstraint('credit_packages_kind_value', sql`kind in ('credits', 'premium')`)
        .addCheckConstraint('credit_packages_credits_positive', sql`credits > 0 and bonus_credits >= 0`)
        .addCheckConstraint('credit_packages_discount_range', sql`discount_percentage >= 0 and discount_percentage <= 90`)
        .addCheckConstraint('credit_packages_booleans', sql`popular in (0, 1) and one_time in (0, 1) and active in (0, 1)`)
        .execute();

      await db.schema
        .createTable('package_prices')
        .addColumn('package_id', 'integer', (col) => col.notNull().references('credit_packages.id').onDelete('cascade'))
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('amount_minor', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('package_prices_pk', ['package_id', 'currency'])
        .addCheckConstraint('package_prices_amount_positive', sql`amount_minor > 0`)
        .addCheckConstraint('package_prices_currency_format', sql`length(currency) = 3 and currency = upper(currency)`)
        .execute();

      await withIdColumn(db.schema.createTable('discount_codes'), dialect)
        .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id').onDelete('cascade'))
        // Stored upper case; looked up upper case.
        .addColumn('code', 'text', (col) => col.notNull())
        // time_bonus and welcome codes expire relative to each user's signup (server/credits/timeBonus.ts).
        .addColumn('kind', 'text', (col) => col.notNull().defaultTo('standard'))
        .addColumn('country', 'text')
        .addColumn('currency', 'text')
        .addColumn('value_percentage', 'integer', (col) => col.notNull())
        .addColumn('minimum_order_value_minor', 'integer')
        .addColumn('expires', 'text')
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
        .addColumn('validity', 'text', (col) => col.notNull())
        // JSON PaymentMethod[]; null: every method.
        .addColumn('paymentmethods', 'text')
        // A personal code: only this user may use it.
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('discount_codes_site_code_unique', ['site_id', 'code'])
        .addCheckConstraint('discount_codes_kind_value', sql`kind in ('standard', 'welcome', 'time_bonus')`)
        .addCheckConstraint('discount_codes_percentage_range', sql`value_percentage >= 1 and value_percentage <= 100`)
        .addCheckConstraint('discount_codes_status_value', sql`status in ('active', 'inactive')`)
        .addCheckConstraint('discount_codes_validity_value', sql`validity in ('once_per_user', 'multi')`)
        .addCheckConstraint('discount_codes_code_upper', sql`code = upper(code)`)
        // A minimum order value is an amount, so it needs its currency.
        .addCheckConstraint('discount_codes_minimum_currency', sql`minimum_order_value_minor is null or currency is not null`)
        .execute();

      await withIdColumn(db.schema.createTable('saved_methods'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'text', (col) => col.notNull())
        // The provider's token: never a card number (SEC-24).
        .addColumn('token', 'text', (col) => col.notNull())
        .addColumn('brand', 'text', (col) => col.notNull())
        .addColumn('last4', 'text', (col) => col.notNull())
        .addColumn('exp_month', 'integer', (col) => col.notNull())
        .addColumn('exp_year', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('saved_methods_provider_token_unique', ['provider', 'token'])
        .addCheckConstraint('saved_methods_last4_format', sql`length(last4) = 4`)
        .addCheckConstraint('saved_methods_exp_month_range', sql`exp_month >= 1 and exp_month <= 12`)
        .execute();
      await db.schema.createIndex('saved_methods_user_idx').on('saved_methods').column('user_id').execute();

      await withIdColumn(db.schema.createTable('payments'), dialect)
        .addColumn('public_id', 'text', (col) => col.notNull().unique())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('restrict'))
        .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id').onDelete('restrict'))
        .addColumn('package_id', 'integer', (col) => col.notNull().references('credit_packages.id').onDelete('restrict'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('credits', 'integer', (col) => col.notNull())
        .addColumn('amount_minor', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('method', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('provider_ref', 'text')
        .addColumn('checkout_url', 'text')
        .addColumn('discount_code_id', 'integer', (col) => col.references('discount_codes.id').onDelete('set null'))
        .addColumn('discount_code', 'text')
        .addColumn('discount_percentage', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('saved_method_id', 'integer', (col) => col.references('saved_methods.id').onDelete('set null'))
        // Client-chosen; unique per user, so the same key never starts a second payment.
        .addColumn('idempotency_key', 'text', (col) => col.notNull())
        .addColumn('reversed_credits', 'integer', (col) => col.notNull().defaultTo(0))
        // Credits a reversal could not take back because they were spent already: flagged for follow-up.
        .addColumn('reversal_shortfall', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('completed_at', 'text')
        .addUniqueConstraint('payments_user_idempotency_unique', ['user_id', 'idempotency_key'])
        .addCheckConstraint('payments_kind_value', sql`kind in ('checkout', 'repeat', 'directdebit')`)
        .addCheckConstraint('payments_status_value', sql`status in ('pending', 'completed', 'failed', 'cancelled', 'reversed')`)
        .addCheckConstraint('payments_amounts', sql`credits > 0 and amount_minor >= 0 and reversed_credits >= 0 and reversal_shortfall >= 0`)
        .addCheckConstraint('payments_discount_range', sql`discount_percentage >= 0 and discount_percentage <= 100`)
        .execute();
      await db.schema.createIndex('payments_user_created_idx').on('payments').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('payments_package_idx').on('payments').column('package_id').execute();

      await withIdColumn(db.schema.createTable('payment_status_changes'), dialect)
        .addColumn('payment_id', 'integer', (col) => col.notNull().references('payments.id').onDelete('cascade'))
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (col) => col.notNull())
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('event_id', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('payment_status_changes_payment_idx').on('payment_status_changes').columns(['payment_id', 'id']).execute();

      await withIdColumn(db.schema.createTable('webhook_events'), dialect)
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('payment_public_id', 'text')
        .addColumn('outcome', 'text', (col) => col.notNull())
        .addColumn('received_at', 'text', (col) => col.notNull())
        // A replayed event is recognised and changes nothing.
        .addUniqueConstraint('webhook_events_provider_event_unique', ['provider', 'event_id'])
        .execute();

      await withIdColumn(db.schema.createTable('discount_redemptions'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_id', 'integer', (col) => col.notNull().references('discount_codes.id').onDelete('cascade'))
        .addColumn('payment_id', 'integer', (col) => col.notNull().references('payments.id').onDelete('cascade'))
        // Null while the payment is open (the code is held for it); set when the payment completes.
        .addColumn('redeemed_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        // SEC-22: a once-per-user code is used once, however many requests race for it.
        .addUniqueConstraint('discount_redemptions_user_code_unique', ['user_id', 'code_id'])
        .execute();
      await db.schema.createIndex('discount_redemptions_payment_idx').on('discount_redemptions').column('payment_id').execute();

      await db.schema
        .createTable('directdebits')
        .addColumn('payment_id', 'integer', (col) => col.primaryKey().references('payments.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        // Shown masked only (SEC-24); the keyed hash recognises the account again (blocks).
        .addColumn('iban_masked', 'text', (col) => col.notNull())
        .addColumn('iban_hash', 'text', (col) => col.notNull())
        .addColumn('iban_country', 'text', (col) => col.notNull())
        // E.164: where the SDD code goes.
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('code_attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('code_expires_at', 'text', (col) => col.notNull())
        .addColumn('stage', 'text', (col) => col.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addCheckConstraint('directdebits_stage_value', sql`stage in ('awaiting_code', 'confirmed', 'failed')`)
        .addCheckConstraint('directdebits_attempts_range', sql`code_attempts >= 0 and code_attempts <= 5`)
        .execute();
      await db.schema.createIndex('directdebits_user_idx').on('directdebits').column('user_id').execute();
      await db.schema.createIndex('directdebits_iban_hash_idx').on('directdebits').column('iban_hash').execute();

      await withIdColumn(db.schema.createTable('directdebit_blocks'), dialect)
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('iban_hash', 'text')
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('payment_id', 'integer', (col) => col.references('payments.id').onDelete('set null'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addCheckConstraint('directdebit_blocks_target', sql`user_id is not null or iban_hash is not null`)
        .execute();
      await db.schema.createIndex('directdebit_blocks_user_idx').on('directdebit_blocks').column('user_id').execute();
      await db.schema.createIndex('directdebit_blocks_iban_idx').on('directdebit_blocks').column('iban_hash').execute();

      // Balances from before the ledger become its first entries, so balance == sum of entries holds for everyone.
      await sql`
        insert into credit_entries (user_id, amount, reason, reference, idempotency_key, balance_after, created_at)
        select id, credits, 'opening_balance', null, 'opening:' || cast(id as text), credits, ${new Date().toISOString()}
        from users where credits > 0
      `.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('directdebit_blocks').execute();
      await db.schema.dropTable('directdebits').execute();
      await db.schema.dropTable('discount_redemptions').execute();
      await db.schema.dropTable('webhook_events').execute();
      await db.schema.dropTable('payment_status_changes').execute();
      await db.schema.dropTable('payments').execute();
      await db.schema.dropTable('saved_methods').execute();
      await db.schema.dropTable('discount_codes').execute();
      await db.schema.dropTable('package_prices').execute();
      await db.schema.dropTable('credit_packages').execute();
      await db.schema.dropTable('credit_entries').execute();
    },
  };
}
