import { describe, expect, it } from 'vitest';
import { isMembersArea } from '../../app/rules/isMembersArea';

describe('isMembersArea (SPEC §2)', () => {
  it.each(['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'])('%s is in the members area', (name) => {
    expect(isMembersArea(name)).toBe(true);
  });
  it.each(['index', 'chats-id', 'likes-type', 'credits', 'profile', 'members-id-chat'])('%s is not', (name) => {
    expect(isMembersArea(name)).toBe(false);
  });
  it('an unknown route is not', () => {
    expect(isMembersArea(null)).toBe(false);
  });
});
