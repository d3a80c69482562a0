import { sql, type Kysely, type Migration } from 'kysely';
import { MEMBER_REPORT_REASONS, PHOTO_REJECT_REASONS } from '../../../contract/moderation';
import type { DbDialect } from '../dialect';
import { withIdColumn } from './helpers';

/**
 * Moderation (issue 8 part 2). Table types live in server/moderation/tables.ts.
 *
 * - `photo_decisions`: the latest moderator decision per photo (the photo's own `status` already allows `rejected`
 *   since 0004, so no table rebuild is needed); the reason is kept so the member view can show it.
 * - `profile_text_flags`: a profile text the word list matched, with a snapshot of the text and what matched.
 * - `member_reports`: a member reporting another member's profile (`POST /api/report.php`).
 * - `case_replies`: staff replies to complaints (0008) and reports, as mailed to the sender.
 * - `member_bans`: every ban with its reason; `lifted_at` set when it is lifted. `users.status` stays the switch.
 * Staff ids are kept as plain integers (the audit log holds who did what); no cascade from staff accounts.
 */
export function moderationMigration(dialect: DbDialect): Migration {
  const rejectReasons = sql.join(PHOTO_REJECT_REASONS.map((reason) => sql.lit(reason)));
  const reportReasons = sql.join(MEMBER_REPORT_REASONS.map((reason) => sql.lit(reason)));
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('photo_decisions')
        .addColumn('photo_id', 'integer', (col) => col.primaryKey().references('photos.id').onDelete('cascade'))
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('reason', 'text')
        .addColumn('note', 'text')
        .addColumn('staff_id', 'integer', (col) => col.notNull())
        .addColumn('decided_at', 'text', (col) => col.notNull())
        .addCheckConstraint('photo_decisions_status_value', sql`status in ('active', 'rejected')`)
        .addCheckConstraint('photo_decisions_reason_value', sql`reason is null or reason in (${rejectReasons})`)
        .execute();

      await withIdColumn(db.schema.createTable('profile_text_flags'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('text', 'text', (col) => col.notNull())
        /** JSON string[] */
        .addColumn('terms', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('resolved_at', 'text')
        .addColumn('resolved_by', 'integer')
        .addColumn('resolution_reason', 'text')
        .addCheckConstraint('profile_text_flags_status_value', sql`status in ('open', 'cleared', 'removed')`)
        .execute();
      await db.schema.createIndex('profile_text_flags_status_idx').on('profile_text_flags').columns(['status', 'id']).execute();
      await db.schema.createIndex('profile_text_flags_user_idx').on('profile_text_flags').columns(['user_id', 'id']).execute();

      await withIdColumn(db.schema.createTable('member_reports'), dialect)
        .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id').onDelete('cascade'))
        .addColumn('reporter_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('member_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('note', 'text')
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addCheckConstraint('member_reports_reason_value', sql`reason in (${reportReasons})`)
        .addCheckConstraint('member_reports_status_value', sql`status in ('open', 'answered', 'closed')`)
        .addCheckConstraint('member_reports_not_self', sql`reporter_id <> member_id`)
        .execute();
      await db.schema.createIndex('member_reports_status_idx').on('member_reports').columns(['status', 'id']).execute();
      await db.schema.createIndex('member_reports_member_idx').on('member_reports').columns(['member_id', 'id']).execute();
      await db.schema.createIndex('member_reports_reporter_idx').on('member_reports').column('reporter_id').execute();

      await withIdColumn(db.schema.createTable('case_replies'), dialect)
        .addColumn('case_type', 'text', (col) => col.notNull())
        .addColumn('case_id', 'integer', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('staff_id', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addCheckConstraint('case_replies_type_value', sql`case_type in ('complaint', 'report')`)
        .execute();
      await db.schema.createIndex('case_replies_case_idx').on('case_replies').columns(['case_type', 'case_id', 'id']).execute();
      // The complaints queue filters by status.
      await db.schema.createIndex('complaints_status_idx').on('complaints').columns(['status', 'id']).execute();

      await withIdColumn(db.schema.createTable('member_bans'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('staff_id', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('lifted_at', 'text')
        .addColumn('lifted_by', 'integer')
        .execute();
      await db.schema.createIndex('member_bans_user_idx').on('member_bans').columns(['user_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('member_bans').execute();
      await db.schema.dropIndex('complaints_status_idx').execute();
      await db.schema.dropTable('case_replies').execute();
      await db.schema.dropTable('member_reports').execute();
      await db.schema.dropTable('profile_text_flags').execute();
      await db.schema.dropTable('photo_decisions').execute();
    },
  };
}
