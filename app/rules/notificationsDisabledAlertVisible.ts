import type { User } from '../../contract/entities';

/** SPEC §4: hidden on settings and notifications (where the member changes them). */
const QUIET_ROUTES: ReadonlySet<string> = new Set(['settings', 'notifications']);

export interface NotificationsDisabledAlertInput {
  /** The logged-in user; null for a visitor (or while the session is read). */
  readonly user: Pick<User, 'notifications_disabled'> | null;
  readonly routeName: string | null;
  /** The `hide-disabled-notifications-alert` dismissal (unix seconds), or null when never dismissed. */
  readonly dismissedAt: number | null;
}

/**
 * SPEC §4 disabled-notifications alert: shown when the member has disabled notification types (SPEC §3
 * `notifications_disabled`), unless dismissed; never on settings and notifications.
 */
export function notificationsDisabledAlertVisible({ user, routeName, dismissedAt }: NotificationsDisabledAlertInput): boolean {
  if (!user || user.notifications_disabled.length === 0) return false;
  if (dismissedAt !== null) return false;
  return routeName === null || !QUIET_ROUTES.has(routeName);
}
