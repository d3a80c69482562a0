import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeRouteError } from '../../app/errors/describeRouteError';
import { formatTermsVersionDate } from '../../app/rules/termsVersionDate';
import { DESIGN_VERSION } from '../../contract/constants';
import { dateLocale, DEFAULT_DATE_LOCALE, LANGUAGES, LOCALES } from '../../locales/languages';
import { clockTime, dayLabel, listTime } from '../../src/components/MessageBubble/chatDates';

const DEC_1 = new Date(Date.UTC(2023, 11, 1, 12));

describe('SPEC §9 default date locale nl', () => {
  it('is nl', () => {
    expect(DEFAULT_DATE_LOCALE).toBe('nl');
  });

  it('writes dates in the reader\'s language when it is one of ours', () => {
    for (const language of LANGUAGES) expect(dateLocale(language)).toBe(LOCALES[language].iso);
    expect(formatTermsVersionDate(DEC_1, 'de')).toBe('1. Dezember 2023');
    expect(formatTermsVersionDate(DEC_1, 'en')).toBe('December 1, 2023');
    // Another locale the formatter knows is kept.
    expect(dateLocale('en-GB')).toBe('en-GB');
  });

  it('falls back to nl for a language that has none of its own', () => {
    for (const none of [undefined, null, '', 'cimode', 'xx', 'not a language', '12']) expect(dateLocale(none)).toBe('nl');
    expect(formatTermsVersionDate(DEC_1, 'cimode')).toBe('1 december 2023');
    const now = new Date(2026, 10, 28, 12);
    const lastMonth = new Date(2026, 9, 5, 9, 30);
    expect(dayLabel(lastMonth, now, 'xx')).toEqual({ kind: 'date', text: 'maandag 5 oktober' });
    expect(listTime(lastMonth, now, 'xx')).toEqual({ kind: 'date', text: '5 okt' });
    expect(clockTime(lastMonth, 'xx')).toBe(clockTime(lastMonth, 'nl'));
  });
});

describe('SPEC §9 design version 2', () => {
  it('is reported in every page the server sends (the HTML template of the site)', () => {
    expect(DESIGN_VERSION).toBe(2);
    const template = readFileSync('app/index.html', 'utf8');
    expect(template).toContain(`<meta name="design-version" content="${DESIGN_VERSION}" />`);
  });
});

describe('SPEC §8 error defaults', () => {
  it('an error without a status is a 500, and one without a message leaves it to the error page\'s translated default', () => {
    expect(describeRouteError(new Error('TypeError in a component'))).toEqual({ status: 500 });
    expect(describeRouteError(undefined)).toEqual({ status: 500 });
  });
});
