import { describe, expect, it } from 'vitest';
import { shownFilters } from '../../src/components/SearchFilters/shownFilters';

/** The form's fields as a browser submits them (disabled fields left out). */
function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const ANY_AGE = { min: 18, max: 99 };
const UNCHANGED = { gender: '', country: 'NL', min_age: '18', max_age: '99' };

describe('shownFilters (a submitted search form, choices made before hydration included)', () => {
  it('is the draft when the fields show the draft', () => {
    const draft = { gender: 'woman' as const, country: 'NL', min_age: 30, max_age: 40 };
    expect(shownFilters(form({ gender: 'woman', country: 'NL', min_age: '30', max_age: '40' }), draft, { min: 30, max: 40 })).toEqual(draft);
    // "Any age" stays unset: the range's ends shown are not a choice.
    expect(shownFilters(form(UNCHANGED), { country: 'NL' }, ANY_AGE)).toEqual({ country: 'NL' });
  });

  it('takes a field the draft does not know about', () => {
    expect(shownFilters(form({ ...UNCHANGED, gender: 'woman' }), { country: 'NL' }, ANY_AGE)).toEqual({ country: 'NL', gender: 'woman' });
    expect(shownFilters(form({ ...UNCHANGED, min_age: '44', max_age: '44' }), { country: 'NL' }, ANY_AGE)).toEqual({ country: 'NL', min_age: 44, max_age: 44 });
    expect(shownFilters(form({ ...UNCHANGED, max_age: '30' }), { country: 'NL' }, ANY_AGE)).toEqual({ country: 'NL', min_age: 18, max_age: 30 });
  });

  it('keeps the age range in order and ignores ages the form does not offer', () => {
    expect(shownFilters(form({ ...UNCHANGED, min_age: '50', max_age: '30' }), {}, ANY_AGE)).toMatchObject({ min_age: 30, max_age: 50 });
    expect(shownFilters(form({ ...UNCHANGED, min_age: '12', max_age: 'x' }), { country: 'NL' }, ANY_AGE)).toEqual({ country: 'NL' });
  });

  it('drops the region of another country, and keeps what disabled fields do not send', () => {
    const draft = { country: 'NL', countryregion: 'nl-nh' };
    expect(shownFilters(form({ gender: '', country: 'DE', countryregion: 'nl-nh', min_age: '18', max_age: '99' }), draft, ANY_AGE)).toEqual({ country: 'DE', countryregion: '' });
    expect(shownFilters(form({ gender: '', country: 'NL', countryregion: 'nl-ut', min_age: '18', max_age: '99' }), draft, ANY_AGE)).toEqual({ country: 'NL', countryregion: 'nl-ut' });
    expect(shownFilters(form({}), { ...draft, min_age: 20 }, { min: 20, max: 99 })).toEqual({ ...draft, min_age: 20 });
  });
});
