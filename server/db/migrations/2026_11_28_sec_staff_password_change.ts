import type { Kysely, Migration } from 'kysely';

/**
 * SEC-26 (issue 16): a staff account whose password was handed out (seeded on first start, or created by an admin with
 * a one-time password) must set its own at first sign-in. `must_change_password` 1: sign-in succeeds into a session
 * that can only set a new password (server/staff/password.ts); the change sets it to 0.
 */
export function staffPasswordChangeMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('staff_accounts')
        .addColumn('must_change_password', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('staff_accounts').dropColumn('must_change_password').execute();
    },
  };
}
