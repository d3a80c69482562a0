import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../contract/api';
import { registerEndpoint } from '../http/endpoint';
import { reverseGeocode } from './geocode';

/** Per address and minute: a lookup is cheap, but positions should not be scanned in bulk. */
export const GEOCODE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** SPEC §7 reverse geocoding. Lat/lon out of range is a 400 (contract schema); no city near is `location: false`. */
export async function geoRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(
    app,
    ENDPOINTS.geocode,
    async ({ query, request }) => {
      try {
        return { location: reverseGeocode(query.lat, query.lon) };
      } catch (error) {
        // SPEC §7: false on failure (the dataset could not be loaded, for instance).
        request.log.error({ err: error }, 'reverse geocoding failed');
        return { location: false as const };
      }
    },
    { config: { rateLimit: GEOCODE_RATE_LIMIT } },
  );
}
