import type { FastifyRequest } from 'fastify';
import { currencyForCountry } from '../credits/currency';
import type { CreditsDb } from '../credits/tables';
import { viewerOf } from '../sessions/plugin';
import { geoCountryFromHeaders } from '../sites/service';
import type { Payer } from './open';

/**
 * The payer's country decides currency and payment methods: the member's profile country; for visitors geo-IP
 * (behind a trusted proxy); else the site's first country.
 */
export function visitorCountry(request: FastifyRequest, trustProxy: boolean): string {
  const geo = geoCountryFromHeaders(request.headers, trustProxy);
  return geo ?? request.site.settings.countries[0] ?? 'NL';
}

export async function countryOf(db: CreditsDb, request: FastifyRequest, trustProxy: boolean): Promise<string> {
  if (request.viewer) {
    const profile = await db.selectFrom('profiles').select('country').where('user_id', '=', request.viewer.userId).executeTakeFirst();
    if (profile?.country) return profile.country;
  }
  return visitorCountry(request, trustProxy);
}

/** The logged-in payer of a request (403 authentication_required otherwise). */
export async function payerOf(db: CreditsDb, request: FastifyRequest, trustProxy: boolean): Promise<Payer> {
  const viewer = viewerOf(request);
  const country = await countryOf(db, request, trustProxy);
  return { userId: viewer.userId, siteId: request.site.id, country, currency: currencyForCountry(country), language: request.language };
}
