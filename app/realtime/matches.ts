import { useSyncExternalStore } from 'react';
import type { MatchProfile } from '../../contract/likes';
import { isNewMatch, parseShownMatches, withoutEndedMatches, withShownMatch, type ShownMatch } from '../rules/matchSpotlight';

/**
 * The match modal's queue (SPEC §2): matches reported by like answers (`match: true`) and realtime `match` events,
 * each shown once (app/rules/matchSpotlight.ts). A like answer names only the member; the host completes it from the
 * likes list. Kept outside React: any like button anywhere can report a match.
 */

/** A match to show: the whole profile from an event, or only the member's id from a like answer. */
export type ReportedMatch = MatchProfile | { id: number };

let viewerId: number | null = null;
let queue: readonly ReportedMatch[] = [];
const listeners = new Set<() => void>();

function storageKey(viewer: number): string {
  return `shown-matches:${viewer}`;
}

function readShown(viewer: number): ShownMatch[] {
  try {
    return parseShownMatches(window.localStorage.getItem(storageKey(viewer)));
  } catch {
    return [];
  }
}

function writeShown(viewer: number, shown: readonly ShownMatch[]): void {
  try {
    window.localStorage.setItem(storageKey(viewer), JSON.stringify(shown));
  } catch {
    // Private mode or a full storage: the match may show again after a reload, nothing worse.
  }
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Who is logged in (set by the host): matches are remembered per member; none are shown to nobody. */
export function setMatchViewer(id: number | null): void {
  if (id === viewerId) return;
  viewerId = id;
  queue = [];
  changed();
}

/**
 * A match happened (a like answered `match: true`, or a `match` event came): queued for the modal unless this match
 * was shown before. Remembered as shown at once, so a second report of it — the event after the answer, another
 * tab — adds nothing.
 */
export function reportMatch(match: ReportedMatch, nowMs: number = Date.now()): void {
  if (viewerId === null) return;
  const queued = queue.findIndex((item) => item.id === match.id);
  if (queued >= 0) {
    // The event's whole profile completes an id-only report that is still waiting.
    if ('name' in match && !('name' in queue[queued]!)) {
      queue = queue.map((item, index) => (index === queued ? match : item));
      changed();
    }
    return;
  }
  const shown = readShown(viewerId);
  if (!isNewMatch(shown, match.id)) return;
  writeShown(viewerId, withShownMatch(shown, match.id, nowMs));
  queue = [...queue, match];
  changed();
}

/** The likes list says which matches exist now: shown matches that ended are forgotten (a new one shows again). */
export function syncCurrentMatches(matchIds: ReadonlySet<number>, nowMs: number = Date.now()): void {
  if (viewerId === null) return;
  const shown = readShown(viewerId);
  const kept = withoutEndedMatches(shown, matchIds, nowMs);
  if (kept !== shown) writeShown(viewerId, kept);
}

/** The modal closed: the next queued match, if any, shows. */
export function dismissMatch(id: number): void {
  const next = queue.filter((item) => item.id !== id);
  if (next.length === queue.length) return;
  queue = next;
  changed();
}

/** An id-only report whose member could not be found (gone, blocked): dropped without a modal. */
export const dropMatch = dismissMatch;

/** Completes an id-only report with the member's profile. */
export function completeMatch(profile: MatchProfile): void {
  if (!queue.some((item) => item.id === profile.id && !('name' in item))) return;
  queue = queue.map((item) => (item.id === profile.id ? profile : item));
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getQueue = () => queue;
const NO_MATCHES: readonly ReportedMatch[] = [];

/** The matches waiting for the modal, the one to show first. */
export function useMatchQueue(): readonly ReportedMatch[] {
  return useSyncExternalStore(subscribe, getQueue, () => NO_MATCHES);
}
