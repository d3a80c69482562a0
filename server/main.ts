import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { defineAccountJobs } from './accounts/jobs';
import { buildServer } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { selectSiteDomains } from './sites/queries';

/** Longest wait for in-flight requests on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
/** A signal repeated within this window is the same request to stop (the launcher passes on the group's signal). */
const REPEAT_SIGNAL_WINDOW_MS = 1_000;

function siteUrls(config: ServerConfig, domains: readonly { domain: string; niche: number }[]): string[] {
  const port = config.port === 80 ? '' : `:${config.port}`;
  return domains
    .filter(({ domain }) => domain === 'localhost' || domain.endsWith('.localhost'))
    .map(({ domain, niche }) => `niche ${niche}: http://${domain}${port}`);
}

function installShutdown(app: FastifyInstance): void {
  let closingSince: number | null = null;
  const shutdown = (signal: string) => {
    if (closingSince !== null) {
      // The same Ctrl-C or stop reaches us twice when `npm start`'s launcher passes on a signal the whole process
      // group already got: only a second signal a moment later means "stop now".
      if (Date.now() - closingSince < REPEAT_SIGNAL_WINDOW_MS) return;
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closingSince = Date.now();
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // close(): stops listening, waits for in-flight requests, then runs onClose hooks (the database closes last).
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  mkdirSync(config.mediaDir, { recursive: true });

  const app = await buildServer(config);
  installShutdown(app);
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));

  await app.listen({ port: config.port, host: config.host });
  // Hourly purge of deleted accounts past their window and clean-up of expired sessions, as a recurring job; then the
  // job worker (mail, push and notification retries, maintenance; never started by tests). JOBS_CONCURRENCY=0 leaves
  // background jobs to other instances (this one still makes the first attempt of the jobs it enqueues).
  defineAccountJobs(app);
  if ((config.jobs?.concurrency ?? 1) > 0) app.jobs.start();
  const sites = await selectSiteDomains(app.db);
  app.log.info(
    {
      url: `http://localhost:${config.port}`,
      database: app.dbDialect,
      seed: config.seed,
      sites: siteUrls(config, sites),
    },
    `listening on http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
