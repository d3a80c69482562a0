import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../contract/api';
import { registerEndpoint } from '../http/endpoint';
import {
  companyInfoResponse,
  geoCountryFromHeaders,
  interestsResponse,
  regionsResponse,
  settingsResponse,
} from './service';

export interface SitesRoutesOptions {
  readonly trustProxy: boolean;
}

/** SPEC §7 site calls. Handlers stay thin: the service decides. */
export async function sitesRoutes(app: FastifyInstance, options: SitesRoutesOptions): Promise<void> {
  registerEndpoint(app, ENDPOINTS.settings, async ({ query, request }) => {
    // "Forced domain": the SSR side or a partner tool asks for a given domain's settings; the same host rules apply.
    const site = query.domain !== undefined ? await app.sites.resolve(query.domain) : request.site;
    return settingsResponse(site, geoCountryFromHeaders(request.headers, options.trustProxy), app.secrets.vapid.publicKey);
  });

  registerEndpoint(app, ENDPOINTS.companyInfo, async ({ request }) => companyInfoResponse(request.site));

  registerEndpoint(app, ENDPOINTS.interests, async () => interestsResponse());

  registerEndpoint(app, ENDPOINTS.regions, async ({ request }) => regionsResponse(request.site));
}
