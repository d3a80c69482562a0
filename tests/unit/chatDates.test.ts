import { describe, expect, it } from 'vitest';
import { calendarDaysAgo, clockTime, dayLabel, groupByDay, listTime, localDayKey } from '../../src/components/MessageBubble/chatDates';

// Built from local date parts, so the tests mean the same in every time zone the suite runs in.
const NOW = new Date(2025, 5, 12, 15, 30);
const local = (month: number, day: number, hours = 12, minutes = 0, year = 2025) => new Date(year, month, day, hours, minutes);

describe('calendarDaysAgo', () => {
  it('counts local calendar days, not 24-hour periods', () => {
    expect(calendarDaysAgo(local(5, 12, 0, 1), NOW)).toBe(0);
    expect(calendarDaysAgo(local(5, 11, 23, 59), NOW)).toBe(1);
    expect(calendarDaysAgo(local(5, 5), NOW)).toBe(7);
    expect(calendarDaysAgo(local(11, 31, 12, 0, 2024), NOW)).toBe(163);
  });

  it('is negative for a time after now (a clock that runs ahead)', () => {
    expect(calendarDaysAgo(local(5, 13), NOW)).toBe(-1);
  });

  it('is not tipped by a daylight-saving change', () => {
    // Across the last Sunday of March (Europe) and the second Sunday of March (US): one calendar day each.
    expect(calendarDaysAgo(local(2, 29, 23, 30), local(2, 30, 0, 30))).toBe(1);
    expect(calendarDaysAgo(local(2, 8, 23, 30), local(2, 9, 23, 30))).toBe(1);
    expect(calendarDaysAgo(local(9, 25, 0, 30), local(9, 26, 23, 30))).toBe(1);
  });
});

describe('dayLabel (conversation day headings)', () => {
  it('says today and yesterday', () => {
    expect(dayLabel(local(5, 12, 8), NOW, 'en')).toEqual({ kind: 'today' });
    expect(dayLabel(local(5, 11, 23), NOW, 'en')).toEqual({ kind: 'yesterday' });
  });

  it('writes older days in full in the reader language, with the year only when it differs', () => {
    expect(dayLabel(local(5, 9), NOW, 'en')).toEqual({ kind: 'date', text: 'Monday, June 9' });
    expect(dayLabel(local(5, 9), NOW, 'nl')).toEqual({ kind: 'date', text: 'maandag 9 juni' });
    expect(dayLabel(local(11, 24, 12, 0, 2024), NOW, 'de')).toEqual({ kind: 'date', text: 'Dienstag, 24. Dezember 2024' });
  });
});

describe('listTime (the time beside a chat)', () => {
  it('is the clock time today, "yesterday" after, then the weekday for a week, then a short date', () => {
    expect(listTime(local(5, 12, 9, 5), NOW, 'en-GB')).toEqual({ kind: 'time', text: expect.stringMatching(/^0?9:05$/) });
    expect(listTime(local(5, 11, 9, 5), NOW, 'en')).toEqual({ kind: 'yesterday' });
    expect(listTime(local(5, 9), NOW, 'en')).toEqual({ kind: 'date', text: 'Mon' });
    expect(listTime(local(5, 5), NOW, 'en')).toEqual({ kind: 'date', text: 'Jun 5' });
    expect(listTime(local(5, 5), NOW, 'fr')).toEqual({ kind: 'date', text: '5 juin' });
    expect(listTime(local(11, 24, 12, 0, 2024), NOW, 'en-GB')).toEqual({ kind: 'date', text: '24/12/2024' });
  });

  it('shows a time from a clock that runs ahead as today', () => {
    expect(listTime(local(5, 13, 1, 0), NOW, 'en-GB').kind).toBe('time');
  });
});

describe('clockTime', () => {
  it('follows the reader language', () => {
    expect(clockTime(local(5, 12, 15, 1), 'nl')).toBe('15:01');
    expect(clockTime(local(5, 12, 15, 1), 'en')).toMatch(/^3:01\s?PM$/);
  });
});

describe('groupByDay', () => {
  it('groups consecutive items by local day, keeping their order', () => {
    const items = [local(5, 10, 20), local(5, 10, 21), local(5, 11, 9), local(5, 12, 0, 5), local(5, 12, 23, 59)];
    const groups = groupByDay(items, (date) => date);
    expect(groups.map((group) => group.key)).toEqual(['2025-06-10', '2025-06-11', '2025-06-12']);
    expect(groups.map((group) => group.items.length)).toEqual([2, 1, 2]);
    expect(groups[0]?.date).toBe(items[0]);
  });

  it('keys days with zero-padded months and days', () => {
    expect(localDayKey(local(0, 5))).toBe('2025-01-05');
  });

  it('gives nothing for no items', () => {
    expect(groupByDay([], (date: Date) => date)).toEqual([]);
  });
});
