import { firstTouchTracking, parseStoredTracking, type StoredTracking } from '../rules/firstTouchTracking';
import type { Tracking } from '../../contract/accounts';

const TRACKING_STORAGE_KEY = 'tracking';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readTracking(store: Pick<Storage, 'getItem'> | null = storage()): StoredTracking | null {
  try {
    return parseStoredTracking(store?.getItem(TRACKING_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** SPEC §3: the first visit's tracking query is kept (first touch wins), with the time it arrived. */
export function captureTracking(search: string, now: number, store: Pick<Storage, 'getItem' | 'setItem'> | null = storage()): void {
  const next = firstTouchTracking(readTracking(store), search, now);
  if (!next) return;
  try {
    store?.setItem(TRACKING_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: the tracking is lost, signup still works.
  }
}

/** What goes with the signup request. */
export function storedTracking(): Tracking | null {
  return readTracking()?.tracking ?? null;
}
