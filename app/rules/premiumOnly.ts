/**
 * SPEC §8 premium-only alert. A member who is not premium and presses a feature only premium members have (a locked
 * photo on a profile) is taken to the premium page, which says why they are there: the navigation carries this state.
 */
export const PREMIUM_ONLY_STATE = { premiumOnly: true } as const;

/** True when the premium page was opened from a premium-only feature (router `location.state`). */
export function openedFromPremiumOnlyFeature(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { premiumOnly?: unknown }).premiumOnly === true;
}

/** Whether the premium page shows the premium-only alert: only to a member who is not premium yet. */
export function showsPremiumOnlyAlert(state: unknown, paidUser: boolean): boolean {
  return !paidUser && openedFromPremiumOnlyFeature(state);
}
