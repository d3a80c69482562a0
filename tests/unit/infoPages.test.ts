import { describe, expect, it } from 'vitest';
import { allInfoPageTokens, INFO_PAGE_ROUTES, INFO_PAGE_TOKENS, INFO_PAGES, infoPageForToken } from '../../contract/infoPages';
import { ROUTES, routeByName } from '../../contract/routes';

describe('info page tokens (SPEC §2 {token})', () => {
  it.each(INFO_PAGES)('the page slug %s is its own token', (page) => {
    expect(infoPageForToken(page)).toBe(page);
  });
  it.each([
    ['voorwaarden', 'terms'],
    ['AGB', 'terms'],
    ['datenschutz', 'privacy'],
    ['impressum', 'service'],
    ['kundeservice', 'service'],
    ['widerruf', 'return-policy'],
    ['veelgestelde-vragen', 'faq'],
    ['cookiebeleid', 'cookies'],
    ['sperrung', 'ban'],
  ])('%s opens the %s page', (token, page) => {
    expect(infoPageForToken(token)).toBe(page);
  });
  it('ignores case, surrounding blanks and a trailing slash; decodes percent escapes', () => {
    expect(infoPageForToken(' Terms/ ')).toBe('terms');
    expect(infoPageForToken('return%2Dpolicy')).toBe('return-policy');
  });
  it.each(['', null, undefined, 'unknown', 'members', 'pages', 'terms.php', '%E0%A4%A', '__proto__', 'constructor'])(
    'names no page for %s',
    (token) => {
      expect(infoPageForToken(token)).toBeNull();
    },
  );
  it('gives every token to one page only', () => {
    const tokens = INFO_PAGES.flatMap((page) => [page, ...INFO_PAGE_TOKENS[page]]);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(allInfoPageTokens().sort()).toEqual([...tokens].sort());
  });
  it('keeps tokens lower-case ASCII slugs', () => {
    for (const token of allInfoPageTokens()) expect(token).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
  it('never takes the first segment of another SPEC §2 route', () => {
    const firstSegments = new Set(ROUTES.map((route) => route.path.split('/')[1]).filter((segment) => segment && !segment.startsWith(':')));
    expect(allInfoPageTokens().filter((token) => firstSegments.has(token))).toEqual([]);
  });
  it('maps every page to its SPEC §2 route', () => {
    for (const page of INFO_PAGES) expect(routeByName(INFO_PAGE_ROUTES[page])?.path).toBe(`/pages/${page}`);
  });
});
