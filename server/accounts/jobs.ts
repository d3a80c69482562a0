import type { FastifyInstance } from 'fastify';
import { isLanguage } from '../i18n/request-language';
import { exponentialBackoff } from '../jobs/queue';
import type { JobQueue } from '../jobs/types';
import { deleteExpiredSessions } from '../sessions/queries';
import { DEFAULT_LANGUAGE } from '../../contract/constants';
import { LONGEST_RATE_WINDOW_MS } from './limits';
import { purgeDeletedAccounts, type PurgedAccount } from './purge';
import { RateLimiter } from './rate-events';

/** Used and expired account tokens are kept this long (support questions), then deleted. */
const TOKEN_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** Minute 17 of every hour: off the top of the hour, when other jobs tend to run. */
const SCHEDULE = { everyMs: HOUR_MS, offsetMs: 17 * MINUTE_MS } as const;

/** The hourly maintenance as a job of the queue (server/jobs): once per hour across every instance. */
export const MAINTENANCE_JOB = 'account.maintenance';

declare module '../jobs/types' {
  interface JobPayloads {
    'account.maintenance': null;
  }
}

async function mailPurged(app: FastifyInstance, account: PurgedAccount): Promise<void> {
  try {
    const row = await app.db.selectFrom('sites').select('domain').where('id', '=', account.siteId).executeTakeFirst();
    if (!row) return;
    const site = await app.sites.resolve(row.domain);
    await app.mailer.send({
      to: account.email,
      language: isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE,
      site,
      template: 'account_purged',
      params: { name: account.name },
    });
  } catch (error) {
    app.log.error({ err: error, userId: account.userId }, 'purge notice could not be sent');
  }
}

/**
 * One maintenance pass, at the server clock's `now`: erases accounts whose deletion window ended (SPEC §4, §9) and
 * clears what expired (sessions, rate events, old tokens).
 */
export async function runAccountMaintenance(app: FastifyInstance): Promise<void> {
  const now = app.clock();
  const purged = await purgeDeletedAccounts(app.db, now, { onPurged: (account) => mailPurged(app, account), media: app.media });
  const sessions = await deleteExpiredSessions(app.db, now.toISOString());
  const events = await new RateLimiter(app.db, app.dbDialect).prune(new Date(now.getTime() - LONGEST_RATE_WINDOW_MS));
  const tokens = await app.db
    .deleteFrom('account_tokens')
    .where('expires_at', '<', new Date(now.getTime() - TOKEN_RETENTION_MS).toISOString())
    .executeTakeFirst();
  app.log.info(
    { purgedAccounts: purged.length, expiredSessions: sessions, rateEvents: events, accountTokens: Number(tokens.numDeletedRows) },
    'account maintenance done',
  );
}

/**
 * Defines the hourly maintenance on the job queue and schedules it (server/main.ts does, before it starts the worker;
 * tests call runAccountMaintenance or purgeDeletedAccounts with a controlled clock instead). Every instance schedules
 * the current hour's run under one singleton key, so it runs once per hour whichever instance's worker takes it, also
 * right after a start when the server was down at minute 17 (the slot of the hour is then overdue). A failed run is
 * retried a minute later (at most three attempts); a run whose process died is taken over when its lease expires.
 * `queue` is the server's own by default (tests pass a second worker on the same database).
 */
export function defineAccountJobs(app: FastifyInstance, queue: JobQueue = app.jobs): void {
  queue.define(MAINTENANCE_JOB, {
    maxAttempts: 3,
    backoffMs: exponentialBackoff(MINUTE_MS),
    handler: () => runAccountMaintenance(app),
  });
  queue.recurring(MAINTENANCE_JOB, { ...SCHEDULE, payload: null });
}
