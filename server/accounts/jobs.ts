import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { isLanguage } from '../i18n/request-language';
import { deleteExpiredSessions } from '../sessions/queries';
import { DEFAULT_LANGUAGE } from '../../contract/constants';
import { LONGEST_RATE_WINDOW_MS } from './limits';
import { purgeDeletedAccounts, type PurgedAccount } from './purge';
import { RateLimiter } from './rate-events';

/** Used and expired account tokens are kept this long (support questions), then deleted. */
const TOKEN_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Minute 17 of every hour: off the top of the hour, when other jobs tend to run. */
const SCHEDULE = '17 * * * *';

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
 * Starts the hourly maintenance (server/main.ts does; tests call runAccountMaintenance or purgeDeletedAccounts with a
 * controlled clock instead). Runs once at start too, so a server that was down still purges on time. The timer does
 * not keep the process alive; `stop()` ends it.
 */
export function startAccountJobs(app: FastifyInstance): { stop: () => void } {
  const run = async () => {
    try {
      await runAccountMaintenance(app);
    } catch (error) {
      app.log.error({ err: error }, 'account maintenance failed');
    }
  };
  const job = new Cron(SCHEDULE, { name: 'account-maintenance', protect: true, unref: true }, run);
  void run();
  return { stop: () => job.stop() };
}
