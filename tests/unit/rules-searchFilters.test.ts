import { describe, expect, it } from 'vitest';
import { GENDERS } from '../../contract/accounts';
import { MIN_AGE } from '../../contract/constants';
import { MEMBER_LIMITS } from '../../contract/members';
import {
  filtersForForm,
  NO_SEARCH_DEFAULTS,
  searchDefaults,
  type SearchDefaults,
  withSearchStart,
  filtersFromForm,
  normalizeSearchFilters,
  sameSearchFilters,
  searchFilterErrors,
  searchFiltersFromParams,
  searchGenders,
  searchWithFilters,
} from '../../app/rules/searchFilters';

describe('normalizeSearchFilters / sameSearchFilters', () => {
  it('drops blanks, so "" and absent are the same search', () => {
    expect(normalizeSearchFilters({ gender: '', country: 'NL', countryregion: '', min_age: 30, max_age: '' })).toEqual({ country: 'NL', min_age: 30 });
    expect(sameSearchFilters({ gender: '', country: 'NL' }, { country: 'NL' })).toBe(true);
  });
  it('tells different searches apart', () => {
    expect(sameSearchFilters({ country: 'NL' }, { country: 'BE' })).toBe(false);
    expect(sameSearchFilters({ min_age: 30 }, { min_age: 31 })).toBe(false);
    expect(sameSearchFilters({ gender: 'any' }, {})).toBe(false);
  });
});

describe('searchFilterErrors (the contract rules)', () => {
  it('accepts a sound search', () => {
    expect(searchFilterErrors({ gender: 'woman', country: 'NL', countryregion: 'NL-NH', min_age: 25, max_age: 40 })).toEqual({});
    expect(searchFilterErrors({})).toEqual({});
    expect(searchFilterErrors({ min_age: 40, max_age: 40 })).toEqual({});
  });
  it('refuses a minimum age above the maximum, on max_age like the server', () => {
    expect(searchFilterErrors({ min_age: 50, max_age: 30 })).toEqual({ max_age: { code: 'age_range_invalid' } });
  });
  it('refuses ages outside the contract bounds with the bound', () => {
    expect(searchFilterErrors({ min_age: MIN_AGE - 1 })).toEqual({ min_age: { code: 'too_small', params: { count: MIN_AGE } } });
    expect(searchFilterErrors({ max_age: MEMBER_LIMITS.maxAge + 1 })).toEqual({
      max_age: { code: 'too_large', params: { count: MEMBER_LIMITS.maxAge } },
    });
  });
  it('refuses a region of another country', () => {
    expect(searchFilterErrors({ country: 'BE', countryregion: 'NL-NH' })).toEqual({ countryregion: { code: 'region_invalid' } });
  });
  it('refuses values the contract does not know', () => {
    expect(searchFilterErrors({ gender: 'robot' as never })).toEqual({ gender: { code: 'invalid_value' } });
    expect(searchFilterErrors({ country: 'Netherlands' })).toHaveProperty('country.code', 'invalid_value');
  });
});

describe('searchFiltersFromParams', () => {
  it('says none when the address names no filter (other parameters do not count)', () => {
    expect(searchFiltersFromParams(new URLSearchParams('signup=1&network=aff'))).toEqual({ kind: 'none' });
  });
  it('parses numbers and drops blanks', () => {
    expect(searchFiltersFromParams(new URLSearchParams('gender=woman&country=NL&min_age=30&max_age=&signup=1'))).toEqual({
      kind: 'valid',
      filters: { gender: 'woman', country: 'NL', min_age: 30 },
    });
  });
  it('refuses bad input with the reasons', () => {
    expect(searchFiltersFromParams(new URLSearchParams('min_age=60&max_age=20'))).toEqual({
      kind: 'invalid',
      errors: { max_age: { code: 'age_range_invalid' } },
    });
    expect(searchFiltersFromParams(new URLSearchParams('min_age=12'))).toEqual({
      kind: 'invalid',
      errors: { min_age: { code: 'too_small', params: { count: MIN_AGE } } },
    });
    expect(searchFiltersFromParams(new URLSearchParams('min_age=abc'))).toEqual({ kind: 'invalid', errors: { min_age: { code: 'invalid_value' } } });
  });
});

