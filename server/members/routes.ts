import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../contract/api';
import { HttpError } from '../errors/http-error';
import { registerEndpoint } from '../http/endpoint';
import { requireUser, viewerOf } from '../sessions/plugin';
import { PAGE_HIDDEN_TOUCH_INTERVAL_MS, touchActivity } from './activity';
import { blockMember, listBlocks, unblockMember } from './blocks';
import { editProfile } from './edit-profile';
import { searchMembers, signupMatches } from './search-members';
import { viewProfile } from './view-profile';
import { memberViewer, type MemberViewer } from './viewer';

/** SPEC §2 members area calls (issue 4): search, profile view and settings, blocks. Handlers stay thin. */
export async function membersRoutes(app: FastifyInstance): Promise<void> {
  const authenticated = { preHandler: requireUser };

  /** The viewer (null for visitors), marked active. */
  const viewerFor = async (request: FastifyRequest): Promise<MemberViewer | null> => {
    const viewer = await memberViewer(app.db, request);
    if (viewer) await touchActivity(app.db, viewer.userId, app.clock());
    return viewer;
  };
  const requiredViewer = async (request: FastifyRequest): Promise<MemberViewer> => {
    const viewer = await viewerFor(request);
    if (!viewer) throw new HttpError('authentication_required');
    return viewer;
  };

  registerEndpoint(app, ENDPOINTS.search, async ({ query, request }) =>
    searchMembers({ db: app.db, dialect: app.dbDialect, site: request.site, viewer: await viewerFor(request), now: app.clock() }, query),
  );

  registerEndpoint(
    app,
    ENDPOINTS.signupMatches,
    async ({ request }) => signupMatches({ db: app.db, dialect: app.dbDialect, site: request.site, viewer: await requiredViewer(request), now: app.clock() }),
    authenticated,
  );

  registerEndpoint(app, ENDPOINTS.profile, async ({ query, request }) => {
    const id = query.id === '' ? undefined : query.id;
    return viewProfile(
      { db: app.db, dialect: app.dbDialect, site: request.site, viewer: await viewerFor(request), now: app.clock(), language: request.language },
      id,
    );
  });

  registerEndpoint(
    app,
    ENDPOINTS.profileUpdate,
    async ({ body, request }) => editProfile({ db: app.db, dialect: app.dbDialect, site: request.site, viewer: await requiredViewer(request), now: app.clock() }, body),
    authenticated,
  );

  registerEndpoint(
    app,
    ENDPOINTS.block,
    async ({ body, request }) => blockMember(app.db, viewerOf(request).userId, body.id, app.clock()),
    authenticated,
  );

  registerEndpoint(
    app,
    ENDPOINTS.unblock,
    async ({ query, request }) => unblockMember(app.db, viewerOf(request).userId, query.id),
    authenticated,
  );

  // SPEC §7: the page's beacon when it becomes hidden (no client-type header: navigator.sendBeacon cannot send one).
  registerEndpoint(
    app,
    ENDPOINTS.pageHidden,
    async ({ request }) => {
      const viewer = await memberViewer(app.db, request);
      if (viewer) await touchActivity(app.db, viewer.userId, app.clock(), PAGE_HIDDEN_TOUCH_INTERVAL_MS);
      return { ok: true as const };
    },
    { config: { clientType: 'beacon' } },
  );

  registerEndpoint(app, ENDPOINTS.blocks, async ({ request }) => listBlocks(app.db, viewerOf(request).userId), authenticated);
}
