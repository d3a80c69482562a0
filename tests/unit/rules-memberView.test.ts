import { describe, expect, it } from 'vitest';
import { fictionalWording } from '../../app/rules/fictionalWording';
import { searchOwner, viewerRole } from '../../app/rules/viewerRole';
import { visitorMaySearch } from '../../app/rules/visitorSearch';

describe('viewerRole (SPEC §6)', () => {
  it('is visitor without an account, premium for a paid user, free otherwise', () => {
    expect(viewerRole(null)).toBe('visitor');
    expect(viewerRole({ paid_user: false })).toBe('free');
    expect(viewerRole({ paid_user: true })).toBe('premium');
  });
});

describe('searchOwner', () => {
  it('gives each member their own search, and the visitors one', () => {
    expect(searchOwner({ id: 7 })).toBe('member:7');
    expect(searchOwner({ id: 8 })).not.toBe(searchOwner({ id: 7 }));
    expect(searchOwner(null)).toBe('visitor');
  });
});

describe('fictionalWording', () => {
  const settings = { fictional_warning: ' Some profiles are run by our team. ', fictional_singular: 'entertainment profile', fictional_plural: 'entertainment profiles', fictional_icon: '🎭' };
  it('names one profile with the singular, several with the plural', () => {
    expect(fictionalWording(settings)).toEqual({ warning: 'Some profiles are run by our team.', icon: '🎭', label: 'entertainment profile' });
    expect(fictionalWording(settings, 3)?.label).toBe('entertainment profiles');
  });
  it('falls back to the singular when the site has no plural', () => {
    expect(fictionalWording({ ...settings, fictional_plural: ' ' }, 2)?.label).toBe('entertainment profile');
  });
  it('marks nothing when the site has no wording at all', () => {
    expect(fictionalWording({ ...settings, fictional_warning: '', fictional_singular: '', fictional_plural: '' })).toBeUndefined();
  });
});

describe('visitorMaySearch (SPEC §6)', () => {
  const open = { logged_out_search: true, logged_out_search_trafficsource: false };
  const bySource = { logged_out_search: false, logged_out_search_trafficsource: true };
  const closed = { logged_out_search: false, logged_out_search_trafficsource: false };
  it('lets visitors search where logged_out_search is on', () => {
    expect(visitorMaySearch(open, null)).toBe(true);
  });
  it('with logged_out_search_trafficsource, only visitors who came through a network or ref', () => {
    expect(visitorMaySearch(bySource, { network: 'aff1' })).toBe(true);
    expect(visitorMaySearch(bySource, { ref: 'x' })).toBe(true);
    expect(visitorMaySearch(bySource, { sub1: 'x' })).toBe(false);
    expect(visitorMaySearch(bySource, null)).toBe(false);
  });
  it('never where both are off', () => {
    expect(visitorMaySearch(closed, { network: 'aff1' })).toBe(false);
  });
});
