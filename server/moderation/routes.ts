import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../contract/api';
import { MODERATION_ENDPOINTS } from '../../contract/moderation';
import { RateLimiter } from '../accounts/rate-events';
import { HttpError } from '../errors/http-error';
import { registerEndpoint } from '../http/endpoint';
import { requireUser, viewerOf } from '../sessions/plugin';
import { requireStaff } from '../staff/guard';
import { closeCase, listComplaints, listReports, replyToCase, submitReport } from './cases';
import type { ModerationDeps } from './deps';
import { banMember, correctCredits, searchMembers, unbanMember, viewMember } from './members';
import { decidePhoto, listPendingPhotos } from './photos';
import { ReasonTexts } from './reason-texts';
import { MODERATION_ROLES } from './roles';
import { listTextFlags, resolveTextFlag } from './texts';

/** SEC-23: reports per IP address and hour, before anything is parsed (the per-member daily limit is in the database). */
export const REPORT_IP_RATE_LIMIT = { max: 30, timeWindow: '1 hour' } as const;

/** The `:id` of a staff path: a positive integer, else 404 (as an unknown path). */
function idParam(request: FastifyRequest): number {
  const raw = (request.params as { id?: unknown }).id;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw new HttpError('not_found');
  return Number(raw);
}

/**
 * The moderation area (issue 8 part 2): staff routes under /api/staff/moderation (admin and moderator; every change
 * writes one audit row in its transaction) and the member's `POST /api/report.php`. Registered after the complaints
 * routes, so the mailer, realtime hub and staff sessions exist.
 */
export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  const deps: ModerationDeps = {
    db: app.db,
    get mailer() {
      return app.mailer;
    },
    get realtime() {
      return app.realtime;
    },
    sites: app.sites,
    reasons: ReasonTexts.load(),
    limiter: new RateLimiter(app.db, app.dbDialect),
    now: () => app.clock(),
    log: app.log,
  };
  const staff = { preHandler: requireStaff(...MODERATION_ROLES) };
  const E = MODERATION_ENDPOINTS;

  registerEndpoint(app, E.photoQueue, async ({ query }) => listPendingPhotos(deps, query.after_id), staff);
  registerEndpoint(app, E.photoApprove, async ({ request }) => decidePhoto(deps, request, idParam(request), { status: 'active' }), staff);
  registerEndpoint(
    app,
    E.photoReject,
    async ({ body, request }) => decidePhoto(deps, request, idParam(request), { status: 'rejected', ...body }),
    staff,
  );

  registerEndpoint(app, E.textFlags, async ({ query }) => listTextFlags(deps, query.status, query.after_id), staff);
  registerEndpoint(app, E.textFlagClear, async ({ request }) => resolveTextFlag(deps, request, idParam(request), { status: 'cleared' }), staff);
  registerEndpoint(
    app,
    E.textFlagRemove,
    async ({ body, request }) => resolveTextFlag(deps, request, idParam(request), { status: 'removed', reason: body.reason }),
    staff,
  );

  registerEndpoint(app, E.complaints, async ({ query }) => listComplaints(deps, query), staff);
  registerEndpoint(app, E.complaintReply, async ({ body, request }) => replyToCase(deps, request, 'complaint', idParam(request), body.text), staff);
  registerEndpoint(app, E.complaintClose, async ({ request }) => closeCase(deps, request, 'complaint', idParam(request)), staff);
  registerEndpoint(app, E.reports, async ({ query }) => listReports(deps, query), staff);
  registerEndpoint(app, E.reportReply, async ({ body, request }) => replyToCase(deps, request, 'report', idParam(request), body.text), staff);
  registerEndpoint(app, E.reportClose, async ({ request }) => closeCase(deps, request, 'report', idParam(request)), staff);

  registerEndpoint(app, E.memberSearch, async ({ query }) => searchMembers(deps, query.query), staff);
  registerEndpoint(app, E.memberView, async ({ request }) => viewMember(deps, request, idParam(request)), staff);
  registerEndpoint(app, E.memberBan, async ({ body, request }) => banMember(deps, request, idParam(request), body.reason), staff);
  registerEndpoint(app, E.memberUnban, async ({ body, request }) => unbanMember(deps, request, idParam(request), body.reason ?? null), staff);
  registerEndpoint(app, E.creditCorrection, async ({ body, request }) => correctCredits(deps, request, idParam(request), body), staff);

  registerEndpoint(
    app,
    ENDPOINTS.report,
    async ({ body, request }) => {
      const viewer = viewerOf(request);
      return submitReport(deps, { reporterId: viewer.userId, siteId: request.site.id, language: request.language }, body);
    },
    {
      preHandler: requireUser,
      config: { rateLimit: { ...REPORT_IP_RATE_LIMIT, keyGenerator: (request) => (request.viewer ? `report:${request.viewer.userId}` : request.ip) } },
    },
  );
}
