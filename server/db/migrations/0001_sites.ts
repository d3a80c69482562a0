import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../dialect';
import { withIdColumn } from './helpers';

/**
 * Companies, sites (one per domain, SPEC §3 Settings) and generated secrets.
 * Migrations take `Kysely<unknown>`: they must not depend on the schema types, which describe the latest state.
 */
export function sitesMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('companies'), dialect)
        .addColumn('name', 'text', (col) => col.notNull().unique())
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('kvk', 'text', (col) => col.notNull())
        .addColumn('city', 'text', (col) => col.notNull())
        .addColumn('country', 'text', (col) => col.notNull())
        .addColumn('tradenames', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('vat_numbers', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('support_phone', 'text', (col) => col.notNull())
        .addColumn('delete_discount', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('added', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addCheckConstraint('companies_delete_discount_range', sql`delete_discount >= 0 and delete_discount <= 100`)
        .execute();

      await withIdColumn(db.schema.createTable('sites'), dialect)
        .addColumn('domain', 'text', (col) => col.notNull().unique())
        .addColumn('domain_language', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('index_title', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('niche', 'integer', (col) => col.notNull())
        .addColumn('countries', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('cdn_prefix', 'text', (col) => col.notNull())
        .addColumn('visible_profile_fields', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('visible_profile_notes', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('search_fields', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('message_credits', 'integer', (col) => col.notNull())
        .addColumn('signup_credits', 'integer', (col) => col.notNull())
        .addColumn('photo_credits', 'integer', (col) => col.notNull())
        .addColumn('gift_credits', 'integer', (col) => col.notNull())
        .addColumn('message_length', 'integer', (col) => col.notNull())
        .addColumn('minimum_message_costs', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('support_email', 'text', (col) => col.notNull())
        .addColumn('support_phone', 'text', (col) => col.notNull())
        .addColumn('enable_site_entry_popup', 'text', (col) => col.notNull().defaultTo('yes'))
        .addColumn('fictional_warning', 'text', (col) => col.notNull())
        .addColumn('fictional_singular', 'text', (col) => col.notNull())
        .addColumn('fictional_plural', 'text', (col) => col.notNull())
        .addColumn('fictional_icon', 'text', (col) => col.notNull())
        .addColumn('refund_days', 'integer', (col) => col.notNull())
        .addColumn('signups', 'text', (col) => col.notNull().defaultTo('all'))
        .addColumn('logged_out_search', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('logged_out_search_trafficsource', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('member_resell', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('restrict'))
        .addColumn('mail_name', 'text', (col) => col.notNull())
        .addColumn('interests', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addCheckConstraint('sites_niche_range', sql`niche >= 1 and niche <= 7`)
        .addCheckConstraint('sites_domain_lower', sql`domain = lower(domain)`)
        .addCheckConstraint('sites_signups_value', sql`signups in ('all', 'with_trafficsource', 'other')`)
        .addCheckConstraint('sites_entry_popup_value', sql`enable_site_entry_popup in ('yes', 'no')`)
        .addCheckConstraint(
          'sites_booleans',
          sql`visible_profile_notes in (0, 1) and logged_out_search in (0, 1) and logged_out_search_trafficsource in (0, 1) and member_resell in (0, 1)`,
        )
        .execute();
      await db.schema.createIndex('sites_company_id_idx').on('sites').column('company_id').execute();

      await db.schema
        .createTable('kv_secrets')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('kv_secrets').execute();
      await db.schema.dropTable('sites').execute();
      await db.schema.dropTable('companies').execute();
    },
  };
}
