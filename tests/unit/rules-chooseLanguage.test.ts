import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../app/rules/chooseLanguage';

describe('chooseLanguage (SPEC §9)', () => {
  it('takes the language the server inlined first', () => {
    expect(chooseLanguage({ bootstrap: 'de', cookie: 'fr', domainLanguage: 'nl' })).toBe('de');
  });
  it('then the i18n_redirected cookie', () => {
    expect(chooseLanguage({ bootstrap: null, cookie: 'fr', domainLanguage: 'nl' })).toBe('fr');
  });
  it('then the domain language', () => {
    expect(chooseLanguage({ bootstrap: undefined, cookie: undefined, domainLanguage: 'nl' })).toBe('nl');
  });
  it('else English', () => {
    expect(chooseLanguage({ bootstrap: null, cookie: null, domainLanguage: null })).toBe('en');
  });
  it('skips values that are not interface languages', () => {
    expect(chooseLanguage({ bootstrap: 'xx', cookie: 'EN', domainLanguage: 'sv' })).toBe('sv');
    expect(chooseLanguage({ bootstrap: '', cookie: 'pt', domainLanguage: 'ru' })).toBe('en');
  });
});
