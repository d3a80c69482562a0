/**
 * The full-screen match modal (SPEC §2) opens when a like answers `match: true` or a realtime `match` event arrives —
 * and never twice for one match: both can report the same match (the liker gets the answer and the event), a repeated
 * like of a match answers `match: true` again, and the member's other tabs get the event too. Shown matches are kept
 * per viewer (in storage, so a reload does not show them again) until the match ends.
 */

export interface ShownMatch {
  /** The member matched with. */
  id: number;
  /** When the modal was shown (ms). */
  atMs: number;
}

/** At most this many shown matches are kept (the oldest go first). */
export const SHOWN_MATCHES_KEPT = 500;

/**
 * A shown match that no longer appears among the viewer's matches is forgotten, so a new match with the same member
 * (after an unlike) opens the modal again — but not within this time of showing it: the likes list read right after a
 * match may predate it.
 */
export const MATCH_LIST_GRACE_MS = 60_000;

export function isNewMatch(shown: readonly ShownMatch[], memberId: number): boolean {
  return !shown.some((match) => match.id === memberId);
}

export function withShownMatch(shown: readonly ShownMatch[], memberId: number, nowMs: number): ShownMatch[] {
  const rest = shown.filter((match) => match.id !== memberId);
  return [...rest, { id: memberId, atMs: nowMs }].slice(-SHOWN_MATCHES_KEPT);
}

/** Keeps the shown matches that are still matches (`currentMatchIds`, from the likes list) or were shown just now. */
export function withoutEndedMatches(shown: readonly ShownMatch[], currentMatchIds: ReadonlySet<number>, nowMs: number): ShownMatch[] {
  const kept = shown.filter((match) => currentMatchIds.has(match.id) || nowMs - match.atMs < MATCH_LIST_GRACE_MS);
  return kept.length === shown.length ? (shown as ShownMatch[]) : kept;
}

/** Reads the stored list; anything malformed counts as nothing shown. */
export function parseShownMatches(stored: string | null): ShownMatch[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is ShownMatch =>
        typeof item === 'object' && item !== null && Number.isInteger((item as ShownMatch).id) && Number.isFinite((item as ShownMatch).atMs),
    );
  } catch {
    return [];
  }
}

/**
 * SPEC §3: the match and like modals show `main_image.match`, a path used with the site's `cdn_prefix`; null without
 * a photo. Exactly one slash joins the two.
 */
export function matchPhotoUrl(cdnPrefix: string, mainImage: { match: string } | null): string | null {
  if (!mainImage || !mainImage.match) return null;
  if (/^https?:\/\//i.test(mainImage.match)) return mainImage.match;
  return `${cdnPrefix.replace(/\/+$/, '')}/${mainImage.match.replace(/^\/+/, '')}`;
}
