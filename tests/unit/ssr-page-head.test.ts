import { describe, expect, it } from 'vitest';
import type { Bootstrap } from '../../contract/bootstrap';
import type { ProfileResponse } from '../../contract/members';
import { annaProfileVisitor } from '../../stories/fixtures/members';
import { siteSettingsAnswer as siteSettings } from '../../stories/fixtures/site';
import { metaDescription, pageHead, SERVER_RENDERED_ROUTES } from '../../app/entry-server';

// The head facts app/entry-server.tsx gives a server-rendered page (issue 7 part 6): its title, description, type,
// share image (SPEC §4: only an active main image) and, for an info page's token, its canonical path.

const bootstrap: Bootstrap = { settings: siteSettings, company: null, language: 'en', user: null };

function withProfile(id: number, profile: Partial<ProfileResponse['profile']>): Map<string, unknown> {
  const answer: ProfileResponse = { profile: { ...annaProfileVisitor, id, ...profile }, suggested: [], similar: [] };
  return new Map([[`/api/profile.php?id=${id}`, answer]]);
}

const ACTIVE = { filename: '/media/photos/5/full', thumb_filename: '/media/photos/5/thumb', status: 'active', match: 'photos/5/thumb' } as const;

describe('pageHead', () => {
  it('uses the page’s own title, else the site’s index title', () => {
    expect(pageHead('pages-faq', {}, bootstrap, 'FAQ – Site', new Map()).title).toBe('FAQ – Site');
    expect(pageHead('index', {}, bootstrap, null, new Map()).title).toBe(siteSettings.index_title);
  });

  it('shares a profile’s main image only when it is active (SPEC §4)', () => {
    const active = pageHead('members-id', { id: '5' }, bootstrap, null, withProfile(5, { main_image: ACTIVE }));
    expect(active).toMatchObject({ type: 'profile', image: '/media/photos/5/full' });
    for (const status of ['pending', 'rejected'] as const) {
      expect(pageHead('members-id', { id: '5' }, bootstrap, null, withProfile(5, { main_image: { ...ACTIVE, status } })).image).toBeNull();
    }
    expect(pageHead('members-id', { id: '5' }, bootstrap, null, withProfile(5, { main_image: null })).image).toBeNull();
    // A member lander shares the member's photo too; another member's answer is not this page's.
    expect(pageHead('members-id-landing', { id: '5' }, bootstrap, null, withProfile(5, { main_image: ACTIVE })).image).toBe(ACTIVE.filename);
    expect(pageHead('members-id', { id: '6' }, bootstrap, null, withProfile(5, { main_image: ACTIVE })).image).toBeNull();
    expect(pageHead('index', {}, bootstrap, null, withProfile(5, { main_image: ACTIVE })).image).toBeNull();
  });

  it('describes a profile by its own words, else by the site', () => {
    expect(pageHead('members-id', { id: '5' }, bootstrap, null, withProfile(5, { about: 'Canals and coffee.' })).description).toBe('Canals and coffee.');
    expect(pageHead('members-id', { id: '5' }, bootstrap, null, withProfile(5, { about: '   ' })).description).toBe(metaDescription(siteSettings.description));
  });

  it('gives an info page’s token the page’s own address', () => {
    expect(pageHead('token', { token: 'Voorwaarden' }, bootstrap, null, new Map()).canonicalPath).toBe('/pages/terms');
    expect(pageHead('pages-terms', {}, bootstrap, null, new Map()).canonicalPath).toBeNull();
  });
});

describe('metaDescription', () => {
  it('collapses whitespace and cuts at a word near 160 characters', () => {
    expect(metaDescription('  a\n\n b  ')).toBe('a b');
    const long = `${'word '.repeat(60)}end`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('server-rendered routes', () => {
  it('are the public pages only: home, landers, info pages, profiles', () => {
    for (const route of ['index', 'members-id', 'landers-tinderswipe', 'landers-video-slug', 'members-id-landing2-slug', 'pages-terms', 'token']) {
      expect(SERVER_RENDERED_ROUTES.has(route), route).toBe(true);
    }
    for (const route of ['members', 'chats', 'chats-id', 'credits', 'premium', 'profile', 'login', 'signup']) expect(SERVER_RENDERED_ROUTES.has(route), route).toBe(false);
  });
});