describe('searchWithFilters', () => {
  it('writes the filters in a fixed order and keeps other parameters', () => {
    expect(searchWithFilters('?signup=1&min_age=20', { max_age: 50, gender: 'woman', country: '' })).toBe('?signup=1&gender=woman&max_age=50');
  });
  it('leaves an empty query when nothing is set', () => {
    expect(searchWithFilters('?gender=man', {})).toBe('');
  });
  it('round-trips through searchFiltersFromParams', () => {
    const filters = { gender: 'couple' as const, country: 'DE', countryregion: 'DE-BY', min_age: 22, max_age: 44 };
    expect(searchFiltersFromParams(new URLSearchParams(searchWithFilters('', filters)))).toEqual({ kind: 'valid', filters });
  });
});

describe('searchGenders (the niche decides)', () => {
  it.each([1, 3])('niche %i offers everyone and every gender', (niche) => {
    expect(searchGenders(niche)).toEqual(['any', ...GENDERS]);
  });
  it.each([2, 4, 5, 6])('niche %i offers women only', (niche) => {
    expect(searchGenders(niche)).toEqual(['woman']);
  });
  it('niche 7 offers men only', () => {
    expect(searchGenders(7)).toEqual(['man']);
  });
});

describe('the form and the defaults', () => {
  const seeksWoman: SearchDefaults = { ...NO_SEARCH_DEFAULTS, gender: 'woman' };
  const utrecht: SearchDefaults = { gender: 'woman', country: 'NL', region: 'NL-UT' };

  it('sends the form\'s "Everyone" and "All countries" as an explicit any', () => {
    expect(filtersFromForm({ gender: '', country: 'NL', countryregion: '' })).toEqual({ gender: 'any', country: 'NL' });
    expect(filtersFromForm({ gender: 'man' })).toEqual({ gender: 'man', country: 'any' });
    expect(filtersFromForm({ gender: 'man', country: '', countryregion: '' })).toEqual({ gender: 'man', country: 'any' });
    expect(filtersFromForm({ gender: 'man', country: 'NL', countryregion: 'NL-UT' })).toEqual({ gender: 'man', country: 'NL', countryregion: 'NL-UT' });
  });
  it('shows a search without a gender as the default the server applies, and any as "Everyone"', () => {
    expect(filtersForForm({ country: 'NL' }, seeksWoman)).toEqual({ country: 'NL', gender: 'woman' });
    expect(filtersForForm({}, NO_SEARCH_DEFAULTS)).toEqual({ gender: '' });
    expect(filtersForForm({ gender: 'any' }, seeksWoman)).toEqual({ gender: '' });
    expect(filtersForForm({ gender: 'couple' }, seeksWoman)).toEqual({ gender: 'couple' });
  });
  it("shows a search without a place as the member's own country and region, and any as \"All countries\"", () => {
    expect(filtersForForm({}, utrecht)).toEqual({ gender: 'woman', country: 'NL', countryregion: 'NL-UT' });
    expect(filtersForForm({ country: 'any' }, utrecht)).toEqual({ gender: 'woman', country: '' });
    expect(filtersForForm({ country: 'DE' }, utrecht)).toEqual({ gender: 'woman', country: 'DE' });
    expect(filtersForForm({ countryregion: 'BE-VAN' }, utrecht)).toEqual({ gender: 'woman', country: 'BE', countryregion: 'BE-VAN' });
  });
  it('shows where the server started once it answered: the country when the region was empty, or every country', () => {
    expect(filtersForForm({}, withSearchStart(utrecht, { country: 'NL', region: null }))).toEqual({ gender: 'woman', country: 'NL' });
    expect(filtersForForm({}, withSearchStart(utrecht, { country: null, region: null }))).toEqual({ gender: 'woman' });
    expect(withSearchStart(utrecht, undefined)).toEqual(utrecht);
  });
  it('takes the defaults from the own profile: gender on the general site only, a country the site serves', () => {
    const own = { seeking: 'woman' as const, country: 'NL', region: 'NL-UT' };
    expect(searchDefaults(own, { niche: 1, countries: ['NL', 'BE'] })).toEqual(utrecht);
    expect(searchDefaults(own, { niche: 2, countries: ['NL'] })).toEqual({ gender: null, country: 'NL', region: 'NL-UT' });
    expect(searchDefaults(own, { niche: 1, countries: ['BE'] })).toEqual({ gender: 'woman', country: null, region: null });
    expect(searchDefaults({ ...own, region: null }, { niche: 1, countries: ['NL'] })).toEqual({ gender: 'woman', country: 'NL', region: null });
    expect(searchDefaults(null, { niche: 1, countries: ['NL'] })).toEqual(NO_SEARCH_DEFAULTS);
  });
});
