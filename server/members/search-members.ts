import type { Gender } from '../../contract/accounts';
import { SEARCH, type MemberCard, type SearchQuery, type SearchResponse, type SignupMatchesResponse } from '../../contract/members';
import { HttpError } from '../errors/http-error';
import { regionCentre } from '../geo/cities';
import { REGIONS } from '../sites/regions';
import type { SiteRecord } from '../sites/service';
import { memberConstraints, nicheAudience, visitorSearchMode, type Audience, type MemberConstraints, type SearchFilters } from './audience';
import { memberCard } from './cards';
import { decodeCursor, encodeCursor } from './cursor';
import { countMembers, selectSearchPage, type GeoPoint, type SearchDb, type SearchScope } from './search';
import type { MemberViewer } from './viewer';

function blankToUndefined<T>(value: T | '' | undefined): T | undefined {
  return value === '' ? undefined : value;
}

/** The request's filters, checked: a region must be one of its country's (and implies that country). */
export function searchFilters(query: SearchQuery, defaultPlace: PlaceFilter = {}): SearchFilters {
  const gender = blankToUndefined(query.gender);
  const region = blankToUndefined(query.countryregion);
  const chosenCountry = blankToUndefined(query.country);
  let country = chosenCountry === 'any' ? undefined : chosenCountry;
  if (region !== undefined) {
    const regionCountry = region.slice(0, 2);
    if (country !== undefined && country !== regionCountry) {
      throw new HttpError('validation_failed', { fields: { countryregion: { code: 'region_invalid' } } });
    }
    country = regionCountry;
    if (!REGIONS[country]?.some((candidate) => candidate.id === region)) {
      throw new HttpError('validation_failed', { fields: { countryregion: { code: 'region_invalid' } } });
    }
  }
  const minAge = blankToUndefined(query.min_age);
  const maxAge = blankToUndefined(query.max_age);
  if (minAge !== undefined && maxAge !== undefined && minAge > maxAge) {
    throw new HttpError('validation_failed', { fields: { max_age: { code: 'age_range_invalid' } } });
  }
  // Neither a country (nor `any`) nor a region asked for: the search starts where the viewer is.
  if (chosenCountry === undefined && region === undefined) {
    country = defaultPlace.country;
    if (defaultPlace.region !== undefined) return { ...searchFilters({ ...query, countryregion: defaultPlace.region }) };
  }
  return {
    ...(gender !== undefined ? { gender } : {}),
    ...(country !== undefined ? { country } : {}),
    ...(region !== undefined ? { region } : {}),
    ...(minAge !== undefined ? { minAge } : {}),
    ...(maxAge !== undefined ? { maxAge } : {}),
  };
}

export interface PlaceFilter {
  readonly country?: string;
  readonly region?: string;
}

/**
 * Where a member's search starts when they name no place: their own country and region, when the site serves that
 * country (a stale region that is no longer on the list is left out). Visitors: nowhere in particular.
 */
export function defaultSearchPlace(viewer: MemberViewer | null, site: SiteRecord): PlaceFilter {
  if (!viewer?.country || !site.settings.countries.includes(viewer.country)) return {};
  const region = viewer.region && REGIONS[viewer.country]?.some((candidate) => candidate.id === viewer.region) ? viewer.region : undefined;
  return { country: viewer.country, ...(region ? { region } : {}) };
}

/**
 * Nearest first from the member's city; without one, from the middle of their region: where the members placed in
 * it are (one indexed aggregate), else its largest city in the geo dataset (which costs a load on first use, so it is
 * the last resort). Null when neither city nor region is known.
 */
export async function searchOrigin(target: SearchDb, viewer: MemberViewer | null): Promise<GeoPoint | null> {
  if (!viewer) return null;
  if (viewer.lat !== null && viewer.lon !== null) return { lat: viewer.lat, lon: viewer.lon };
  if (!viewer.country || !viewer.region) return null;
  const placed = await target.db
    .selectFrom('profiles')
    .select((eb) => [eb.fn.avg<number>('lat').as('lat'), eb.fn.avg<number>('lon').as('lon')])
    .where('country', '=', viewer.country)
    .where('region', '=', viewer.region)
    .where('lat', 'is not', null)
    .where('lon', 'is not', null)
    .executeTakeFirst();
  if (placed?.lat != null && placed.lon != null) return { lat: Number(placed.lat), lon: Number(placed.lon) };
  return regionCentre(viewer.country, viewer.region);
}

function sameConstraints(a: MemberConstraints, b: MemberConstraints): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** How long a shared count stays valid, and how many are kept. */
export const COUNT_CACHE_TTL_MS = 60_000;
const COUNT_CACHE_MAX = 2_000;

