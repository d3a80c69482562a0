import { describe, expect, it } from 'vitest';
import { TERMS_VERSION_MIN } from '../../contract/constants';
import { formatTermsVersionDate, termsVersionDate } from '../../app/rules/termsVersionDate';

describe('termsVersionDate (SPEC §9)', () => {
  it('is 2023-12-01T12:00:00Z for a company added before it', () => {
    expect(termsVersionDate('2020-05-04T08:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });
  it("is the company's added date when that is later", () => {
    expect(termsVersionDate('2024-03-01T12:00:00Z').toISOString()).toBe('2024-03-01T12:00:00.000Z');
    expect(termsVersionDate('2023-12-01T12:00:01Z').toISOString()).toBe('2023-12-01T12:00:01.000Z');
  });
  it('is the minimum on the minimum itself', () => {
    expect(termsVersionDate(TERMS_VERSION_MIN).toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });
  it.each([null, undefined, '', 'not a date'])('falls back to the minimum without a readable added date (%s)', (added) => {
    expect(termsVersionDate(added).toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });
});

describe('formatTermsVersionDate', () => {
  const date = new Date('2023-12-01T12:00:00Z');
  it.each([
    ['en', 'December 1, 2023'],
    ['nl', '1 december 2023'],
    ['de', '1. Dezember 2023'],
    ['fr', '1 décembre 2023'],
    ['pl', '1 grudnia 2023'],
  ])('writes the date as a %s reader does', (language, expected) => {
    expect(formatTermsVersionDate(date, language)).toBe(expected);
  });
  it('reads the date in UTC, so a date near midnight keeps its day everywhere', () => {
    expect(formatTermsVersionDate(new Date('2024-03-01T23:30:00Z'), 'en')).toBe('March 1, 2024');
    expect(formatTermsVersionDate(new Date('2024-03-01T00:30:00Z'), 'en')).toBe('March 1, 2024');
  });
});
