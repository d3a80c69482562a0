import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { PaymentMailDispatcher } from './dispatcher';

/** Rows a payment left queued without a request to kick them (a change made off the payment routes). */
const SWEEP_INTERVAL_MS = 60_000;

function isLocalDomain(domain: string): boolean {
  return domain === 'localhost' || domain.endsWith('.localhost');
}

/**
 * Starts sending payment mails from the payments routes' context: after each of its responses (its transactions have
 * committed by then), on start (mails a stopped instance left) and every minute. Answers the dispatcher (tests wait on
 * `idle()`).
 */
export function startPaymentMails(app: FastifyInstance, options: { readonly publicUrl: URL | null }): PaymentMailDispatcher {
  // Links in payment mails: PUBLIC_URL, else the site's domain (a *.localhost demo site on this server's port).
  const origin = (domain: string): string => {
    if (options.publicUrl) return options.publicUrl.origin;
    if (!isLocalDomain(domain)) return `https://${domain}`;
    const address = app.server.address() as AddressInfo | string | null;
    const port = address && typeof address === 'object' ? address.port : null;
    return `http://${domain}${port ? `:${port}` : ''}`;
  };
  const dispatcher = new PaymentMailDispatcher({
    db: app.db,
    get mailer() {
      return app.mailer;
    },
    siteByDomain: (domain) => app.sites.resolve(domain),
    origin,
    now: () => app.clock(),
    log: app.log.child({ module: 'payment-mails' }),
  });
  const sweep = setInterval(() => dispatcher.kick(), SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onResponse', async () => {
    dispatcher.kick();
  });
  app.addHook('onReady', async () => {
    dispatcher.kick();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await dispatcher.close();
  });
  return dispatcher;
}