interface CachedCount {
  readonly count: number;
  readonly capped: boolean;
  readonly expiresAt: number;
}

/** Per database (tests run several servers in one process). */
const countCaches = new WeakMap<object, Map<string, CachedCount>>();

/**
 * numResults beyond the first page: the members matching the site audience and the filters, counted up to
 * SEARCH.countCap (so a count reads at most cap + 1 index entries) and shared by every viewer for a minute. Per-viewer
 * exclusions (the viewer, blocks) are not applied to this figure: at more than a page of results, they do not change
 * what the screen says ("340 members", "1,000+"), and sharing keeps the popular searches from counting again and again.
 */
async function sharedCount(target: SearchDb, scope: SearchScope, now: Date): Promise<{ count: number; capped: boolean }> {
  let cache = countCaches.get(target.db);
  if (!cache) countCaches.set(target.db, (cache = new Map()));
  // Ages are birth-date bounds of the day: a new day is a new count.
  const key = `${now.toISOString().slice(0, 10)}|${JSON.stringify(scope.pool)}|${JSON.stringify(scope.constraints)}|${(scope.excludeIds ?? []).join(',')}`;
  const cached = cache.get(key);
  if (cached && cached.expiresAt > now.getTime()) return cached;
  const counted = await countMembers(target.db, { ...scope, viewerId: null }, SEARCH.countCap);
  if (cache.size >= COUNT_CACHE_MAX) cache.clear();
  cache.set(key, { ...counted, expiresAt: now.getTime() + COUNT_CACHE_TTL_MS });
  return counted;
}

export interface SearchContext extends SearchDb {
  readonly site: SiteRecord;
  readonly viewer: MemberViewer | null;
  readonly now: Date;
}

const EMPTY: Omit<SearchResponse, 'mode'> = {
  results: [],
  page: 1,
  numResults: 0,
  numResultsCapped: false,
  nextCursor: null,
  similar: { results: [], numResults: 0 },
};

/**
 * GET /api/search.php (SPEC §2 /members, §3 search store, §6 visitors).
 * - Visitors: one limited page, or 403 `authentication_required` (see visitorSearchMode).
 * - numResults: exact when the result fits on the first page; otherwise the shared, capped count (see sharedCount),
 *   carried in the cursor for the later pages.
 * - `similar`: when the whole result fits on the first page, members matching looser filters (region and chosen ages
 *   dropped; gender, country and the site's audience kept), without those already shown.
 */
export async function searchMembers(ctx: SearchContext, query: SearchQuery): Promise<SearchResponse> {
  const mode = visitorSearchMode({
    loggedIn: ctx.viewer !== null,
    loggedOutSearch: ctx.site.settings.logged_out_search,
    loggedOutSearchTrafficsource: ctx.site.settings.logged_out_search_trafficsource,
    hasTrafficSource: Boolean(query.network?.trim() || query.ref?.trim()),
  });
  if (mode === 'denied') throw new HttpError('authentication_required');
  const rawCursor = blankToUndefined(query.cursor);
  // Visitors see one page: further pages need an account.
  if (mode === 'limited' && rawCursor !== undefined) throw new HttpError('authentication_required');
  const cursor = rawCursor === undefined ? null : decodeCursor(rawCursor);

  const audience = nicheAudience(ctx.site.settings.niche);
  const seeking: Gender | null = ctx.viewer?.seeking ?? null;
  const start = await startingPlace(ctx, query, audience, seeking);
  const filters = searchFilters(query, start ?? {});
  const constraints = memberConstraints(audience, filters, seeking);
  const started = start ? { start: { country: start.country ?? null, region: start.region ?? null } } : {};
  if (!constraints) return { ...EMPTY, mode, ...started };

  const pageSize = mode === 'full' ? SEARCH.pageSize : SEARCH.visitorPageSize;
  // Nearest first within a country; across every country the order stays by activity.
  const origin = filters.country ? await searchOrigin(ctx, ctx.viewer) : null;
  const scope: SearchScope = {
    constraints,
    pool: { siteId: ctx.site.id },
    viewerId: ctx.viewer?.userId ?? null,
    today: ctx.now,
    ...(origin ? { nearest: origin } : {}),
  };
  const after = cursor ? { lastActiveAt: cursor.lastActiveAt, id: cursor.id, ...(cursor.distance !== undefined ? { distance: cursor.distance } : {}) } : null;
  const rows = await selectSearchPage(ctx, scope, after, pageSize + 1);
  const pageRows = rows.slice(0, pageSize);
  const results = pageRows.map((row) => memberCard(row, ctx.now));
  // Exact when everything fits on this first page; otherwise the shared count (carried in the cursor afterwards).
  const total = cursor
    ? { count: cursor.numResults, capped: cursor.capped }
    : rows.length <= pageSize
      ? { count: rows.length, capped: false }
      : await sharedCount(ctx, scope, ctx.now);
  const page = cursor?.page ?? 1;
  const last = pageRows[pageRows.length - 1];
  const nextCursor =
    mode === 'full' && rows.length > pageSize && last
      ? encodeCursor({
          lastActiveAt: last.last_active_at,
          id: last.user_id,
          numResults: total.count,
          capped: total.capped,
          page: page + 1,
          ...(last.distance !== undefined ? { distance: last.distance } : {}),
        })
      : null;

  let similar: SearchResponse['similar'] = { results: [], numResults: 0 };
  if (!cursor && rows.length <= pageSize) {
    const looser = memberConstraints(audience, { ...(filters.gender ? { gender: filters.gender } : {}), ...(filters.country ? { country: filters.country } : {}) }, seeking);
    if (looser && !sameConstraints(looser, constraints)) {
      const looserScope: SearchScope = { ...scope, constraints: looser, excludeIds: pageRows.map((row) => row.user_id) };
      const similarRows = await selectSearchPage(ctx, looserScope, null, SEARCH.similarLimit + 1);
      const shown = similarRows.slice(0, SEARCH.similarLimit);
      const similarTotal = similarRows.length <= SEARCH.similarLimit ? { count: similarRows.length } : await sharedCount(ctx, looserScope, ctx.now);
      similar = { results: shown.map((row) => memberCard(row, ctx.now)), numResults: similarTotal.count };
    }
  }

  return {
    results,
    page,
    numResults: Math.max(total.count, results.length),
    numResultsCapped: total.capped,
    nextCursor,
    similar,
    mode,
    ...started,
  };
}

