import type { Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The `jobs` table of migration 2026_11_28_jobs_queue. Like the mail area's outbox, its type lives beside its code and
 * `withJobs` widens the shared Kysely instance (or a caller's transaction) to know it.
 *
 * States: queued → active → completed | dead; active → queued again after a failed attempt (run_at moved by the
 * backoff) or, when the worker died, once its lease has expired. Times are ISO-8601 UTC text, as everywhere else.
 */
export type JobState = 'queued' | 'active' | 'completed' | 'dead';

export interface JobsTable {
  id: Generated<number>;
  name: string;
  /** JSON of the payload. */
  payload: string;
  state: JobState;
  /** Attempts started so far (a claim counts one). */
  attempts: Generated<number>;
  max_attempts: number;
  /** Not claimed before this time. */
  run_at: string;
  /** While active: another worker may take the job over after this time (the process holding it died). */
  lease_until: string | null;
  /** Random token of the claim that holds the job; only that claim may complete or fail it. */
  lease_token: string | null;
  /** At most one job per key, ever (kept until clean-up): recurring slots, de-duplicated children. */
  singleton_key: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export type JobRow = Selectable<JobsTable>;
export type JobsDatabase = Database & { jobs: JobsTable };

export function withJobs(db: Kysely<Database>): Kysely<JobsDatabase> {
  return db.withTables<{ jobs: JobsTable }>();
}
