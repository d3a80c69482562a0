import type { z } from 'zod';
import { interestsResponseSchema, regionsResponseSchema } from './interests';
import { companyInfoResponseSchema, settingsResponseSchema } from './settings';
import { z as zod } from 'zod';

/**
 * The HTTP calls, as data: the server registers handlers against these, the client calls them by path,
 * and /api/openapi.json is generated from them. Later areas add their endpoints here.
 */
export interface EndpointDef {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly summary: string;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  readonly auth?: boolean;
}

export const settingsQuerySchema = zod.object({
  /** Forces the domain whose settings are answered (SPEC §7: "forced domain from the host"). */
  domain: zod.string().max(253).optional(),
  /** The current route query (tracking parameters), passed through for traffic-source rules. */
  route: zod.string().max(2048).optional(),
}).catchall(zod.string().max(512));

/** Liveness and database check, for load balancers and `npm start` scripts. */
export const healthResponseSchema = zod.strictObject({ ok: zod.literal(true), db: zod.enum(['sqlite', 'postgres']) });
export type HealthResponse = zod.infer<typeof healthResponseSchema>;

export const ENDPOINTS = {
  settings: {
    method: 'GET',
    path: '/api/settings.php',
    summary: 'Settings of the request host (or the forced domain) and its domain language',
    query: settingsQuerySchema,
    response: settingsResponseSchema,
  },
  companyInfo: {
    method: 'GET',
    path: '/api/companyinfo.php',
    summary: 'Company info of the site (footer and info pages)',
    response: companyInfoResponseSchema,
  },
  interests: {
    method: 'GET',
    path: '/api/interests.php',
    summary: 'The interest list with an icon each',
    response: interestsResponseSchema,
  },
  regions: {
    method: 'GET',
    path: '/api/regions.php',
    summary: 'Regions per country, for the site countries',
    response: regionsResponseSchema,
  },
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness: answers when the server and its database respond',
    response: healthResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>;
