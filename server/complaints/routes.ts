import type { FastifyInstance } from 'fastify';
import { COMPLAINT_LIMITS } from '../../contract/complaints';
import { ENDPOINTS } from '../../contract/api';
import { RateLimiter } from '../accounts/rate-events';
import { registerEndpoint } from '../http/endpoint';
import { submitComplaint, type ComplaintDeps } from './service';

/** SEC-23: complaints per IP address, before anything is parsed or stored (server/rate-limit, in memory per instance). */
export const COMPLAINT_IP_RATE_LIMIT = { max: COMPLAINT_LIMITS.perIpPerHour, timeWindow: '1 hour' } as const;

/** The complaints area (issue 7): `POST /api/complaint.php`. Registered after the mail plugin (`app.mailer`). */
export async function complaintsRoutes(app: FastifyInstance): Promise<void> {
  const deps: ComplaintDeps = {
    db: app.db,
    get mailer() {
      return app.mailer;
    },
    limiter: new RateLimiter(app.db, app.dbDialect),
    now: () => app.clock(),
    log: app.log,
  };

  registerEndpoint(
    app,
    ENDPOINTS.complaint,
    async ({ body, request }) =>
      submitComplaint(deps, { site: request.site, language: request.language, userId: request.viewer?.userId ?? null }, body),
    { config: { rateLimit: COMPLAINT_IP_RATE_LIMIT } },
  );
}
