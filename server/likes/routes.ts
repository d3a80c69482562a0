import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../contract/api';
import type { RealtimeEvent } from '../../contract/realtime';
import { HttpError } from '../errors/http-error';
import { registerEndpoint } from '../http/endpoint';
import { touchActivity } from '../members/activity';
import { memberViewer } from '../members/viewer';
import { hasClientTypeHeader, isSameOriginRequest } from '../security/same-origin';
import { requireUser } from '../sessions/plugin';
import { autoLike, likeMember, listLikes, matchFinder, swipe, swipeState, unlikeMember, type LikesContext } from './service';

export interface LikesRoutesOptions {
  readonly publicUrl: URL | null;
}

/** Likes, matches, match finder and swipe game (issue 6). Handlers stay thin: server/likes/service.ts decides. */
export async function likesRoutes(app: FastifyInstance, options: LikesRoutesOptions): Promise<void> {
  const authenticated = { preHandler: requireUser };

  // The hub is optional (a server built without it still answers every call; clients then poll, SPEC §9).
  const publish = (userId: number, event: RealtimeEvent): void => {
    if (app.hasDecorator('realtime')) app.realtime.publish(userId, event);
  };

  const contextOf = async (request: FastifyRequest): Promise<LikesContext> => {
    const viewer = await memberViewer(app.db, request);
    if (!viewer) throw new HttpError('authentication_required');
    const now = app.clock();
    await touchActivity(app.db, viewer.userId, now);
    return { db: app.db, dialect: app.dbDialect, site: request.site, viewer, now, publish, log: request.log, notify: app.hasDecorator('notify') ? app.notify : undefined };
  };

  registerEndpoint(app, ENDPOINTS.like, async ({ body, request }) => likeMember(await contextOf(request), body.id), authenticated);
  registerEndpoint(app, ENDPOINTS.unlike, async ({ query, request }) => unlikeMember(await contextOf(request), query.id), authenticated);
  registerEndpoint(app, ENDPOINTS.likes, async ({ request }) => listLikes(await contextOf(request)), authenticated);
  registerEndpoint(app, ENDPOINTS.matchFinder, async ({ query, request }) => matchFinder(await contextOf(request), query.time_zone), authenticated);
  registerEndpoint(app, ENDPOINTS.swipeState, async ({ query, request }) => swipeState(await contextOf(request), query.time_zone), authenticated);
  registerEndpoint(app, ENDPOINTS.swipe, async ({ body, request }) => swipe(await contextOf(request), body), authenticated);

  registerEndpoint(
    app,
    ENDPOINTS.autoLike,
    async ({ request }) => {
      // SPEC §7 names GET, while SEC-11 wants no state change on GET (an auto-like records a like): as for logout, this
      // GET demands what unsafe methods must carry, the client-type header and a same-origin request.
      if (!hasClientTypeHeader(request.headers) || !isSameOriginRequest(request.headers, request.host, options.publicUrl)) {
        throw new HttpError('cross_site_request');
      }
      return autoLike(await contextOf(request));
    },
    authenticated,
  );
}
