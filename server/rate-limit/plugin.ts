import rateLimit from '@fastify/rate-limit';
import { sharedPlugin } from '../http/plugin';
import { HttpError } from '../errors/http-error';

/**
 * Rate limiting, off by default and switched on per route:
 * `app.post(path, { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, handler)`.
 * Counters live in memory per instance; pass a Redis store here when running several instances.
 * Over the limit: 429 `rate_limited` with `params.seconds` and a Retry-After header.
 */
export const rateLimitPlugin = sharedPlugin('rate-limit', async (app) => {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new HttpError('rate_limited', { params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
  });
});
