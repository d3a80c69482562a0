import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../dialect';
import { withIdColumn } from './helpers';

/**
 * The persistent job queue (server/jobs): mail, web push, notifications and the hourly account maintenance run as
 * rows of `jobs`, claimed with a lease so that each runs once across instances and none is lost when a process dies.
 * Mail the previous code left undelivered (`pending`, or `sending` when an instance stopped mid-attempt) becomes a job,
 * so an upgrade loses none.
 */
export function jobsQueueMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('jobs'), dialect)
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (col) => col.notNull())
        .addColumn('run_at', 'text', (col) => col.notNull())
        .addColumn('lease_until', 'text')
        .addColumn('lease_token', 'text')
        .addColumn('singleton_key', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('finished_at', 'text')
        .addCheckConstraint('jobs_state_value', sql`state in ('queued', 'active', 'completed', 'dead')`)
        .addCheckConstraint('jobs_attempts_range', sql`attempts >= 0 and max_attempts >= 1`)
        .execute();
      // The claim looks for due queued jobs and expired active ones, oldest first.
      await db.schema.createIndex('jobs_claim_idx').on('jobs').columns(['state', 'run_at', 'id']).execute();
      await db.schema.createIndex('jobs_lease_idx').on('jobs').columns(['state', 'lease_until']).execute();
      await db.schema.createIndex('jobs_singleton_key_idx').on('jobs').column('singleton_key').unique().execute();
      await db.schema.createIndex('jobs_finished_idx').on('jobs').columns(['state', 'finished_at']).execute();

      await enqueueUndeliveredMail(db, new Date());
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('jobs').execute();
    },
  };
}

/** A `mail.deliver` job for every outbox row the previous code left undelivered (a mail whose job the upgrade created). */
export async function enqueueUndeliveredMail(db: Kysely<unknown>, now: Date): Promise<void> {
  const at = now.toISOString();
  await sql`
    insert into jobs (name, payload, state, attempts, max_attempts, run_at, created_at)
    select 'mail.deliver', '{"outboxId":' || cast(id as text) || '}', 'queued', 0, 4, ${at}, ${at}
    from outbox where delivery in ('pending', 'sending') order by id
  `.execute(db);
}
