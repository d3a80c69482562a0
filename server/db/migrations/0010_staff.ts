import { sql, type Kysely, type Migration } from 'kysely';
import { STAFF_ROLES, STAFF_STATUSES } from '../../../contract/staff';
import type { DbDialect } from '../dialect';
import { withIdColumn } from './helpers';

/**
 * The back office (issue 8): staff accounts, their sessions and sites, and the audit log. Table types live in
 * server/db/schema.ts.
 *
 * - `staff_accounts`: people who run the sites, not members. `email` is lower-cased and unique. The password is an
 *   argon2id hash (SEC-1); `totp_secret` is the authenticator secret encrypted with a server key (AES-256-GCM), set at
 *   enrolment and live once `totp_enabled` is 1; `totp_last_step` is the last accepted 30-second step, so a code works
 *   once. Sign-in throttling reuses `rate_events`.
 * - `staff_sessions`: the `staff.session` cookie's SHA-256; `totp_passed` 0 is a session that may only enrol.
 * - `staff_sites`: the sites a partner edits (other roles see every site and have no rows).
 * - `audit_log`: append-only, enforced by triggers that refuse UPDATE and DELETE on both databases. `staff_id` is null
 *   for a failed sign-in with an unknown address; the email and role are copied so the row reads alone.
 */
export function staffMigration(dialect: DbDialect): Migration {
  const roles = sql.join(STAFF_ROLES.map((role) => sql.lit(role)));
  const statuses = sql.join(STAFF_STATUSES.map((status) => sql.lit(status)));
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('staff_accounts'), dialect)
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('totp_secret', 'text')
        .addColumn('totp_enabled', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('totp_last_step', 'integer')
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('last_login_at', 'text')
        .addCheckConstraint('staff_accounts_role_value', sql`role in (${roles})`)
        .addCheckConstraint('staff_accounts_status_value', sql`status in (${statuses})`)
        .addCheckConstraint('staff_accounts_totp_enabled_bool', sql`totp_enabled in (0, 1)`)
        .addCheckConstraint('staff_accounts_email_lower', sql`email = lower(email)`)
        .execute();

      await withIdColumn(db.schema.createTable('staff_sessions'), dialect)
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_accounts.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('totp_passed', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('ip', 'text')
        .addCheckConstraint('staff_sessions_totp_passed_bool', sql`totp_passed in (0, 1)`)
        .execute();
      await db.schema.createIndex('staff_sessions_staff_id_idx').on('staff_sessions').column('staff_id').execute();

      await db.schema
        .createTable('staff_sites')
        .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_accounts.id').onDelete('cascade'))
        .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('staff_sites_pk', ['staff_id', 'site_id'])
        .execute();
      await db.schema.createIndex('staff_sites_site_id_idx').on('staff_sites').column('site_id').execute();

      await withIdColumn(db.schema.createTable('audit_log'), dialect)
        // No foreign keys: the log outlives whatever it names and must never be changed by a cascade.
        .addColumn('staff_id', 'integer')
        .addColumn('staff_email', 'text')
        .addColumn('role', 'text')
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('target_type', 'text', (col) => col.notNull())
        .addColumn('target_id', 'text')
        .addColumn('site_id', 'integer')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('reason', 'text')
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
      await db.schema.createIndex('audit_log_staff_created_idx').on('audit_log').columns(['staff_id', 'created_at']).execute();
      await db.schema.createIndex('audit_log_action_created_idx').on('audit_log').columns(['action', 'created_at']).execute();
      await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id']).execute();

      if (dialect === 'postgres') {
        await sql`
          create function audit_log_append_only() returns trigger language plpgsql as $$
          begin
            raise exception 'audit_log is append-only';
          end
          $$`.execute(db);
        await sql`create trigger audit_log_no_change before update or delete on audit_log
          for each row execute function audit_log_append_only()`.execute(db);
        await sql`create trigger audit_log_no_truncate before truncate on audit_log
          for each statement execute function audit_log_append_only()`.execute(db);
      } else {
        await sql`create trigger audit_log_no_update before update on audit_log
          begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
        await sql`create trigger audit_log_no_delete before delete on audit_log
          begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_log').execute();
      if (dialect === 'postgres') await sql`drop function if exists audit_log_append_only()`.execute(db);
      await db.schema.dropTable('staff_sites').execute();
      await db.schema.dropTable('staff_sessions').execute();
      await db.schema.dropTable('staff_accounts').execute();
    },
  };
}
