import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type DbHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { withTransaction } from '../../server/db/transaction';
import { exponentialBackoff, TableJobQueue, type TableJobQueueOptions } from '../../server/jobs/queue';
import { withJobs } from '../../server/jobs/tables';
import { createTestDatabase, DATABASES, testConfig, type TestDatabase } from './harness';

/**
 * The persistent job queue (server/jobs/queue.ts, issue 16 item 3) on each database: a job exists exactly when the
 * transaction that enqueued it committed; several workers on separate connections run each job once; a failing handler
 * is retried with backoff and kept dead after its last attempt; a job whose worker died (a child process killed with
 * SIGKILL in the middle of the handler) is run by another worker once its lease expired; stop() waits, bounded.
 */

const quiet = () => undefined;
const QUIET_LOG = { info: quiet, warn: quiet, error: quiet };
const CHILD = path.join(import.meta.dirname, 'jobs-crash-child.ts');

function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe.each(DATABASES)('job queue on %s', (kind) => {
  let database: TestDatabase | undefined;
  const handles: DbHandle[] = [];
  const queues: TableJobQueue[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await migrateToLatest((await connect()).db, kind);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    for (const handle of handles) await handle.close();
    await database?.drop();
  });

  /**
   * PostgreSQL: a pool of its own, as another instance has. SQLite: the one connection of this process, as in the
   * server (better-sqlite3 waits for a lock synchronously, so two connections of one process would block each other's
   * thread); other processes are separate connections, which the child-process tests use.
   */
  async function connect(): Promise<DbHandle> {
    if (!database) throw new Error('no database');
    if (kind === 'sqlite' && handles[0]) return handles[0];
    const handle = createDatabase(testConfig(database.url).database, { error: quiet });
    handles.push(handle);
    return handle;
  }

  /** A worker in a process of its own (server/jobs on its own connection), until the test kills it. */
  async function childWorker(mode: 'hang' | 'record') {
    if (!database) throw new Error('no database');
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, database.url, mode], { stdio: ['ignore', 'pipe', 'pipe'], cwd: process.cwd() });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    const waitFor = async (text: string) => {
      try {
        await vi.waitFor(() => expect(output).toContain(text), { timeout: 60_000, interval: 50 });
      } catch (error) {
        child.kill('SIGKILL');
        throw new Error(`the worker process did not print "${text}": ${output}`, { cause: error });
      }
    };
    await waitFor('ready');
    return {
      waitFor,
      kill: async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        return exited;
      },
    };
  }

  async function newQueue(options: Partial<TableJobQueueOptions> = {}, handle?: DbHandle): Promise<TableJobQueue> {
    const { db, dialect } = handle ?? (await connect());
    const queue = new TableJobQueue({ db, dialect, log: QUIET_LOG, pollMs: 10, ...options });
    queues.push(queue);
    return queue;
  }

  async function jobsNamed(name: string) {
    return withJobs(handles[0]?.db ?? (await connect()).db).selectFrom('jobs').selectAll().where('name', '=', name).orderBy('id').execute();
  }

  it('enqueues in the caller’s transaction: a rolled-back change leaves no job, a committed one a job that runs', async () => {
    const handle = await connect();
    const queue = await newQueue({}, handle);
    const ran: number[] = [];
    queue.define('test.tx', { handler: async ({ payload }) => void ran.push((payload as { n: number }).n) });

    await expect(
      withTransaction(handle.db, async (trx) => {
        await queue.enqueue(trx, 'test.tx', { n: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsNamed('test.tx')).toEqual([]);

    const job = await withTransaction(handle.db, (trx) => queue.enqueue(trx, 'test.tx', { n: 2 }));
    if (!job) throw new Error('not enqueued');
    expect(await queue.run(job.id)).toMatchObject({ status: 'completed' });
    // Once: a second run finds nothing to claim.
    expect(await queue.run(job.id)).toEqual({ status: 'not_claimed' });
    expect(await queue.runDue()).toBe(0);
    expect(ran).toEqual([2]);
    expect(await jobsNamed('test.tx')).toMatchObject([{ state: 'completed', attempts: 1, lease_token: null }]);
  });

  it('runs each of many jobs exactly once with two workers here and one in another process, and a first attempt racing them', async () => {
    const db = (await connect()).db;
    await sql`create table test_job_runs (job_id integer not null, n integer not null, worker text not null)`.execute(db);
    const [first, second] = [await newQueue({ concurrency: 4 }), await newQueue({ concurrency: 4 })];
    for (const [label, queue] of [['first', first], ['second', second]] as const) {
      queue.define('test.once', {
        handler: async ({ id, payload }) => {
          const n = (payload as { n: number }).n;
          // Let the other workers interleave.
          await new Promise((resolve) => setImmediate(resolve));
          await sql`insert into test_job_runs (job_id, n, worker) values (${id}, ${n}, ${label})`.execute(db);
        },
      });
    }
    const child = await childWorker('record');
    const total = 150;
    try {
      first.start();
      second.start();
      // All at once, in one transaction, so that every worker finds plenty to claim.
      const jobs = await withTransaction(db, async (trx) => {
        const ids: number[] = [];
        for (let n = 0; n < total; n += 1) {
          const job = await first.enqueue(trx, 'test.once', { n });
          if (job) ids.push(job.id);
        }
        return ids;
      });
      // Every third job is also tried at once by the instance that enqueued it, as mail is: still once.
      await Promise.all(jobs.filter((_, index) => index % 3 === 0).map((id) => first.run(id)));
      await vi.waitFor(async () => expect((await jobsNamed('test.once')).filter((job) => job.state === 'completed')).toHaveLength(total), {
        timeout: 60_000,
        interval: 50,
      });
    } finally {
      await child.kill();
      await Promise.all([first.stop(), second.stop()]);
    }
    const runs = (await sql<{ n: number; worker: string }>`select n, worker from test_job_runs order by n`.execute(db)).rows;
    expect(runs.map((run) => Number(run.n))).toEqual(Array.from({ length: total }, (_, n) => n));
    // The other process took its share: the claim holds across processes, not only inside one.
    expect(runs.filter((run) => run.worker === 'child').length).toBeGreaterThan(0);
    expect((await jobsNamed('test.once')).every((job) => job.attempts === 1)).toBe(true);
  });

  it('retries a failing handler with exponential backoff, then keeps the job dead after its last attempt', async () => {
    let now = Date.parse('2030-01-01T00:00:00.000Z');
    const queue = await newQueue({ now: () => new Date(now) });
    const attempts: number[] = [];
    const dead: number[] = [];
    queue.define('test.flaky', {
      maxAttempts: 3,
      backoffMs: exponentialBackoff(1_000),
      handler: async ({ attempt }) => {
        attempts.push(attempt);
        throw new Error(`relay refused attempt ${attempt}`);
      },
      onDead: async ({ id }) => void dead.push(id),
    });
    const job = await queue.enqueue(handles[0]?.db ?? (await connect()).db, 'test.flaky', {});
    if (!job) throw new Error('not enqueued');

    expect(await queue.run(job.id)).toMatchObject({ status: 'retry', runAt: new Date(now + 1_000) });
    expect(await queue.get(job.id)).toMatchObject({ state: 'queued', attempts: 1, run_at: new Date(now + 1_000).toISOString(), last_error: 'Error: relay refused attempt 1' });
    // Not before its time.
    now += 999;
    expect(await queue.runDue()).toBe(0);
    now += 1;
    expect(await queue.runDue()).toBe(1);
    // The wait doubles.
    expect(await queue.get(job.id)).toMatchObject({ state: 'queued', attempts: 2, run_at: new Date(now + 2_000).toISOString() });
    now += 1_999;
    expect(await queue.runDue()).toBe(0);
    now += 1;
    expect(await queue.runDue()).toBe(1);

    const row = await queue.get(job.id);
    expect(row).toMatchObject({ state: 'dead', attempts: 3, max_attempts: 3, last_error: 'Error: relay refused attempt 3', finished_at: new Date(now).toISOString() });
    expect(attempts).toEqual([1, 2, 3]);
    expect(dead).toEqual([job.id]);
    now += 24 * 60 * 60 * 1000;
    expect(await queue.runDue()).toBe(0);
  });

  it('completes a job that succeeds on a retry', async () => {
    let now = Date.parse('2030-02-01T00:00:00.000Z');
    const queue = await newQueue({ now: () => new Date(now) });
    let calls = 0;
    queue.define('test.second-time', {
      backoffMs: () => 5_000,
      handler: async () => {
        calls += 1;
        if (calls === 1) throw new Error('temporary');
        return 'done';
      },
    });
    const job = await queue.enqueue(handles[0]?.db ?? (await connect()).db, 'test.second-time', null);
    if (!job) throw new Error('not enqueued');
    expect(await queue.run(job.id)).toMatchObject({ status: 'retry' });
    now += 5_000;
    expect(await queue.run(job.id)).toEqual({ status: 'completed', result: 'done' });
    expect(await queue.get(job.id)).toMatchObject({ state: 'completed', attempts: 2 });
  });

  it('lets another worker run a job whose worker stopped holding it (claimed, then abandoned)', async () => {
    const db = handles[0]?.db ?? (await connect()).db;
    const queue = await newQueue({ leaseMs: 60_000 });
    const ran: number[] = [];
    queue.define('test.abandoned', { handler: async ({ id }) => void ran.push(id) });
    const job = await queue.enqueue(db, 'test.abandoned', null);
    if (!job) throw new Error('not enqueued');
    // What a process that died mid-handler leaves: the job active under its claim, the lease running out.
    const past = new Date(Date.now() - 1_000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    await withJobs(db).updateTable('jobs').set({ state: 'active', attempts: 1, lease_token: 'dead-worker', lease_until: future }).where('id', '=', job.id).execute();
    // Still held: nobody else may take it.
    expect(await queue.run(job.id)).toEqual({ status: 'not_claimed' });
    await withJobs(db).updateTable('jobs').set({ lease_until: past }).where('id', '=', job.id).execute();
    expect(await queue.run(job.id)).toMatchObject({ status: 'completed' });
    expect(ran).toEqual([job.id]);
    expect(await queue.get(job.id)).toMatchObject({ state: 'completed', attempts: 2 });
  });

  it('runs a job again on another worker after the process running it was killed with SIGKILL mid-handler', async () => {
    const db = handles[0]?.db ?? (await connect()).db;
    const rescuer = await newQueue({ leaseMs: 1_000, pollMs: 20 });
    const rescued: number[] = [];
    rescuer.define('test.crash', { handler: async ({ id }) => void rescued.push(id) });
    const job = await rescuer.enqueue(db, 'test.crash', { note: 'survives its worker' });
    if (!job) throw new Error('not enqueued');

    // The child claims it with a one-second lease (renewed while it lives), says so, and hangs in the handler.
    const child = await childWorker('hang');
    await child.waitFor(`running ${job.id}`);
    expect(await rescuer.get(job.id)).toMatchObject({ state: 'active', attempts: 1 });
    expect(await child.kill()).toBe('SIGKILL');

    rescuer.start();
    await vi.waitFor(async () => expect(await rescuer.get(job.id)).toMatchObject({ state: 'completed', attempts: 2 }), { timeout: 30_000, interval: 50 });
    expect(rescued).toEqual([job.id]);
    await rescuer.stop();
  });

  it('keeps one job per singleton key, and enqueues a recurring job once per period across workers', async () => {
    const db = handles[0]?.db ?? (await connect()).db;
    const at = Date.parse('2030-03-01T10:20:00.000Z');
    const [first, second] = [await newQueue({ now: () => new Date(at) }), await newQueue({ now: () => new Date(at) })];
    expect(await first.enqueue(db, 'test.single', null, { singletonKey: 'only-one' })).not.toBeNull();
    expect(await second.enqueue(db, 'test.single', null, { singletonKey: 'only-one' })).toBeNull();
    expect(await jobsNamed('test.single')).toHaveLength(1);

    const ran: string[] = [];
    for (const [label, queue] of [['first', first], ['second', second]] as const) {
      queue.define('test.hourly', { handler: async () => void ran.push(label) });
      queue.recurring('test.hourly', { everyMs: 60 * 60 * 1000, offsetMs: 17 * 60 * 1000, payload: null });
    }
    await Promise.all([first.scheduleRecurring(), second.scheduleRecurring(), first.scheduleRecurring()]);
    const rows = await jobsNamed('test.hourly');
    expect(rows).toMatchObject([{ singleton_key: 'test.hourly@2030-03-01T10:17:00.000Z', run_at: '2030-03-01T10:17:00.000Z' }]);
    await Promise.all([first.runDue(), second.runDue()]);
    await Promise.all([first.runDue(), second.runDue()]);
    expect(ran).toHaveLength(1);
  });

  it('stops: waits for the jobs it runs, and gives up on one that does not end within its bound', async () => {
    const db = handles[0]?.db ?? (await connect()).db;
    const queue = await newQueue({ stopTimeoutMs: 200 });
    const started = deferred();
    const release = deferred();
    queue.define('test.slow', {
      handler: async () => {
        started.resolve();
        await release.promise;
      },
    });
    const job = await queue.enqueue(db, 'test.slow', null);
    if (!job) throw new Error('not enqueued');
    const running = queue.run(job.id);
    await started.promise;
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release.resolve();
    expect(await running).toMatchObject({ status: 'completed' });
    await stopping;
    expect(await queue.get(job.id)).toMatchObject({ state: 'completed' });
    // Stopped: nothing more is claimed here.
    const later = await queue.enqueue(db, 'test.slow', null);
    if (!later) throw new Error('not enqueued');
    expect(await queue.run(later.id)).toEqual({ status: 'not_claimed' });

    const stuckQueue = await newQueue({ stopTimeoutMs: 100 });
    let aborted = false;
    const stuck = deferred();
    stuckQueue.define('test.stuck', {
      handler: async ({ signal }) => {
        signal.addEventListener('abort', () => (aborted = true));
        stuck.resolve();
        await new Promise(() => undefined);
      },
    });
    const stuckJob = await stuckQueue.enqueue(db, 'test.stuck', null);
    if (!stuckJob) throw new Error('not enqueued');
    void stuckQueue.run(stuckJob.id);
    await stuck.promise;
    await stuckQueue.stop();
    expect(aborted).toBe(true);
    // Left to its lease: another worker takes it over when that expires.
    expect(await stuckQueue.get(stuckJob.id)).toMatchObject({ state: 'active' });
  });

  it('deletes finished jobs after their retention and keeps queued ones', async () => {
    const db = handles[0]?.db ?? (await connect()).db;
    const queue = await newQueue();
    queue.define('test.old', { handler: async () => undefined });
    const done = await queue.enqueue(db, 'test.old', null);
    const waiting = await queue.enqueue(db, 'test.old', null, { runAt: new Date(Date.now() + 60 * 60 * 1000) });
    if (!done || !waiting) throw new Error('not enqueued');
    await queue.run(done.id);
    await withJobs(db).updateTable('jobs').set({ finished_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', done.id).execute();
    expect(await queue.deleteFinished(new Date(), new Date())).toBeGreaterThanOrEqual(1);
    expect((await jobsNamed('test.old')).map((job) => job.id)).toEqual([waiting.id]);
    const { count } = await sql<{ count: number }>`select count(*) as count from jobs where state = 'queued' and name = 'test.old'`
      .execute(db)
      .then((result) => result.rows[0] ?? { count: 0 });
    expect(Number(count)).toBe(1);
  });
});
