import type { User } from '../../contract/entities';

/** Routes on which the reminder stays away (SPEC §4): signing up, settings and notifications. */
const QUIET_ROUTES: ReadonlySet<string> = new Set([
  'signup',
  'members-id-signup',
  'settings',
  'notifications',
]);

export const SIGNUP_COMPLETE_FLAG = 'api_signup_complete';

export interface ActivationReminderInput {
  user: Pick<User, 'status' | 'notifications_disabled'> & { profile: Pick<User['profile'], 'status'> } | null;
  routeName: string | null;
  /** The page's query string. */
  query: string;
  isSmartphone: boolean;
}

/**
 * SPEC §4 activation reminder: for a not-yet-confirmed account whose notifications are not disabled and whose profile
 * is disabled; never on signup, settings and notifications. A modal on a smartphone right after signup
 * (`api_signup_complete` in the query), otherwise an alert.
 */
export function activationReminder({ user, routeName, query, isSmartphone }: ActivationReminderInput): null | 'alert' | 'modal' {
  if (!user || user.status !== 'not_confirmed' || user.profile.status !== 'disabled') return null;
  if (user.notifications_disabled.length > 0) return null;
  if (routeName !== null && QUIET_ROUTES.has(routeName)) return null;
  const signupComplete = new URLSearchParams(query).has(SIGNUP_COMPLETE_FLAG);
  return isSmartphone && signupComplete ? 'modal' : 'alert';
}
