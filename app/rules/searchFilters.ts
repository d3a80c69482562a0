import { GENDERS, type FieldErrors, type Gender } from '../../contract/accounts';
import { MIN_AGE } from '../../contract/constants';
import { MEMBER_LIMITS, searchQuerySchema, type SearchGender, type SearchQuery } from '../../contract/members';

/** SPEC §3 search store filters: what `/api/search.php` takes besides the page cursor and the traffic source. */
export type SearchFilters = Pick<SearchQuery, 'gender' | 'country' | 'countryregion' | 'min_age' | 'max_age'>;

/** In the order they appear in an address (`/members?gender=woman&min_age=30`). */
export const SEARCH_FILTER_KEYS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;
type FilterKey = (typeof SEARCH_FILTER_KEYS)[number];

const filterSchema = searchQuerySchema.pick({ gender: true, country: true, countryregion: true, min_age: true, max_age: true });

/** The filters without blanks: `''` and absent both mean "not set", so two searches compare equal when they are. */
export function normalizeSearchFilters(filters: SearchFilters): SearchFilters {
  const normal: SearchFilters = {};
  for (const key of SEARCH_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') (normal as Record<FilterKey, unknown>)[key] = value;
  }
  return normal;
}

export function sameSearchFilters(a: SearchFilters, b: SearchFilters): boolean {
  const left = normalizeSearchFilters(a);
  const right = normalizeSearchFilters(b);
  return SEARCH_FILTER_KEYS.every((key) => left[key] === right[key]);
}

/**
 * The contract's rules for a search, checked before it is sent (the server checks them again): ages between MIN_AGE
 * and MEMBER_LIMITS.maxAge, the minimum not above the maximum, a region that belongs to the chosen country.
 */
export function searchFilterErrors(filters: SearchFilters): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = filterSchema.safeParse(filters);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'gender');
      if (errors[field]) continue;
      const age = field === 'min_age' || field === 'max_age' ? ageError(filters[field]) : null;
      errors[field] = age ?? { code: 'invalid_value' };
    }
    return errors;
  }
  const { min_age: min, max_age: max, country, countryregion } = parsed.data;
  if (typeof min === 'number' && typeof max === 'number' && min > max) errors.max_age = { code: 'age_range_invalid' };
  if (countryregion && country && !countryregion.startsWith(`${country}-`)) errors.countryregion = { code: 'region_invalid' };
  return errors;
}

function ageError(value: unknown): FieldErrors[string] | null {
  const age = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(age)) return null;
  if (age < MIN_AGE) return { code: 'too_small', params: { count: MIN_AGE } };
  if (age > MEMBER_LIMITS.maxAge) return { code: 'too_large', params: { count: MEMBER_LIMITS.maxAge } };
  return null;
}

export type FiltersFromAddress =
  | { kind: 'none' }
  | { kind: 'valid'; filters: SearchFilters }
  | { kind: 'invalid'; errors: FieldErrors };

/**
 * The filters an address carries (`/members?country=NL&min_age=30`, from a link or the search itself): `none` when it
 * names no filter, otherwise checked with `searchFilterErrors`. Other parameters (signup overlay, tracking) are ignored.
 */
export function searchFiltersFromParams(params: URLSearchParams): FiltersFromAddress {
  if (!SEARCH_FILTER_KEYS.some((key) => params.has(key))) return { kind: 'none' };
  const raw: Record<string, string> = {};
  for (const key of SEARCH_FILTER_KEYS) {
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  const errors = searchFilterErrors(raw as SearchFilters);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return { kind: 'valid', filters: normalizeSearchFilters(filterSchema.parse(raw)) };
}

/** The address's query with these filters in place of any earlier ones; other parameters are kept. */
export function searchWithFilters(search: string, filters: SearchFilters): string {
  const params = new URLSearchParams(search);
  for (const key of SEARCH_FILTER_KEYS) params.delete(key);
  const normal = normalizeSearchFilters(filters);
  for (const key of SEARCH_FILTER_KEYS) {
    const value = normal[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The genders a site's search offers. The niche decides who a site shows (server/members/audience.ts): sites for women
 * (2 she, 4 bbw, 5 gilf, 6 milf) and for men (7 gay) offer only that gender; the general and bdsm sites offer all.
 */
export function searchGenders(niche: number): readonly SearchGender[] {
  if (niche === 2 || niche === 4 || niche === 5 || niche === 6) return ['woman'];
  if (niche === 7) return ['man'];
  return ['any', ...GENDERS];
}

/**
 * What the server applies to a member's search that names neither gender nor place (server/members/search-members.ts):
 * on the general site the gender they seek; their own country and region, when the site serves that country.
 * Visitors (null) get no default.
 */
export interface SearchDefaults {
  readonly gender: Gender | null;
  readonly country: string | null;
  readonly region: string | null;
}

export const NO_SEARCH_DEFAULTS: SearchDefaults = { gender: null, country: null, region: null };

export function searchDefaults(
  own: { seeking: Gender | null; country: string; region: string | null } | null,
  settings: { niche: number; countries: readonly string[] },
): SearchDefaults {
  if (!own) return NO_SEARCH_DEFAULTS;
  const served = settings.countries.includes(own.country);
  return {
    gender: settings.niche === 1 ? own.seeking : null,
    country: served ? own.country : null,
    region: served && own.region?.startsWith(`${own.country}-`) ? own.region : null,
  };
}

/**
 * Once the server answered, where it actually started (its region, else its country when nobody is in the region,
 * else every country) replaces the profile's place, so the form shows the search the results come from.
 */
export function withSearchStart(defaults: SearchDefaults, start: { country: string | null; region: string | null } | undefined): SearchDefaults {
  return start ? { ...defaults, country: start.country, region: start.region } : defaults;
}

/**
 * The form's "Everyone" and "All countries" are the empty choices. Sent empty, the server would apply the member's
 * defaults (the gender they seek, their own country and region), so explicit choices are sent as `any`; a search
 * nobody chose a gender or a place for stays without them.
 */
export function filtersFromForm(values: SearchFilters): SearchFilters {
  const anyCountry = (values.country === '' || values.country === undefined) && !values.countryregion;
  return normalizeSearchFilters({
    ...values,
    gender: values.gender === '' || values.gender === undefined ? 'any' : values.gender,
    ...(anyCountry ? { country: 'any' as const } : {}),
  });
}

/**
 * What the form shows: `any` as "Everyone" and "All countries", and a search without a gender or a place as the one
 * the server applies (if known), so a member sees that their search starts in their own region and can widen it.
 */
export function filtersForForm(filters: SearchFilters, defaults: SearchDefaults): SearchFilters {
  const gender = filters.gender === 'any' ? '' : (filters.gender ?? defaults.gender ?? '');
  const normal = normalizeSearchFilters(filters);
  const placeChosen = normal.country !== undefined || normal.countryregion !== undefined;
  if (placeChosen) return { ...normal, gender, country: normal.country === 'any' ? '' : (normal.country ?? normal.countryregion?.slice(0, 2)) };
  return {
    ...normal,
    gender,
    ...(defaults.country ? { country: defaults.country } : {}),
    ...(defaults.country && defaults.region ? { countryregion: defaults.region } : {}),
  };
}
