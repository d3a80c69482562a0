import { hasTrafficSource, type Tracking } from '../../contract/accounts';
import type { Settings } from '../../contract/settings';

/**
 * SPEC §6: a visitor gets the limited search when the site has `logged_out_search`, or has
 * `logged_out_search_trafficsource` and the visit came through a traffic source (network or ref); otherwise only an
 * invitation to sign up or log in. The server decides the same way (server/members/audience.ts `visitorSearchMode`);
 * asking first keeps a refused visitor from a 403, which the shell treats as a lost session.
 */
export function visitorMaySearch(
  settings: Pick<Settings, 'logged_out_search' | 'logged_out_search_trafficsource'>,
  tracking: Tracking | null,
): boolean {
  if (settings.logged_out_search) return true;
  return settings.logged_out_search_trafficsource && hasTrafficSource(tracking);
}
