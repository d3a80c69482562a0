import type { FastifyInstance } from 'fastify';
import { createChatDeps, type ChatDeps } from './service';

/**
 * The chat services' dependencies from the server (chat routes and the operator inbox alike). A stored message's
 * notification is enqueued in the send's own transaction and tried at once after the commit.
 */
export function appChatDeps(app: FastifyInstance): ChatDeps {
  return createChatDeps({
    db: app.db,
    realtime: app.realtime,
    store: app.media.store,
    now: () => app.clock(),
    log: app.log,
    notifyMessage: app.hasDecorator('notifications')
      ? {
          enqueue: (trx, recipientId, message) => app.notifications.enqueueMessage(trx, recipientId, message),
          start: (job) => app.notifications.start(job),
        }
      : undefined,
  });
}