/**
 * Where a member's search starts when the request names no place (no country, no `any`, no region): their region,
 * else their country, else every country — the narrowest with anyone in it (one indexed row read per step), so the
 * first page is never empty while the search would find someone. Null when a place was named, or for visitors.
 */
async function startingPlace(ctx: SearchContext, query: SearchQuery, audience: Audience, seeking: Gender | null): Promise<PlaceFilter | null> {
  if (blankToUndefined(query.country) !== undefined || blankToUndefined(query.countryregion) !== undefined) return null;
  const own = defaultSearchPlace(ctx.viewer, ctx.site);
  if (!own.country) return null;
  const candidates: PlaceFilter[] = [own, ...(own.region ? [{ country: own.country }] : [])];
  for (const candidate of candidates) {
    const constraints = memberConstraints(audience, searchFilters(query, candidate), seeking);
    if (!constraints) return candidate;
    const found = await selectSearchPage(ctx, { constraints, pool: { siteId: ctx.site.id }, viewerId: ctx.viewer?.userId ?? null, today: ctx.now }, null, 1);
    if (found.length > 0) return candidate;
  }
  return {};
}

/** A few members for the profile view (suggested, similar): same rules as the search, no count. */
export async function memberSample(target: SearchDb, scope: SearchScope, limit: number, now: Date): Promise<MemberCard[]> {
  const rows = await selectSearchPage(target, scope, null, limit);
  return rows.map((row) => memberCard(row, now));
}

/**
 * GET /api/signup-matches.php: the new member's first matches are the member search itself (same audience, same
 * default gender, same visibility and blocks), asked in their region, then their country, then across the site; the
 * first scope with anyone wins, so the screen is empty only when the search would find nobody at all.
 */
export async function signupMatches(ctx: SearchContext): Promise<SignupMatchesResponse> {
  if (!ctx.viewer) throw new HttpError('authentication_required');
  const place = defaultSearchPlace(ctx.viewer, ctx.site);
  const steps: { scope: SignupMatchesResponse['scope']; place: string | null; query: SearchQuery }[] = [];
  if (place.region) steps.push({ scope: 'region', place: place.region, query: { countryregion: place.region } });
  if (place.country) steps.push({ scope: 'country', place: place.country, query: { country: place.country } });
  steps.push({ scope: 'site', place: null, query: { country: 'any' } });
  for (const step of steps) {
    const found = await searchMembers(ctx, step.query);
    if (found.results.length > 0) return { scope: step.scope, place: step.place, results: found.results.slice(0, SEARCH.signupMatches) };
  }
  return { scope: 'site', place: null, results: [] };
}
