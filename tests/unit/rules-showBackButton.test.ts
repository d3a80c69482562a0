import { describe, expect, it } from 'vitest';
import { BACK_BUTTON_ROUTES } from '../../contract/routes';
import { showBackButton } from '../../app/rules/showBackButton';

describe('showBackButton (SPEC §2)', () => {
  it.each(BACK_BUTTON_ROUTES)('shows on %s in the installed app with history', (routeName) => {
    expect(showBackButton({ standalone: true, historyLength: 2, routeName })).toBe(true);
  });
  it('hides in a browser tab', () => {
    expect(showBackButton({ standalone: false, historyLength: 5, routeName: 'members-id' })).toBe(false);
  });
  it('hides when there is nothing to go back to', () => {
    expect(showBackButton({ standalone: true, historyLength: 1, routeName: 'members-id' })).toBe(false);
  });
  it.each(['index', 'members', 'chats-id', 'likes', 'premium', 'not-found'])('hides on %s', (routeName) => {
    expect(showBackButton({ standalone: true, historyLength: 3, routeName })).toBe(false);
  });
  it('hides when the route is unknown', () => {
    expect(showBackButton({ standalone: true, historyLength: 3, routeName: null })).toBe(false);
  });
});
