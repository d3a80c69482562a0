import type { User } from '../../contract/entities';

/**
 * Routes on which the alert stays away (SPEC §4): the profile settings (where photos are added), signing up,
 * activate-done, premium, notifications, directdebit and settings. `members-id-signup` is the signup with a target.
 */
const QUIET_ROUTES: ReadonlySet<string> = new Set([
  'profile',
  'signup',
  'members-id-signup',
  'activate-done',
  'premium',
  'notifications',
  'directdebit',
  'settings',
]);

export interface ProfilePhotoAlertInput {
  /** The logged-in user; null for a visitor (or while the session is read). */
  user: { profile: Pick<User['profile'], 'main_image'> } | null;
  routeName: string | null;
  /** The `hide-enrich-alert` dismissal (unix seconds), or null when never dismissed. */
  dismissedAt: number | null;
}

/**
 * SPEC §4 profile-photo alert (dismissible warning): for a member whose profile has no main image, except on the quiet
 * routes, and never again after a dismissal.
 */
export function profilePhotoAlertVisible({ user, routeName, dismissedAt }: ProfilePhotoAlertInput): boolean {
  if (!user || user.profile.main_image !== null) return false;
  if (dismissedAt !== null) return false;
  return routeName === null || !QUIET_ROUTES.has(routeName);
}
