import { describe, expect, it } from 'vitest';
import { navSection } from '../../app/rules/navSection';

describe('navSection', () => {
  it.each([
    ['members', 'members'],
    ['members-id', 'members'],
    ['chats', 'chats'],
    ['chats-id', 'chats'],
    ['likes', 'likes'],
    ['likes-type', 'likes'],
    ['likes-m-id', 'likes'],
    ['credits', 'credits'],
    ['credits-id-paymentmethod', 'credits'],
    ['credits-repeat-order', 'credits'],
    ['premium', 'premium'],
  ])('%s belongs to the %s entry', (route, section) => {
    expect(navSection(route)).toBe(section);
  });
  it.each(['index', 'profile', 'pages-terms', 'not-found'])('%s belongs to no entry', (route) => {
    expect(navSection(route)).toBeUndefined();
  });
  it('an unknown route belongs to no entry', () => {
    expect(navSection(null)).toBeUndefined();
  });
});
