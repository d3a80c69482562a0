import { GEOLOCATION_MAX_AGE_MS } from '../../contract/constants';

export interface Coordinates {
  lat: number;
  lon: number;
}

/** What the cache holds: a position and when the browser took it (ms since the epoch, as `GeolocationPosition`). */
export interface CachedPosition extends Coordinates {
  timestamp: number;
}

/** Two decimals (about 1 km): enough to find the nearest city, and no more precise than the city we keep (SEC-18). */
export function coarsePosition({ lat, lon }: Coordinates): Coordinates {
  return { lat: Math.round(lat * 100) / 100, lon: Math.round(lon * 100) / 100 };
}

/** The cache entry for a position taken at `timestamp`, already coarse. */
export function positionCacheEntry(position: Coordinates, timestamp: number): string {
  const entry: CachedPosition = { ...coarsePosition(position), timestamp };
  return JSON.stringify(entry);
}

function isCachedPosition(value: unknown): value is CachedPosition {
  if (typeof value !== 'object' || value === null) return false;
  const { lat, lon, timestamp } = value as Record<string, unknown>;
  return (
    typeof lat === 'number' &&
    typeof lon === 'number' &&
    typeof timestamp === 'number' &&
    Number.isFinite(timestamp) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180
  );
}

/**
 * SPEC §9 geolocation cache: a stored position is reused for at most an hour after it was taken. Anything older,
 * unreadable, or dated in the future (a changed clock) is no position.
 */
export function cachedPosition(raw: string | null, now: number, maxAgeMs: number = GEOLOCATION_MAX_AGE_MS): Coordinates | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isCachedPosition(parsed)) return null;
  const age = now - parsed.timestamp;
  if (age < 0 || age > maxAgeMs) return null;
  return { lat: parsed.lat, lon: parsed.lon };
}
