import { sharedPlugin } from '../http/plugin';
import { MailRenderer } from './render';
import { outboxRoutes } from './routes';
import { MailService } from './service';
import { createSmtpTransport } from './transport';

export interface MailPluginOptions {
  /** SMTP_URL; null keeps every mail in the development outbox. */
  readonly smtpUrl: URL | null;
  /** MAIL_FROM, `{domain}` replaced per site. */
  readonly mailFrom: string;
  /** DEV_OUTBOX=1: the outbox pages answer non-loopback clients too (still never with SMTP_URL). */
  readonly devOutbox: boolean;
  /** Where `<lng>/mail.json` live; the repository's locales/ by default. */
  readonly localesDir?: string;
  /** Waits between SMTP delivery attempts (tests shorten them). */
  readonly retryDelaysMs?: readonly number[];
}

/**
 * Decorates `app.mailer` (see ./types.ts) and serves the development outbox. Registered after the database and job
 * plugins: its onClose hook runs first on shutdown, so deliveries in progress finish before the database closes. Mail
 * a stopped instance left undelivered is a queued `mail.deliver` job, which the worker of any instance picks up.
 */
export const mailPlugin = sharedPlugin<MailPluginOptions>('mail', async (app, options) => {
  const renderer = MailRenderer.load(options.localesDir);
  const service = new MailService({
    db: app.db,
    renderer,
    transport: options.smtpUrl ? createSmtpTransport(options.smtpUrl) : null,
    from: options.mailFrom,
    log: app.log.child({ module: 'mail' }),
    queue: app.jobs,
    // The server clock when there is one (tests control it), so outbox times agree with token and session times.
    ...(app.hasDecorator('clock') ? { now: () => app.clock() } : {}),
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
  });
  app.decorate('mailer', service);
  app.addHook('onClose', async () => {
    // The job worker first (it may be running deliveries), then this instance's own first attempts, then SMTP.
    await app.jobs.stop();
    await service.close();
  });
  // Only the scheme and host: the URL may carry credentials.
  app.log.info(
    options.smtpUrl ? { smtp: `${options.smtpUrl.protocol}//${options.smtpUrl.hostname}:${options.smtpUrl.port || 'default'}` } : { smtp: null },
    options.smtpUrl ? 'mail goes out over SMTP' : 'mail goes to the development outbox (GET /dev/outbox)',
  );
  await app.register(outboxRoutes, { delivers: service.delivers, devOutbox: options.devOutbox });
});
