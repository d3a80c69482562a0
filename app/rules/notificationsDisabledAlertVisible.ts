import type { NotificationType } from '../../contract/constants';
import type { User } from '../../contract/entities';
import type { DisabledNotificationsKind } from '../../src/components/NotificationsDisabledAlert';

/** SPEC §4: hidden on settings and notifications (where the member changes them). */
const QUIET_ROUTES: ReadonlySet<string> = new Set(['settings', 'notifications']);

/**
 * The notification types a member can miss something by: a new conversation or message, and a like or match. Turning
 * off offers, the weekly update, news, tips or unread-message reminders loses nothing a member waits for, so it
 * raises no alert.
 */
const MESSAGE_TYPES: readonly NotificationType[] = ['new_conversations', 'new_messages'];
const LIKE_TYPES: readonly NotificationType[] = ['like'];

/** Which of the notifications a member waits for are off (SPEC §3 `notifications_disabled`); null when none is. */
export function disabledNotificationsKind(disabled: readonly NotificationType[]): DisabledNotificationsKind | null {
  const messages = disabled.some((type) => MESSAGE_TYPES.includes(type));
  const likes = disabled.some((type) => LIKE_TYPES.includes(type));
  if (messages && likes) return 'messages_and_likes';
  if (messages) return 'messages';
  if (likes) return 'likes';
  return null;
}

export interface NotificationsDisabledAlertInput {
  /** The logged-in user; null for a visitor (or while the session is read). */
  readonly user: Pick<User, 'notifications_disabled'> | null;
  readonly routeName: string | null;
  /** The `hide-disabled-notifications-alert` dismissal (unix seconds), or null when never dismissed. */
  readonly dismissedAt: number | null;
}

/**
 * SPEC §4 disabled-notifications alert: shown when the member has disabled a notification type they could miss
 * something by — a message, like or match notification (see `disabledNotificationsKind`; promotional mails and
 * newsletters do not count) — unless dismissed; never on settings and notifications.
 */
export function notificationsDisabledAlertVisible({ user, routeName, dismissedAt }: NotificationsDisabledAlertInput): boolean {
  if (!user || disabledNotificationsKind(user.notifications_disabled) === null) return false;
  if (dismissedAt !== null) return false;
  return routeName === null || !QUIET_ROUTES.has(routeName);
}
