import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DbDialect } from '../db/dialect';
import type { Database } from '../db/schema';
import { withJobs, type JobRow, type JobsDatabase } from './tables';
import type { EnqueuedJob, EnqueueOptions, JobContext, JobDefinition, JobQueue, PayloadOf, RecurringJob, RunOutcome } from './types';

export interface JobLogger {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface TableJobQueueOptions {
  readonly db: Kysely<Database>;
  readonly dialect: DbDialect;
  readonly log: JobLogger;
  /** Wall clock of the queue (tests move it to make retries due). */
  readonly now?: () => Date;
  /** How long a claim holds a job without a heartbeat; a worker renews it every third of this while the job runs. */
  readonly leaseMs?: number;
  /** How often the background worker looks for due jobs. */
  readonly pollMs?: number;
  /** Jobs the background worker runs at once. */
  readonly concurrency?: number;
  /** How long stop() waits for running jobs. */
  readonly stopTimeoutMs?: number;
  /** Completed jobs are deleted after this long, dead ones after five times as long. */
  readonly retentionMs?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_POLL_MS = 1_000;
const DEFAULT_CONCURRENCY = 4;
const DEFAULT_STOP_TIMEOUT_MS = 10_000;
const DEFAULT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The clean-up of finished jobs: once a day at 03:41 UTC, like any other recurring job. */
export const CLEANUP_JOB = 'jobs.cleanup';

/** 5 s, 10 s, 20 s … doubling, at most an hour. */
export function exponentialBackoff(baseMs = 5_000, maxMs = HOUR_MS): (attempt: number) => number {
  return (attempt) => Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

const defaultBackoff = exponentialBackoff();

/** What is stored and logged of a failure: its kind and message, bounded (handlers throw errors without secrets). */
export function describeJobError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 1_000);
}

class LeaseExpired extends Error {
  override name = 'LeaseExpired';
}

interface Definition {
  readonly handler: (context: JobContext<unknown>) => Promise<unknown>;
  readonly maxAttempts: number;
  readonly backoffMs: (attempt: number) => number;
  readonly onDead?: ((context: JobContext<unknown>, error: unknown) => Promise<void>) | undefined;
}

interface Recurring {
  readonly name: string;
  readonly everyMs: number;
  readonly offsetMs: number;
  readonly payload: unknown;
  lastSlot: number | null;
}

/**
 * The job queue in a table of our own database, on SQLite and PostgreSQL alike (docs/ARCHITECTURE.md, "Background
 * jobs", says why not pg-boss). A job is a row; it is enqueued with the caller's Kysely transaction, so it exists exactly
 * when the change that caused it committed.
 *
 * Claiming is one conditional UPDATE that moves a due job to `active` with a random lease token and a lease time:
 * on PostgreSQL the candidate row is picked with `FOR UPDATE SKIP LOCKED`, so concurrent workers take different jobs
 * without waiting; on SQLite the claim runs in a `BEGIN IMMEDIATE` transaction, the single writer at that moment, also
 * across processes. Only the holder of the token may complete or fail the job. While a handler runs its lease is
 * renewed; a job whose worker died (no renewal) is claimable again once its lease expired, and counts an attempt.
 *
 * Runs are at-least-once with exactly-once as the normal case: a handler whose process dies after its side effect and
 * before the completion is run again, so handlers are written to be repeatable (mail checks its outbox row first).
 */
export class TableJobQueue implements JobQueue {
  readonly #db: Kysely<JobsDatabase>;
  readonly #rawDb: Kysely<Database>;
  readonly #dialect: DbDialect;
  readonly #log: JobLogger;
  readonly #now: () => Date;
  readonly #leaseMs: number;
  readonly #pollMs: number;
  readonly #concurrency: number;
  readonly #stopTimeoutMs: number;
  readonly #definitions = new Map<string, Definition>();
  readonly #recurring = new Map<string, Recurring>();
  readonly #running = new Set<Promise<unknown>>();
  /** Attempts running here, by job id. */
  readonly #executing = new Map<number, Promise<RunOutcome>>();
  readonly #controllers = new Set<AbortController>();
  #timer: NodeJS.Timeout | null = null;
  #ticking = false;
  #tickAgain = false;
  #active = 0;
  #stopping = false;
  #stopped: Promise<void> | null = null;

