import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../dialect';

/** The 11 interface languages when this migration was written (a migration never follows later constant changes). */
const ALL_LANGUAGES_JSON = JSON.stringify(['en', 'nl', 'de', 'it', 'fr', 'es', 'pl', 'da', 'fi', 'nb', 'sv']);

/**
 * The back office's white-label sites editor and the fictional-profile operators (issue 8, parts 3 and 4).
 *
 * - `sites.languages`: the interface languages a site offers (JSON list, its `domain_language` among them); every
 *   language for the sites that exist. `sites.active`: 0 takes the domain off the air (its host is answered like an
 *   unknown host, by the default site) without deleting anything.
 * - `operator_claims`: at most one operator answers a fictional profile's conversation at a time. The conversation id is
 *   the primary key, so taking a claim is one conditional upsert (free, expired or already mine) and two operators
 *   racing for it cannot both win. A claim lasts 10 minutes and is renewed by every reply (server/operators).
 */
export function operatorsMigration(_dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('sites')
        .addColumn('languages', 'text', (col) => col.notNull().defaultTo(ALL_LANGUAGES_JSON))
        .execute();
      await db.schema
        .alterTable('sites')
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1).check(sql`active in (0, 1)`))
        .execute();

      await db.schema
        .createTable('operator_claims')
        .addColumn('conversation_id', 'integer', (col) => col.primaryKey().references('conversations.id').onDelete('cascade'))
        .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_accounts.id').onDelete('cascade'))
        .addColumn('claimed_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('operator_claims_staff_idx').on('operator_claims').column('staff_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('operator_claims').execute();
      await db.schema.alterTable('sites').dropColumn('active').execute();
      await db.schema.alterTable('sites').dropColumn('languages').execute();
    },
  };
}
