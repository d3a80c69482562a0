/**
 * SPEC §2/§4: what asks for the member's attention, as one number: unread messages plus new likes. The page title
 * prefix and the app badge both show it (the navigation badges show the two counts apart, each capped at 99+).
 * Counts that are not known yet or make no sense (negative, fractional, NaN) count as nothing.
 */
export function attentionCount(unreadMessages: number, newLikes: number): number {
  return wholeCount(unreadMessages) + wholeCount(newLikes);
}

function wholeCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** What `navigator.setAppBadge` is told: the count, or a clear when there is nothing (SPEC §4 app badge). */
export type AppBadgeAction = { kind: 'set'; count: number } | { kind: 'clear' };

export function appBadgeAction(unreadMessages: number, newLikes: number): AppBadgeAction {
  const count = attentionCount(unreadMessages, newLikes);
  return count > 0 ? { kind: 'set', count } : { kind: 'clear' };
}
