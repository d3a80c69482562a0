import type { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { NotificationType } from '../../contract/constants';
import { sharedPlugin } from '../http/plugin';
import { Notifier, type NotificationPayload } from './notifier';
import { webPushSender } from './push';
import { notificationRoutes } from './routes';
import { NotificationTexts } from './texts';

export interface NotificationsPluginOptions {
  readonly publicUrl: URL | null;
  /** Tests run their own https push service: its TLS agent and its `host:port` (never set in production). */
  readonly push?: { readonly agent?: Agent; readonly extraHosts?: readonly string[] };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Notifies a member by web push and/or mail as their preferences say (server/notifications/notifier.ts). */
    notify: (userId: number, type: NotificationType, payload: NotificationPayload) => void;
    /** The notifier itself: `notifyMessage` for chat, `flush` for tests and shutdown. */
    notifications: Notifier;
  }
}

function isLocalDomain(domain: string): boolean {
  return domain === 'localhost' || domain.endsWith('.localhost');
}

/**
 * Web push and notification settings (issue 6): `app.notify`, the settings and push-subscription calls and the
 * one-click unsubscribe. Registered after the mailer and the realtime hub (it asks the hub whether a member has a
 * focused tab) and before the likes and chat areas, which notify through it.
 */
export const notificationsPlugin = sharedPlugin<NotificationsPluginOptions>('notifications', async (app, options) => {
  const texts = NotificationTexts.load();
  // Links in notification mails: PUBLIC_URL, else the site's domain (a *.localhost demo site on this server's port).
  const origin = (domain: string): string => {
    if (options.publicUrl) return options.publicUrl.origin;
    if (!isLocalDomain(domain)) return `https://${domain}`;
    const address = app.server.address() as AddressInfo | string | null;
    const port = address && typeof address === 'object' ? address.port : null;
    return `http://${domain}${port ? `:${port}` : ''}`;
  };
  const notifier = new Notifier({
    db: app.db,
    get mailer() {
      return app.mailer;
    },
    queue: app.jobs,
    siteByDomain: (domain) => app.sites.resolve(domain),
    unsubscribeKey: app.secrets.unsubscribeKey,
    push: webPushSender({ vapid: app.secrets.vapid, ...(options.push?.agent ? { agent: options.push.agent } : {}) }),
    texts,
    isFocused: (userId) => (app.hasDecorator('realtime') ? app.realtime.isFocused(userId) : false),
    origin,
    now: () => app.clock(),
    log: app.log.child({ module: 'notifications' }),
  });
  app.decorate('notifications', notifier);
  app.decorate('notify', (userId: number, type: NotificationType, payload: NotificationPayload) => notifier.notify(userId, type, payload));
  // Registered after the mailer and the database: this runs first on shutdown, so notifications in flight finish.
  app.addHook('onClose', async () => {
    await notifier.flush();
  });
  await app.register(notificationRoutes, { texts, extraPushHosts: options.push?.extraHosts ?? [] });
});
