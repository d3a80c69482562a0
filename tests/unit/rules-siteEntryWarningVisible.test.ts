import { describe, expect, it } from 'vitest';
import { siteEntryWarningVisible, type SiteEntryWarningContext } from '../../app/rules/siteEntryWarningVisible';

const visitor: SiteEntryWarningContext = {
  loggedIn: false,
  standalone: false,
  dismissedAt: null,
  country: 'NL',
  countries: ['NL', 'BE', 'GB'],
  enableSiteEntryPopup: 'yes',
  routeName: 'index',
  layout: 'default',
};

describe('siteEntryWarningVisible (SPEC §2)', () => {
  it('shows to a new logged-out visitor from a configured country', () => {
    expect(siteEntryWarningVisible(visitor)).toBe(true);
    expect(siteEntryWarningVisible({ ...visitor, country: 'GB' })).toBe(true);
  });
  it('is skipped when the site turns it off', () => {
    expect(siteEntryWarningVisible({ ...visitor, enableSiteEntryPopup: 'no' })).toBe(false);
  });
  it('is not shown to members', () => {
    expect(siteEntryWarningVisible({ ...visitor, loggedIn: true })).toBe(false);
  });
  it('is not shown on the installed app', () => {
    expect(siteEntryWarningVisible({ ...visitor, standalone: true })).toBe(false);
  });
  it('is shown once: an earlier dismissal hides it', () => {
    expect(siteEntryWarningVisible({ ...visitor, dismissedAt: 1_700_000_000 })).toBe(false);
    expect(siteEntryWarningVisible({ ...visitor, dismissedAt: 0 })).toBe(false);
  });
  it('needs the visitor country to be in the configured list', () => {
    expect(siteEntryWarningVisible({ ...visitor, country: 'US' })).toBe(false);
    expect(siteEntryWarningVisible({ ...visitor, country: null })).toBe(false);
    expect(siteEntryWarningVisible({ ...visitor, countries: [] })).toBe(false);
  });
  it.each(['complete-signup', 'reset-password', 'reset-password-do'])('is hidden on %s', (routeName) => {
    expect(siteEntryWarningVisible({ ...visitor, routeName })).toBe(false);
  });
  it.each(['chat', 'lander', 'empty'] as const)('on the %s layout applies to NL and DE only', (layout) => {
    const countries = ['NL', 'DE', 'BE', 'GB'];
    expect(siteEntryWarningVisible({ ...visitor, layout, countries, country: 'NL' })).toBe(true);
    expect(siteEntryWarningVisible({ ...visitor, layout, countries, country: 'DE' })).toBe(true);
    expect(siteEntryWarningVisible({ ...visitor, layout, countries, country: 'BE' })).toBe(false);
    expect(siteEntryWarningVisible({ ...visitor, layout, countries, country: 'GB' })).toBe(false);
  });
  it('on the strict layouts still needs NL or DE to be configured', () => {
    expect(siteEntryWarningVisible({ ...visitor, layout: 'lander', countries: ['BE'], country: 'DE' })).toBe(false);
  });
});
