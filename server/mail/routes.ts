import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../errors/http-error';
import { canReadOutbox, type OutboxAccessOptions } from './dev-access';
import { OUTBOX_PAGE_CSP, renderOutboxPage } from './outbox-page';
import { OUTBOX_LIST_LIMIT } from './service';

const outboxQuerySchema = z.object({ to: z.string().trim().max(320).optional() });

function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
}

/**
 * The development outbox: GET /dev/outbox (HTML) and GET /dev/outbox.json (the same list as JSON, `?to=` filters by
 * recipient). Both answer 404 unless `canReadOutbox` allows the request.
 */
export async function outboxRoutes(app: FastifyInstance, access: OutboxAccessOptions): Promise<void> {
  const readQuery = (query: unknown): string | undefined => {
    const parsed = outboxQuerySchema.safeParse(query);
    if (!parsed.success) throw new HttpError('bad_request');
    return parsed.data.to || undefined;
  };

  app.get('/dev/outbox.json', async (request, reply) => {
    if (!canReadOutbox(request, access)) throw new HttpError('not_found');
    const mails = await app.mailer.outbox(readQuery(request.query));
    return privateAnswer(reply).type('application/json; charset=utf-8').send(mails);
  });

  app.get('/dev/outbox', async (request, reply) => {
    if (!canReadOutbox(request, access)) throw new HttpError('not_found');
    const to = readQuery(request.query);
    const mails = await app.mailer.outbox(to);
    return privateAnswer(reply)
      .header('content-security-policy', OUTBOX_PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(mails, to, OUTBOX_LIST_LIMIT));
  });
}
