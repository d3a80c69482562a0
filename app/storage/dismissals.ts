import type { DISMISSAL_KEYS } from '../../contract/constants';

/**
 * Dismissals the app keeps beyond SPEC §3's list: the welcome bonus (SPEC §2 names its banner and modal, not where
 * their dismissal lives). Same format: unix-second timestamps.
 */
export const APP_DISMISSAL_KEYS = {
  welcomeBonusBanner: 'hide-welcome-bonus-banner',
  welcomeBonusModal: 'hide-welcome-bonus-modal',
} as const;

export type DismissalKey =
  | (typeof DISMISSAL_KEYS)[keyof typeof DISMISSAL_KEYS]
  | (typeof APP_DISMISSAL_KEYS)[keyof typeof APP_DISMISSAL_KEYS];

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