  constructor(options: TableJobQueueOptions) {
    this.#rawDb = options.db;
    this.#db = withJobs(options.db);
    this.#dialect = options.dialect;
    this.#log = options.log;
    this.#now = options.now ?? (() => new Date());
    this.#leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.#pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.#concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
    this.#stopTimeoutMs = options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
    const retentionMs = options.retentionMs ?? DEFAULT_RETENTION_MS;
    this.define(CLEANUP_JOB, {
      maxAttempts: 3,
      handler: async () => this.deleteFinished(new Date(this.#now().getTime() - retentionMs), new Date(this.#now().getTime() - 5 * retentionMs)),
    });
    this.recurring(CLEANUP_JOB, { everyMs: DAY_MS, offsetMs: 3 * HOUR_MS + 41 * 60 * 1000, payload: null });
  }

  define<N extends string, R>(name: N, definition: JobDefinition<PayloadOf<N>, R>): void {
    if (this.#definitions.has(name)) throw new Error(`job ${name} is already defined`);
    this.#definitions.set(name, {
      handler: definition.handler as Definition['handler'],
      maxAttempts: Math.max(1, definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
      backoffMs: definition.backoffMs ?? defaultBackoff,
      onDead: definition.onDead as Definition['onDead'],
    });
  }

  async enqueue<N extends string>(db: Kysely<Database>, name: N, payload: PayloadOf<N>, options: EnqueueOptions = {}): Promise<EnqueuedJob | null> {
    const now = this.#now();
    const values = {
      name,
      payload: JSON.stringify(payload ?? null),
      state: 'queued' as const,
      max_attempts: Math.max(1, options.maxAttempts ?? this.#definitions.get(name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
      run_at: (options.runAt ?? now).toISOString(),
      singleton_key: options.singletonKey ?? null,
      created_at: now.toISOString(),
    };
    const insert = withJobs(db).insertInto('jobs').values(values);
    const inserted = await (options.singletonKey ? insert.onConflict((oc) => oc.column('singleton_key').doNothing()) : insert)
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    // Outside a transaction the job is committed already: let the worker see it now rather than at its next poll.
    if (!db.isTransaction) this.wake();
    return { id: inserted.id };
  }

  async run<R = unknown>(id: number): Promise<RunOutcome<R>> {
    if (this.#stopping) return { status: 'not_claimed' };
    // This instance's worker may have taken it first: then its attempt is the one to wait for.
    const local = this.#executing.get(id);
    if (local) return local as Promise<RunOutcome<R>>;
    const row = await this.#claim(id);
    if (!row) return (this.#executing.get(id) as Promise<RunOutcome<R>> | undefined) ?? { status: 'not_claimed' };
    return this.#start(row) as Promise<RunOutcome<R>>;
  }

  recurring<N extends string>(name: N, schedule: RecurringJob<PayloadOf<N>>): void {
    if (schedule.everyMs <= 0) throw new Error('a recurring job needs a positive period');
    this.#recurring.set(name, { name, everyMs: schedule.everyMs, offsetMs: schedule.offsetMs ?? 0, payload: schedule.payload, lastSlot: null });
  }

  start(): void {
    if (this.#timer || this.#stopping) return;
    this.#timer = setInterval(() => this.wake(), this.#pollMs);
    this.#timer.unref();
    this.wake();
  }

  wake(): void {
    if (!this.#timer || this.#stopping) return;
    if (this.#ticking) {
      this.#tickAgain = true;
      return;
    }
    void this.#tick();
  }

  /** Whether the background worker runs. */
  get started(): boolean {
    return this.#timer !== null && !this.#stopping;
  }

  stop(): Promise<void> {
    this.#stopped ??= this.#stop();
    return this.#stopped;
  }

  /** Resolves when no job runs on this instance (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }

  /**
   * Claims and runs due jobs one after another until none is due (tests drive a queue with it; the background worker
   * does the same in parallel). Answers how many attempts ran.
   */
  async runDue(limit = 10_000): Promise<number> {
    let count = 0;
    while (count < limit && !this.#stopping) {
      const row = await this.#claim();
      if (!row) break;
      await this.#start(row);
      count += 1;
    }
    return count;
  }

  /** Enqueues the current slot of every recurring job (once per slot and instance; the singleton key makes it once overall). */
  async scheduleRecurring(): Promise<void> {
    const now = this.#now().getTime();
    for (const recurring of this.#recurring.values()) {
      const slot = Math.floor((now - recurring.offsetMs) / recurring.everyMs) * recurring.everyMs + recurring.offsetMs;
      if (recurring.lastSlot === slot) continue;
      const at = new Date(slot);
      await this.enqueue(this.#rawDb, recurring.name, recurring.payload as never, { runAt: at, singletonKey: `${recurring.name}@${at.toISOString()}` });
      recurring.lastSlot = slot;
    }
  }

  /** A job as stored (inspection: tests, support). */
  async get(id: number): Promise<JobRow | undefined> {
    return this.#db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Deletes completed jobs finished before `completedBefore` and dead ones before `deadBefore`. */
  async deleteFinished(completedBefore: Date, deadBefore: Date): Promise<number> {
    const result = await this.#db
      .deleteFrom('jobs')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'completed'), eb('finished_at', '<', completedBefore.toISOString())]),
          eb.and([eb('state', '=', 'dead'), eb('finished_at', '<', deadBefore.toISOString())]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async #stop(): Promise<void> {
    this.#stopping = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    let timeout: NodeJS.Timeout | undefined;
    const gaveUp = await Promise.race([
      this.idle().then(() => false),
      new Promise<boolean>((resolve) => {
        timeout = setTimeout(() => resolve(true), this.#stopTimeoutMs);
        timeout.unref();
      }),
    ]);
    clearTimeout(timeout);
    if (gaveUp) {
      this.#log.warn({ running: this.#running.size }, 'jobs still running at shutdown; their leases will expire and another worker retries them');
      for (const controller of this.#controllers) controller.abort();
    }
  }

  async #tick(): Promise<void> {
    this.#ticking = true;
    try {
      do {
        this.#tickAgain = false;
        if (this.#recurring.size > 0) await this.scheduleRecurring();
        while (!this.#stopping && this.#timer && this.#active < this.#concurrency) {
          const row = await this.#claim();
          if (!row) break;
          this.#active += 1;
          void this.#start(row)
            // Its outcome could not be recorded (the database went away): the lease expires and the job runs again.
            .catch((error: unknown) => this.#log.error({ err: error, jobId: row.id, job: row.name }, 'job attempt could not be recorded'))
            .finally(() => {
              this.#active -= 1;
              this.wake();
            });
        }
      } while (this.#tickAgain && !this.#stopping && this.#timer && this.#active < this.#concurrency);
    } catch (error) {
      this.#log.error({ err: error }, 'job worker could not poll');
    } finally {
      this.#ticking = false;
    }
  }

  /** Runs one claimed attempt, known to idle(), stop() and run(id) while it lasts. */
  #start(row: JobRow): Promise<RunOutcome> {
    const attempt = this.#execute(row).finally(() => {
      this.#running.delete(attempt);
      this.#executing.delete(row.id);
    });
    this.#running.add(attempt);
    this.#executing.set(row.id, attempt);
    return attempt;
  }

  /** Due queued jobs and active ones whose lease expired, of names this queue can run. */
  #claimable(eb: ExpressionBuilder<JobsDatabase, 'jobs'>, now: string) {
    return eb.and([
      eb('name', 'in', [...this.#definitions.keys()]),
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
        eb.and([eb('state', '=', 'active'), eb('lease_until', '<', now)]),
      ]),
    ]);
  }

  async #claim(id?: number): Promise<JobRow | undefined> {
    const now = this.#now();
    const nowIso = now.toISOString();
    const token = randomUUID();
    const leaseUntil = new Date(now.getTime() + this.#leaseMs).toISOString();
    const claim = (db: Kysely<JobsDatabase>) =>
      db
        .updateTable('jobs')
        .set((eb) => ({ state: 'active', attempts: eb('attempts', '+', 1), lease_until: leaseUntil, lease_token: token }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('jobs')
            .select('id')
            .where((inner) => this.#claimable(inner, nowIso))
            .$if(id !== undefined, (qb) => qb.where('id', '=', id ?? 0))
            .orderBy('run_at')
            .orderBy('id')
            .limit(1)
            .$if(this.#dialect === 'postgres', (qb) => qb.forUpdate().skipLocked()),
        )
        .returningAll()
        .executeTakeFirst();
    // PostgreSQL: one statement, the row lock decides. SQLite: BEGIN IMMEDIATE (server/db/database.ts) makes this the
    // only writer, in this process and in any other on the same file.
    return this.#dialect === 'postgres' ? claim(this.#db) : this.#db.transaction().execute((trx) => claim(trx));
  }

  async #execute(row: JobRow): Promise<RunOutcome> {
    const definition = this.#definitions.get(row.name);
    const controller = new AbortController();
    const token = row.lease_token ?? '';
    const context: JobContext<unknown> = {
      id: row.id,
      name: row.name,
      payload: JSON.parse(row.payload) as unknown,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      signal: controller.signal,
    };
    if (!definition) return { status: 'not_claimed' };
    if (row.attempts > row.max_attempts) {
      // Its last attempt's worker died: no attempt left.
      const error = new LeaseExpired('the worker of the last attempt stopped before finishing');
      await this.#settle(row.id, token, { state: 'dead', error });
      await this.#onDead(definition, context, error);
      this.#log.error({ jobId: row.id, job: row.name, attempts: row.max_attempts }, 'job dead: its last attempt did not finish');
      return { status: 'dead', error };
    }

    this.#controllers.add(controller);
    let lost = false;
    const renew = setInterval(() => {
      this.#renew(row.id, token).then(
        (held) => {
          if (!held && !lost) {
            lost = true;
            controller.abort(new LeaseExpired('lease lost'));
          }
        },
        (error: unknown) => this.#log.warn({ err: error, jobId: row.id }, 'job lease could not be renewed'),
      );
    }, Math.max(10, Math.floor(this.#leaseMs / 3)));
    renew.unref();

    try {
      let result: unknown;
      try {
        result = await definition.handler(context);
      } catch (error) {
        clearInterval(renew);
        if (lost) return { status: 'lost' };
        if (row.attempts >= row.max_attempts) {
          const settled = await this.#settle(row.id, token, { state: 'dead', error });
          if (!settled) return { status: 'lost' };
          await this.#onDead(definition, context, error);
          this.#log.error({ jobId: row.id, job: row.name, attempt: row.attempts, err: describeJobError(error) }, 'job failed; dead after its last attempt');
          return { status: 'dead', error };
        }
        const runAt = new Date(this.#now().getTime() + Math.max(0, definition.backoffMs(row.attempts)));
        const settled = await this.#settle(row.id, token, { state: 'queued', error, runAt });
        if (!settled) return { status: 'lost' };
        this.#log.warn({ jobId: row.id, job: row.name, attempt: row.attempts, retryAt: runAt.toISOString(), err: describeJobError(error) }, 'job failed; will retry');
        return { status: 'retry', error, runAt };
      }
      clearInterval(renew);
      if (lost) return { status: 'lost' };
      const settled = await this.#settle(row.id, token, { state: 'completed' });
      return settled ? { status: 'completed', result } : { status: 'lost' };
    } finally {
      clearInterval(renew);
      this.#controllers.delete(controller);
    }
  }

  async #onDead(definition: Definition, context: JobContext<unknown>, error: unknown): Promise<void> {
    try {
      await definition.onDead?.(context, error);
    } catch (failure) {
      this.#log.error({ jobId: context.id, job: context.name, err: failure }, 'job clean-up after its last attempt failed');
    }
  }

  async #renew(id: number, token: string): Promise<boolean> {
    const leaseUntil = new Date(this.#now().getTime() + this.#leaseMs).toISOString();
    const result = await this.#db
      .updateTable('jobs')
      .set({ lease_until: leaseUntil })
      .where('id', '=', id)
      .where('state', '=', 'active')
      .where('lease_token', '=', token)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Ends the attempt held by `token`; false when the job is no longer this claim's. */
  async #settle(
    id: number,
    token: string,
    outcome: { state: 'completed' } | { state: 'dead'; error: unknown } | { state: 'queued'; error: unknown; runAt: Date },
  ): Promise<boolean> {
    const now = this.#now().toISOString();
    const values =
      outcome.state === 'queued'
        ? { state: 'queued' as const, run_at: outcome.runAt.toISOString(), last_error: describeJobError(outcome.error), lease_until: null, lease_token: null }
        : outcome.state === 'dead'
          ? { state: 'dead' as const, finished_at: now, last_error: describeJobError(outcome.error), lease_until: null, lease_token: null }
          : { state: 'completed' as const, finished_at: now, lease_until: null, lease_token: null };
    const result = await this.#db
      .updateTable('jobs')
      .set(values)
      .where('id', '=', id)
      .where('state', '=', 'active')
      .where('lease_token', '=', token)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
