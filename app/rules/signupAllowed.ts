import { hasTrafficSource, type SignupClosedReason, type Tracking } from '../../contract/accounts';
import type { Settings } from '../../contract/settings';

/**
 * SPEC §4 signup policy, the same rule the server applies: open when `signups` is `all`, or `with_trafficsource`
 * and the first visit brought a traffic source. Answers why it is closed, or null when the visitor may sign up.
 */
export function signupAllowed(settings: Pick<Settings, 'signups'>, tracking: Tracking | null): SignupClosedReason | null {
  switch (settings.signups) {
    case 'all':
      return null;
    case 'with_trafficsource':
      return hasTrafficSource(tracking) ? null : 'trafficsource';
    default:
      return 'closed';
  }
}
