import type { DISMISSAL_KEYS } from '../../contract/constants';

export type DismissalKey = (typeof DISMISSAL_KEYS)[keyof typeof DISMISSAL_KEYS];

/** SPEC §3 dismissal flags: unix-second timestamps in localStorage. Null when absent, unreadable or blocked. */
export function readDismissal(key: DismissalKey, storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): number | null {
  try {
    const raw = storage?.getItem(key);
    if (raw === null || raw === undefined || raw.trim() === '') return null;
    const seconds = Number(raw);
    return Number.isFinite(seconds) ? seconds : null;
  } catch {
    return null;
  }
}

/** Stores the dismissal; when storage is blocked the choice lasts for this page only. */
export function writeDismissal(key: DismissalKey, seconds: number, storage: Pick<Storage, 'setItem'> | null = safeLocalStorage()): void {
  try {
    storage?.setItem(key, String(Math.floor(seconds)));
  } catch {
    // Private mode or a full quota: nothing to keep it in.
  }
}

export function nowInUnixSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
