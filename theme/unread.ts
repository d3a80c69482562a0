/**
 * SPEC §9: the unread-messages colour equals the secondary. A niche whose secondary cannot carry the unread badge
 * documents its one deliberate exception here, with the contrast reason; a unit test (tests/unit/theme-unread.test.ts)
 * holds every other niche to `unread === secondary` and every exception to a secondary that fails where the badge sits.
 *
 * Where the badge sits: the messages link of the top navigation (SPEC §2), so the colour must stand out from the nav
 * bar by at least 3:1 (WCAG 1.4.11, graphical objects), besides carrying its count at 4.5:1 (CONTRAST_PAIRS).
 */
export interface UnreadException {
  /** Why the niche's secondary cannot be the unread colour, and what it uses instead, with the contrast figures. */
  readonly reason: string;
}

/** The least contrast the unread badge needs against the nav bar it sits on. */
export const UNREAD_BADGE_MIN_CONTRAST = 3;
