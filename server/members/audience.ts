import type { Gender } from '../../contract/accounts';
import { MIN_AGE } from '../../contract/constants';
import { MEMBER_LIMITS, type BodyType, type SearchMode } from '../../contract/members';

/**
 * Which members a site shows (issue 4): one member base serves every site, and the site's niche (SPEC §3 settings,
 * 1–7) narrows it. Pure functions, unit-tested; server/members/search.ts turns the result into SQL.
 *
 * `member_resell` (SPEC §3) is not applied here: its effect is not specified. Whose members a site shows at all (the
 * shared member base of the network, or only its own) is the site's member pool, server/members/pool.ts, which every
 * search scope must name.
 */
export interface Audience {
  /** Members of this gender only. */
  readonly gender?: Gender;
  /** Members seeking one of these. */
  readonly seeking?: readonly Gender[];
  readonly bodyTypes?: readonly BodyType[];
  readonly minAge?: number;
  readonly maxAge?: number;
  /** Members with a kink (bondage or sadomasochism among their interests). */
  readonly kink?: true;
  /** Without a gender filter, show the gender the viewer is seeking (the general site). */
  readonly genderFromViewerSeeking?: true;
}

/**
 * 1 (general): everyone, by default the gender the viewer seeks; 2 she: women seeking men or women; 3 bdsm: members
 * with a kink, by default the gender the viewer seeks; 4 bbw: curvy and plus-size women; 5 gilf: women of 60 and over; 6 milf: women from 35 to 59;
 * 7 gay: men seeking men.
 */
export function nicheAudience(niche: number): Audience {
  switch (niche) {
    case 2:
      return { gender: 'woman', seeking: ['man', 'woman'] };
    case 3:
      // Kink is what the site is about; who a member meets is still the gender they seek (their default filter).
      return { kink: true, genderFromViewerSeeking: true };
    case 4:
      return { gender: 'woman', bodyTypes: ['curvy', 'plus'] };
    case 5:
      return { gender: 'woman', minAge: 60 };
    case 6:
      return { gender: 'woman', minAge: 35, maxAge: 59 };
    case 7:
      return { gender: 'man', seeking: ['man'] };
    default:
      return { genderFromViewerSeeking: true };
  }
}

/** The filters of one search request, already validated (region belongs to country). */
export interface SearchFilters {
  /** undefined: not given (the audience may supply a default); 'any': explicitly every gender. */
  readonly gender?: Gender | 'any';
  readonly country?: string;
  readonly region?: string;
  readonly minAge?: number;
  readonly maxAge?: number;
}

/** The WHERE of a member search, before the viewer's own exclusions (self, blocks) and the page position. */
export interface MemberConstraints {
  readonly gender?: Gender;
  readonly seeking?: readonly Gender[];
  readonly bodyTypes?: readonly BodyType[];
  readonly kink?: true;
  readonly country?: string;
  readonly region?: string;
  readonly minAge: number;
  readonly maxAge: number;
}

/**
 * Intersects the site audience with the request's filters. Null when they contradict each other (a gender filter of
 * `man` on a site for women, an age range outside the niche's): the answer is then empty without a query.
 */
export function memberConstraints(audience: Audience, filters: SearchFilters, viewerSeeking: Gender | null): MemberConstraints | null {
  let gender: Gender | undefined = audience.gender;
  const wanted = filters.gender ?? (audience.genderFromViewerSeeking && viewerSeeking ? viewerSeeking : 'any');
  if (wanted !== 'any') {
    if (gender !== undefined && gender !== wanted) return null;
    gender = wanted;
  }
  const minAge = Math.max(MIN_AGE, audience.minAge ?? MIN_AGE, filters.minAge ?? MIN_AGE);
  const maxAge = Math.min(MEMBER_LIMITS.maxAge, audience.maxAge ?? MEMBER_LIMITS.maxAge, filters.maxAge ?? MEMBER_LIMITS.maxAge);
  if (minAge > maxAge) return null;
  return {
    ...(gender ? { gender } : {}),
    ...(audience.seeking ? { seeking: audience.seeking } : {}),
    ...(audience.bodyTypes ? { bodyTypes: audience.bodyTypes } : {}),
    ...(audience.kink ? { kink: true as const } : {}),
    ...(filters.country ? { country: filters.country } : {}),
    ...(filters.region ? { region: filters.region } : {}),
    minAge,
    maxAge,
  };
}

export interface VisitorSearchInput {
  readonly loggedIn: boolean;
  /** Site setting `logged_out_search`. */
  readonly loggedOutSearch: boolean;
  /** Site setting `logged_out_search_trafficsource`. */
  readonly loggedOutSearchTrafficsource: boolean;
  /** The visitor came through a network or referrer (SPEC §3 tracking `network`/`ref`). */
  readonly hasTrafficSource: boolean;
}

/**
 * SPEC §6: visitors get a limited search according to `logged_out_search` and `logged_out_search_trafficsource`.
 * Members search fully. A visitor may search (one limited page: SEARCH.visitorPageSize results, no further pages)
 * when the site allows logged-out search, or when it allows it for visitors with a traffic source and this visitor
 * has one; otherwise the search answers 403 `authentication_required` and the screen asks them to sign up or log in.
 */
export function visitorSearchMode(input: VisitorSearchInput): SearchMode {
  if (input.loggedIn) return 'full';
  if (input.loggedOutSearch) return 'limited';
  if (input.loggedOutSearchTrafficsource && input.hasTrafficSource) return 'limited';
  return 'denied';
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/**
 * Birth-date bounds for an age range on a given day (UTC calendar), compared as `YYYY-MM-DD` text so the search
 * uses no function on the column. Someone is at least N years old when born on or before the same month and day
 * N years earlier; comparing text also handles 29 February (`2006-02-29` sorts between the 28th and 1 March).
 * `bornOnOrBefore` enforces the minimum age; `bornAfter` the maximum (born after the day they would turn max + 1).
 */
export function birthDateBounds(minAge: number, maxAge: number, today: Date): { bornOnOrBefore: string; bornAfter: string } {
  const year = today.getUTCFullYear();
  const monthDay = `${pad(today.getUTCMonth() + 1, 2)}-${pad(today.getUTCDate(), 2)}`;
  return {
    bornOnOrBefore: `${pad(year - minAge, 4)}-${monthDay}`,
    bornAfter: `${pad(year - maxAge - 1, 4)}-${monthDay}`,
  };
}

/** Kink interests: a member with one of these belongs to the BDSM site's audience (profiles.kink). */
export const KINK_INTERESTS: readonly string[] = ['bondage', 'sadomasochism'];

export function hasKink(interests: readonly string[]): boolean {
  return interests.some((interest) => KINK_INTERESTS.includes(interest));
}
