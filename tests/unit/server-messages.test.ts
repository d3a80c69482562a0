import { describe, expect, it } from 'vitest';
import { Messages } from '../../server/i18n/messages';

describe('server messages', () => {
  const messages = new Messages(
    new Map([
      ['en', { blocked: 'Blocked for {{count}} min.', blocked_one: 'Blocked for {{count}} minute.', blocked_other: 'Blocked for {{count}} minutes.' }],
      ['pl', { blocked_one: '{{count}} minutę', blocked_few: '{{count}} minuty', blocked_many: '{{count}} minut', blocked_other: '{{count}} minuty' }],
    ]),
  );

  it('picks the plural form for a numeric count, per language', () => {
    expect(messages.translate('en', 'blocked', { count: 1 })).toBe('Blocked for 1 minute.');
    expect(messages.translate('en', 'blocked', { count: 15 })).toBe('Blocked for 15 minutes.');
    expect(messages.translate('pl', 'blocked', { count: 3 })).toBe('3 minuty');
    expect(messages.translate('pl', 'blocked', { count: 5 })).toBe('5 minut');
  });

  it('falls back to the plain key without a count, and to English for a missing language key', () => {
    expect(messages.translate('en', 'blocked')).toBe('Blocked for {{count}} min.');
    expect(messages.translate('de', 'blocked', { count: 2 })).toBe('Blocked for 2 minutes.');
  });
});
