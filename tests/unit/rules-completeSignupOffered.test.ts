import { describe, expect, it } from 'vitest';
import { completeSignupOffered } from '../../app/rules/completeSignupOffered';
import { shownFirstMessage, signupMatchPlaceName } from '../../app/rules/signupFirstMessage';

describe('completeSignupOffered', () => {
  it('offers the form until the answers are saved, and not again after', () => {
    expect(completeSignupOffered({ signup_completed: false }, false)).toBe(true);
    expect(completeSignupOffered(null, false)).toBe(true);
    expect(completeSignupOffered({ signup_completed: true }, false)).toBe(false);
  });
  it('keeps the form while its own submission moves on to the matches', () => {
    expect(completeSignupOffered({ signup_completed: true }, true)).toBe(true);
  });
});

describe('shownFirstMessage', () => {
  const chatHref = (id: number) => `/chats/${id}`;
  it('shows a draft with its cost and target, a sent message with its chat, and nothing without one', () => {
    expect(shownFirstMessage({ first_message: { status: 'draft', text: 'Hi', target: { id: 4, name: 'Ann' } }, cost: 3 }, chatHref)).toEqual({
      status: 'draft',
      text: 'Hi',
      cost: 3,
      target: { id: 4, name: 'Ann' },
    });
    expect(shownFirstMessage({ first_message: { status: 'sent', text: 'Hi', conversation_id: 9, to: { id: 4, name: 'Ann' } }, cost: 3 }, chatHref)).toEqual({
      status: 'sent',
      text: 'Hi',
      toName: 'Ann',
      chatHref: '/chats/9',
    });
    expect(shownFirstMessage({ first_message: null, cost: 3 }, chatHref)).toBeNull();
    expect(shownFirstMessage(undefined, chatHref)).toBeNull();
  });
});

describe('signupMatchPlaceName', () => {
  const regions = { NL: [{ id: 'NL-UT', name: 'Utrecht' }] };
  const countryName = (code: string) => (code === 'NL' ? 'Netherlands' : undefined);
  it('names the region from the list and the country in the page language; the site has no place', () => {
    expect(signupMatchPlaceName('region', 'NL-UT', regions, countryName)).toBe('Utrecht');
    expect(signupMatchPlaceName('country', 'NL', regions, countryName)).toBe('Netherlands');
    expect(signupMatchPlaceName('country', 'XX', regions, countryName)).toBe('XX');
    expect(signupMatchPlaceName('site', null, regions, countryName)).toBeUndefined();
    expect(signupMatchPlaceName('region', 'NL-UT', null, countryName)).toBeUndefined();
  });
});
