import type { PushSubscriptionState } from '../../src/components/PushNotificationAlert';

/** SPEC §4: the push-notification alert stays away from signup, notifications, activate-done, directdebit and premium. */
const QUIET_ROUTES: ReadonlySet<string> = new Set(['signup', 'members-id-signup', 'notifications', 'activate-done', 'directdebit', 'premium']);

export interface PushAlertInput {
  /** A member is logged in (push is saved per account). */
  readonly loggedIn: boolean;
  readonly capable: boolean;
  readonly subscription: PushSubscriptionState;
  readonly routeName: string | null;
  /** The `hide-push-notification-alert` dismissal (unix seconds), or null when never dismissed. */
  readonly dismissedAt: number | null;
}

/**
 * SPEC §4 push-notification alert (dismissible, with an enable button): shown to a member while push is offered — the
 * browser can do it and it is not active yet (a browser that refused gets the alert's "how to allow it" variant) —
 * except on the quiet routes, and never again after a dismissal.
 */
export function pushAlertVisible({ loggedIn, capable, subscription, routeName, dismissedAt }: PushAlertInput): boolean {
  if (!loggedIn || !capable || subscription === 'active') return false;
  if (dismissedAt !== null) return false;
  return routeName === null || !QUIET_ROUTES.has(routeName);
}
