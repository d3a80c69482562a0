import { describe, expect, it } from 'vitest';
import { suggestedLanguages } from '../../app/rules/suggestedLanguages';

describe('suggestedLanguages (/lang-config)', () => {
  it("offers the country's languages in SPEC §9 order", () => {
    expect(suggestedLanguages('BE', 'nl')).toEqual(['nl', 'fr', 'de']);
    expect(suggestedLanguages('CH', 'de')).toEqual(['de', 'it', 'fr', 'en']);
    expect(suggestedLanguages('fi', 'fi')).toEqual(['fi', 'sv']);
  });
  it("adds the site's domain language when the country does not speak it", () => {
    expect(suggestedLanguages('GB', 'nl')).toEqual(['en', 'nl']);
    expect(suggestedLanguages('US', 'en')).toEqual(['en', 'es']);
  });
  it('suggests only the domain language for an unknown country', () => {
    expect(suggestedLanguages(null, 'de')).toEqual(['de']);
    expect(suggestedLanguages('BR', 'en')).toEqual(['en']);
  });
  it('ignores a domain language that is not one of the 11', () => {
    expect(suggestedLanguages('NO', 'pt')).toEqual(['nb']);
    expect(suggestedLanguages(undefined, undefined)).toEqual([]);
  });
});
