import type { FastifyInstance } from 'fastify';
import { BACKOFFICE_ENDPOINTS } from '../../contract/backoffice';
import type { DatabaseConfig } from '../config';
import { realtimeChannelPrefix } from '../realtime/redis-bus';
import { requireStaff, staffOf } from '../staff/guard';
import { registerStaffEndpoint } from './endpoint';
import { SiteCacheBus } from './site-cache-bus';
import {
  createDiscountCode,
  createPackage,
  createSite,
  deleteDiscountCode,
  deletePackage,
  getSite,
  listSites,
  updateDiscountCode,
  updatePackage,
  updateSite,
  type SitesEditorDeps,
} from './sites';

export interface BackofficeRoutesOptions {
  /** With Redis, site changes are broadcast so every instance drops its cached copy at once. */
  readonly redisUrl: URL | null;
  readonly database: DatabaseConfig;
}

/**
 * The white-label sites editor (issue 8, part 3) under `/api/staff/sites`: admins (every site; only they create sites
 * or change a domain or company) and partners (their own sites). Registered after the staff plugin (`request.staff`)
 * and the sites plugin (`app.sites`).
 */
export async function backofficeRoutes(app: FastifyInstance, options: BackofficeRoutesOptions): Promise<void> {
  let bus: SiteCacheBus | null = null;
  if (options.redisUrl) {
    bus = await SiteCacheBus.connect(options.redisUrl, realtimeChannelPrefix(options.database), (siteId) => app.sites.invalidate(siteId), app.log);
    app.addHook('onClose', async () => bus?.close());
  }
  const deps: SitesEditorDeps = { db: app.db, sites: app.sites, bus: () => bus, now: () => app.clock() };
  const editors = { preHandler: requireStaff('admin', 'partner') };
  const admins = { preHandler: requireStaff('admin') };
  const E = BACKOFFICE_ENDPOINTS;

  registerStaffEndpoint(app, E.staffSites, async ({ request }) => listSites(deps, staffOf(request)), editors);
  registerStaffEndpoint(app, E.staffSite, async ({ ids, request }) => getSite(deps, staffOf(request), ids.id), editors);
  registerStaffEndpoint(app, E.staffSiteCreate, async ({ body, request }) => createSite(deps, request, body), admins);
  registerStaffEndpoint(app, E.staffSiteUpdate, async ({ ids, body, request }) => updateSite(deps, request, staffOf(request), ids.id, body), editors);

  registerStaffEndpoint(
    app,
    E.staffPackageCreate,
    async ({ ids, body, request }) => ({ package: await createPackage(deps, request, staffOf(request), ids.id, body) }),
    editors,
  );
  registerStaffEndpoint(
    app,
    E.staffPackageUpdate,
    async ({ ids, body, request }) => ({ package: await updatePackage(deps, request, staffOf(request), ids.id, ids.pid, body) }),
    editors,
  );
  registerStaffEndpoint(app, E.staffPackageDelete, async ({ ids, request }) => deletePackage(deps, request, staffOf(request), ids.id, ids.pid), editors);

  registerStaffEndpoint(
    app,
    E.staffDiscountCreate,
    async ({ ids, body, request }) => ({ discount_code: await createDiscountCode(deps, request, staffOf(request), ids.id, body) }),
    editors,
  );
  registerStaffEndpoint(
    app,
    E.staffDiscountUpdate,
    async ({ ids, body, request }) => ({ discount_code: await updateDiscountCode(deps, request, staffOf(request), ids.id, ids.cid, body) }),
    editors,
  );
  registerStaffEndpoint(app, E.staffDiscountDelete, async ({ ids, request }) => deleteDiscountCode(deps, request, staffOf(request), ids.id, ids.cid), editors);
}
