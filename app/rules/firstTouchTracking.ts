import { trackingSchema, type Tracking } from '../../contract/accounts';

export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3', 'lb'] as const;

export interface StoredTracking {
  tracking: Tracking;
  /** Unix seconds of the visit that brought it. */
  at: number;
}

/** The SPEC §3 tracking parameters in a query string, or null when it has none (or only invalid ones). */
export function trackingFromQuery(search: string): Tracking | null {
  const params = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const key of TRACKING_KEYS) {
    const value = params.get(key)?.trim();
    if (value) found[key] = value;
  }
  if (Object.keys(found).length === 0) return null;
  const parsed = trackingSchema.safeParse(found);
  return parsed.success ? parsed.data : null;
}

/** First touch wins: what is stored stays; a visit's tracking is kept only when nothing was stored before. */
export function firstTouchTracking(stored: StoredTracking | null, search: string, now: number): StoredTracking | null {
  if (stored) return null;
  const tracking = trackingFromQuery(search);
  return tracking ? { tracking, at: now } : null;
}

/** Reads what storage holds, tolerating anything malformed (an old format, a hand edit). */
export function parseStoredTracking(raw: string | null): StoredTracking | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { tracking?: unknown; at?: unknown };
    const tracking = trackingSchema.safeParse(value.tracking);
    if (!tracking.success || typeof value.at !== 'number') return null;
    return { tracking: tracking.data, at: value.at };
  } catch {
    return null;
  }
}
