import { sharedPlugin } from '../http/plugin';
import { TableJobQueue } from './queue';

export interface JobsPluginOptions {
  /** JOBS_POLL_MS: how often the background worker looks for due jobs. */
  readonly pollMs: number;
  /** JOBS_CONCURRENCY: jobs the background worker of this instance runs at once. */
  readonly concurrency: number;
  /** JOBS_LEASE_MS: how long a claimed job stays with a worker that stopped renewing it (a dead process). */
  readonly leaseMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The persistent job queue (server/jobs): areas define their jobs on it; server/main.ts starts its worker. */
    jobs: TableJobQueue;
  }
}

/**
 * Decorates `app.jobs`. Registered right after the database plugin, so every area can define its jobs. The background
 * worker is started by server/main.ts (`app.jobs.start()`), never by tests, which run jobs themselves; without it a job
 * still runs at once on the instance that enqueued it when that instance calls `run(id)` after its commit.
 *
 * Shutdown: on `preClose` the worker stops taking jobs and waits, bounded, for those it runs; the areas' onClose hooks
 * (mail transport, notifications) and the database close only after that.
 */
export const jobsPlugin = sharedPlugin<JobsPluginOptions>('jobs', async (app, options) => {
  const queue = new TableJobQueue({
    db: app.db,
    dialect: app.dbDialect,
    log: app.log.child({ module: 'jobs' }),
    pollMs: options.pollMs,
    concurrency: options.concurrency,
    leaseMs: options.leaseMs,
    // Within server/main.ts's 10 s shutdown grace, leaving time for requests and the database to close.
    stopTimeoutMs: 5_000,
  });
  app.decorate('jobs', queue);
  app.addHook('preClose', async () => {
    await queue.stop();
  });
  app.addHook('onClose', async () => {
    await queue.stop();
  });
});
