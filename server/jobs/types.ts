import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The payload of each job by name. Areas add their jobs by declaration merging:
 *
 *   declare module '../jobs/types' { interface JobPayloads { 'mail.deliver': { outboxId: number } } }
 *
 * A name not listed here takes any JSON payload (tests define their own).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobPayloads {}

export type PayloadOf<N extends string> = N extends keyof JobPayloads ? JobPayloads[N] : unknown;

/** What a handler gets for one attempt. */
export interface JobContext<P> {
  readonly id: number;
  readonly name: string;
  readonly payload: P;
  /** 1 for the first attempt. */
  readonly attempt: number;
  readonly maxAttempts: number;
  /** Aborted when the lease was lost (another worker took the job over) or the queue stopped past its grace. */
  readonly signal: AbortSignal;
}

export interface JobDefinition<P, R = unknown> {
  /** One attempt. Resolves: the job is done. Throws: retried after the backoff, or dead after the last attempt. */
  readonly handler: (context: JobContext<P>) => Promise<R>;
  /** Attempts in all (default 5). Stored with each job when it is enqueued. */
  readonly maxAttempts?: number;
  /** The wait after failed attempt `attempt` (1-based) before the next one (default 5 s doubling, at most an hour). */
  readonly backoffMs?: (attempt: number) => number;
  /** After the last attempt failed or its worker died: leave the job's subject in a clear state. */
  readonly onDead?: (context: JobContext<P>, error: unknown) => Promise<void>;
}

export interface EnqueueOptions {
  /** Not run before this time (default now). */
  readonly runAt?: Date;
  /** At most one job per key, ever (until clean-up): a second enqueue with the same key adds nothing and answers null. */
  readonly singletonKey?: string;
  /** Overrides the definition's maxAttempts for this job. */
  readonly maxAttempts?: number;
}

export interface EnqueuedJob {
  readonly id: number;
}

/** What running one attempt came to. */
export type RunOutcome<R = unknown> =
  | { readonly status: 'completed'; readonly result: R }
  | { readonly status: 'retry'; readonly error: unknown; readonly runAt: Date }
  | { readonly status: 'dead'; readonly error: unknown }
  /** Another worker took the job over while this one ran (its lease had expired): its outcome is that worker's. */
  | { readonly status: 'lost' }
  /** Not claimable now: done, running elsewhere, not due, unknown here, or the queue is stopping. */
  | { readonly status: 'not_claimed' };

export interface RecurringJob<P> {
  /** The period, e.g. an hour. */
  readonly everyMs: number;
  /** Where in the period it runs (e.g. minute 17 of the hour). */
  readonly offsetMs?: number;
  readonly payload: P;
}

/**
 * The persistent job queue (server/jobs/queue.ts). Enqueue in the transaction of the change that causes the job (pass
 * that transaction as `db`), so a rolled-back change leaves no job; after the commit, `run(id)` may try the job at once
 * on this instance (the same claim as the workers', so it still runs once); the background worker picks up the rest.
 */
export interface JobQueue {
  define<N extends string, R>(name: N, definition: JobDefinition<PayloadOf<N>, R>): void;
  enqueue<N extends string>(db: Kysely<Database>, name: N, payload: PayloadOf<N>, options?: EnqueueOptions): Promise<EnqueuedJob | null>;
  /** Claims job `id` now if it is due and runs one attempt (call it after the enqueuing transaction committed). */
  run<R = unknown>(id: number): Promise<RunOutcome<R>>;
  /** Enqueues `name` once per period across every instance (a singleton key per period). */
  recurring<N extends string>(name: N, schedule: RecurringJob<PayloadOf<N>>): void;
  /** Starts the background worker: polls for due jobs and schedules the recurring ones. */
  start(): void;
  /** Wakes the worker now (after a commit that enqueued). */
  wake(): void;
  /** Stops the worker and waits (bounded) for the jobs it is running; their leases let another worker finish them. */
  stop(): Promise<void>;
}
