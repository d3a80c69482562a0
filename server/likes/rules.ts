import { createHash } from 'node:crypto';
import type { SwipeAllowance } from '../../contract/likes';

/**
 * Pure rules of the likes area (issue 6): the member's time zone, the local day of the swipe game (SPEC §9: 4 likes a
 * day), and the lock that serialises two members liking each other. Unit-tested in tests/server/likes-rules.test.ts.
 */

export const FALLBACK_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of calendar dates in `timeZone`; throws a RangeError for a name the runtime does not know. */
function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (formatters.size > 1_000) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An IANA time-zone name this runtime knows (its tz database), such as `Europe/Amsterdam` or `UTC`. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    dateFormatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The runtime's canonical spelling (`europe/amsterdam` → `Europe/Amsterdam`), so stored names compare equal. */
export function canonicalTimeZone(name: string): string {
  return dateFormatter(name).resolvedOptions().timeZone;
}

/**
 * The zone most of a country's people live in, for the countries sites serve (SPEC §9's country list) that span more
 * than one zone or whose first zone in the tz database is not the populous one. Other countries use the runtime's
 * locale data when it names exactly one zone.
 */
const MAIN_TIME_ZONES: Readonly<Record<string, string>> = {
  US: 'America/New_York',
  CA: 'America/Toronto',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  ES: 'Europe/Madrid',
  DE: 'Europe/Berlin',
  PT: 'Europe/Lisbon',
};

/** The main time zone of a country (ISO 3166-1 alpha-2), or UTC when it is not known. */
export function countryTimeZone(country: string | null): string {
  if (!country || !/^[A-Z]{2}$/.test(country)) return FALLBACK_TIME_ZONE;
  const main = MAIN_TIME_ZONES[country];
  if (main) return main;
  try {
    const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & { timeZones?: string[]; getTimeZones?: () => string[] };
    const zones = typeof locale.getTimeZones === 'function' ? locale.getTimeZones() : locale.timeZones;
    const only = zones?.length === 1 ? zones[0] : undefined;
    return only && isTimeZone(only) ? only : FALLBACK_TIME_ZONE;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

/**
 * The time zone a member's day is counted in: the one the browser reports now, else the one stored on the account,
 * else the first zone of the member's country, else UTC. Unknown names are skipped, never trusted.
 */
export function memberTimeZone(input: { reported?: string | undefined; stored: string | null; country: string | null }): string {
  for (const candidate of [input.reported, input.stored]) {
    if (candidate && isTimeZone(candidate)) return canonicalTimeZone(candidate);
  }
  return countryTimeZone(input.country);
}

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return dateFormatter(timeZone).format(instant);
}

/** Local days are never longer than 25 hours; 50 hours is safely past the next one. */
const SEARCH_SPAN_MS = 50 * 60 * 60 * 1000;

/**
 * The first instant after `now` whose local date differs from `now`'s: the member's next midnight. Found by bisection
 * over the formatter rather than by offset arithmetic, so days of 23 or 25 hours and zones whose clocks skip midnight
 * (the day then starts at 01:00) come out right.
 */
export function nextLocalMidnight(now: Date, timeZone: string): Date {
  const today = localDate(now, timeZone);
  let before = now.getTime();
  let after = before + SEARCH_SPAN_MS;
  while (after - before > 1) {
    const middle = before + Math.floor((after - before) / 2);
    if (localDate(new Date(middle), timeZone) === today) before = middle;
    else after = middle;
  }
  return new Date(after);
}

export interface SwipeWindow {
  readonly likes: number;
  /** ISO-8601 UTC. */
  readonly ends_at: string;
  readonly time_zone: string;
}

/**
 * Today's swipe allowance. A window that has not ended counts (its end was fixed when it opened, in the zone of that
 * moment); an ended or missing window means a fresh day that ends at the next local midnight in `timeZone`.
 */
export function swipeAllowance(window: SwipeWindow | null, now: Date, timeZone: string, limit: number): SwipeAllowance {
  if (window && Date.parse(window.ends_at) > now.getTime()) {
    return { limit, likes_left: Math.max(0, limit - window.likes), resets_at: window.ends_at, time_zone: window.time_zone };
  }
  return { limit, likes_left: limit, resets_at: nextLocalMidnight(now, timeZone).toISOString(), time_zone: timeZone };
}

/**
 * A PostgreSQL advisory-lock number for a pair of members, the same whichever of the two asks: two members liking
 * each other at the same moment take turns, so exactly one of them sees the other's like and gets `match: true`.
 * 52 bits of a SHA-256, as the rate limiter does (a JavaScript number holds them exactly).
 */
export function pairLockNumber(a: number, b: number): number {
  const [low, high] = a < b ? [a, b] : [b, a];
  const hash = createHash('sha256').update(`like-pair:${low}:${high}`, 'utf8').digest('hex');
  return Number.parseInt(hash.slice(0, 13), 16);
}
