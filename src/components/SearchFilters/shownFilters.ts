import { MIN_AGE } from '../../../contract/constants';
import { MEMBER_LIMITS, type SearchQuery } from '../../../contract/members';

/** The search store's filters (SPEC §3): what `/api/search.php` takes, `''` or absent meaning "any". */
export type SearchFilterValues = Pick<SearchQuery, 'gender' | 'country' | 'countryregion' | 'min_age' | 'max_age'>;

/** The ages the range offers. */
export const AGES: readonly number[] = Array.from({ length: MEMBER_LIMITS.maxAge - MIN_AGE + 1 }, (_, index) => MIN_AGE + index);

/**
 * The filters as the form shows them when it is submitted. A server-rendered page can be used before it is hydrated:
 * a choice made then is in the field but not in the draft, so a field whose value differs from what the draft shows
 * wins (a new country drops the draft's region; the age range is kept in order). Disabled fields are not in the form
 * data and keep the draft's value; `shownAges` are the ages the draft shows (its bounds, or the range's ends).
 */
export function shownFilters(form: FormData, draft: SearchFilterValues, shownAges: { min: number; max: number }): SearchFilterValues {
  const field = (name: keyof SearchFilterValues) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const changedAge = (name: 'min_age' | 'max_age', shown: number) => {
    const value = Number(field(name));
    return Number.isInteger(value) && value !== shown && AGES.includes(value) ? value : null;
  };
  const shown: SearchFilterValues = { ...draft };
  const gender = field('gender');
  if (gender !== null && gender !== (draft.gender ?? '')) shown.gender = gender as SearchFilterValues['gender'];
  const country = field('country');
  if (country !== null && country !== (draft.country ?? '')) Object.assign(shown, { country, countryregion: '' });
  const region = field('countryregion');
  if (region !== null && shown.country === draft.country && region !== (draft.countryregion ?? '')) shown.countryregion = region;
  const min = changedAge('min_age', shownAges.min);
  const max = changedAge('max_age', shownAges.max);
  if (min !== null || max !== null) {
    const [low, high] = [min ?? shownAges.min, max ?? shownAges.max].sort((a, b) => a - b);
    Object.assign(shown, { min_age: low, max_age: high });
  }
  return shown;
}

/** The same search (the form's parent may build its filters object anew on every render). */
export function sameFilterValues(a: SearchFilterValues, b: SearchFilterValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof SearchFilterValues)[]);
  return [...keys].every((key) => a[key] === b[key]);
}
