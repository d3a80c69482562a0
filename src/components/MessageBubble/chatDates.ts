import { dateLocale } from '../../../locales/languages';

/**
 * Dates in chats, in the reader's own time zone and language (`locale` is the interface language; one we do not know
 * writes dates in SPEC §9's default date locale). Pure, so the same instant always reads the same.
 */

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** The local calendar day of an instant, as a sortable key ("2025-06-01"). */
export function localDayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Whole local calendar days from `date` to `now`: 0 today, 1 yesterday, negative in the future. */
export function calendarDaysAgo(date: Date, now: Date): number {
  // The local dates compared as UTC dates: a daylight-saving shift (a 23- or 25-hour day) never tips the count.
  const start = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const end = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((end - start) / MS_PER_DAY);
}

export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

/** The heading of a day in a conversation: today, yesterday, or the full date in the reader's language. */
export function dayLabel(date: Date, now: Date, locale: string): DayLabel {
  const days = calendarDaysAgo(date, now);
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  const sameYear = date.getFullYear() === now.getFullYear();
  const text = new Intl.DateTimeFormat(dateLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
  return { kind: 'date', text };
}

/** The clock time of a message ("14:05", "2:05 PM"). */
export function clockTime(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(dateLocale(locale), { hour: 'numeric', minute: '2-digit' }).format(date);
}

export type ListTime = { kind: 'time'; text: string } | { kind: 'yesterday' } | { kind: 'date'; text: string };

/**
 * The time beside a chat in the list: the clock time today, "yesterday", the weekday within the last week,
 * then a short date.
 */
export function listTime(date: Date, now: Date, locale: string): ListTime {
  const days = calendarDaysAgo(date, now);
  if (days <= 0) return { kind: 'time', text: clockTime(date, locale) };
  if (days === 1) return { kind: 'yesterday' };
  if (days < 7) return { kind: 'date', text: new Intl.DateTimeFormat(dateLocale(locale), { weekday: 'short' }).format(date) };
  const sameYear = date.getFullYear() === now.getFullYear();
  return {
    kind: 'date',
    text: new Intl.DateTimeFormat(dateLocale(locale), sameYear ? { day: 'numeric', month: 'short' } : { dateStyle: 'short' }).format(date),
  };
}

/** Groups items by their local day, keeping their order (items arrive oldest first). */
export function groupByDay<T>(items: readonly T[], dateOf: (item: T) => Date): { key: string; date: Date; items: T[] }[] {
  const groups: { key: string; date: Date; items: T[] }[] = [];
  for (const item of items) {
    const date = dateOf(item);
    const key = localDayKey(date);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, date, items: [item] });
  }
  return groups;
}
