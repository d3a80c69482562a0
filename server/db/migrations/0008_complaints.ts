import { sql, type Kysely, type Migration } from 'kysely';
import { COMPLAINT_CATEGORIES } from '../../../contract/complaints';
import type { DbDialect } from '../dialect';
import { withIdColumn } from './helpers';

/**
 * Complaints (issue 7, `POST /api/complaint.php`). Table types live in server/complaints/tables.ts.
 *
 * One row per complaint, kept with the site it was sent on and, when the sender was logged in, their account (set to
 * null when that account is erased, so the complaint itself stays on record). `reference` is the random code the
 * confirmation mail gives the sender. `status` starts `open`; staff tools that close complaints are outside the spec.
 */
export function complaintsMigration(dialect: DbDialect): Migration {
  const categories = sql.join(COMPLAINT_CATEGORIES.map((category) => sql.lit(category)));
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('complaints'), dialect)
        .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('reference', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('subject', 'text')
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addCheckConstraint('complaints_category_value', sql`category in (${categories})`)
        .addCheckConstraint('complaints_status_value', sql`status in ('open', 'answered', 'closed')`)
        .execute();
      // Support reads a site's complaints newest first.
      await db.schema.createIndex('complaints_site_created_idx').on('complaints').columns(['site_id', 'created_at']).execute();
      await db.schema.createIndex('complaints_user_id_idx').on('complaints').column('user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('complaints').execute();
    },
  };
}
