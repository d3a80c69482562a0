import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/constants';
import { pageTitleKey } from '../../contract/pageTitles';
import { ROUTES } from '../../contract/routes';
import { basePageTitle, pageTitle } from '../../app/rules/pageTitle';

describe('pageTitle (SPEC §2)', () => {
  it('leaves the title alone when nothing is new', () => {
    expect(pageTitle('Flirt Site', 0, 0)).toBe('Flirt Site');
  });
  it('prefixes the sum of unread messages and new likes', () => {
    expect(pageTitle('Flirt Site', 2, 3)).toBe('(5) Flirt Site');
    expect(pageTitle('Flirt Site', 1, 0)).toBe('(1) Flirt Site');
    expect(pageTitle('Flirt Site', 0, 4)).toBe('(4) Flirt Site');
  });
  it('does not cap the sum (the badges cap, the title does not)', () => {
    expect(pageTitle('X', 150, 100)).toBe('(250) X');
  });
  it('ignores negative counts', () => {
    expect(pageTitle('X', -3, 0)).toBe('X');
  });
});

describe('basePageTitle: each page its own title', () => {
  // A stand-in for i18next's t over the `pages` namespace: the key itself, so the test sees which key was chosen.
  const t = (key: string, options?: Record<string, string>) =>
    key === 'pages:page_title' ? `${options?.page ?? ''} – ${options?.site ?? ''}` : `[${key}]`;
  const base = { ownTitle: null, siteName: 'FlirtLane', indexTitle: 'FlirtLane – Dating', t };

  it('gives each public page its route’s title', () => {
    expect(basePageTitle({ ...base, routeName: 'login' })).toBe('[pages:route_titles.login] – FlirtLane');
    expect(basePageTitle({ ...base, routeName: 'pricing' })).toBe('[pages:route_titles.pricing] – FlirtLane');
    expect(basePageTitle({ ...base, routeName: 'signup' })).toBe('[pages:route_titles.signup] – FlirtLane');
    expect(basePageTitle({ ...base, routeName: 'landers-gallery-slug' })).toBe('[pages:route_titles.lander] – FlirtLane');
    expect(basePageTitle({ ...base, routeName: 'pages-return-policy' })).toBe('[pages:return_policy.title] – FlirtLane');
    expect(basePageTitle({ ...base, routeName: 'not-found' })).toBe('[pages:route_titles.not_found] – FlirtLane');
  });

  it('keeps the site’s index title for the home page and before a page matched', () => {
    expect(basePageTitle({ ...base, routeName: 'index' })).toBe('FlirtLane – Dating');
    expect(basePageTitle({ ...base, routeName: null })).toBe('FlirtLane – Dating');
    expect(basePageTitle({ ...base, routeName: 'token' })).toBe('FlirtLane – Dating');
  });

  it('lets a page’s own title (a member’s name) win', () => {
    expect(basePageTitle({ ...base, routeName: 'members-id', ownTitle: 'Anna, 31 – FlirtLane' })).toBe('Anna, 31 – FlirtLane');
    expect(basePageTitle({ ...base, routeName: 'members-id' })).toBe('[pages:route_titles.member_profile] – FlirtLane');
  });
});

describe('pageTitleKey', () => {
  it('names a title for every SPEC §2 route but the home page and the token route', () => {
    for (const route of ROUTES) {
      if (route.name === 'index' || route.name === 'token') expect(pageTitleKey(route.name), route.name).toBeNull();
      else expect(pageTitleKey(route.name), route.name).not.toBeNull();
    }
  });

  it('has every key it names in every language', () => {
    for (const language of LANGUAGES) {
      const messages = JSON.parse(readFileSync(new URL(`../../locales/${language}/pages.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
      for (const route of [...ROUTES.map((r) => r.name), 'not-found']) {
        const key = pageTitleKey(route);
        if (key === null) continue;
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
        expect(typeof value, `${language} ${key}`).toBe('string');
      }
    }
  });
});
