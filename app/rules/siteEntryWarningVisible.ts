import { STRICT_ENTRY_WARNING_COUNTRIES } from '../../contract/constants';
import type { LayoutName } from '../../contract/routes';

/** Routes on which the entry warning never shows (SPEC §2). */
export const ENTRY_WARNING_HIDDEN_ROUTES = ['complete-signup', 'reset-password', 'reset-password-do'] as const;

export interface SiteEntryWarningContext {
  loggedIn: boolean;
  /** The site runs as an installed (standalone) app. */
  standalone: boolean;
  /** Unix seconds of an earlier dismissal, or null when never dismissed. */
  dismissedAt: number | null;
  /** The visitor's country (settings.geoip_country ?? geoip_selected_country), null when unknown. */
  country: string | null;
  /** The site's configured countries (settings.countries). */
  countries: readonly string[];
  enableSiteEntryPopup: 'yes' | 'no';
  routeName: string | null;
  layout: LayoutName;
}

/**
 * SPEC §2 site-entry warning: shown once to logged-out visitors who are not on the installed app, have not
 * dismissed it before and whose country is in the configured list; skipped when enable_site_entry_popup is 'no';
 * hidden on complete-signup, reset-password and reset-password-do; on the chat, lander and empty layouts only
 * for NL and DE.
 */
export function siteEntryWarningVisible(context: SiteEntryWarningContext): boolean {
  const { loggedIn, standalone, dismissedAt, country, countries, enableSiteEntryPopup, routeName, layout } = context;
  if (enableSiteEntryPopup === 'no' || loggedIn || standalone || dismissedAt !== null) return false;
  if (routeName !== null && (ENTRY_WARNING_HIDDEN_ROUTES as readonly string[]).includes(routeName)) return false;
  if (country === null || !countries.includes(country)) return false;
  if (layout !== 'default') return (STRICT_ENTRY_WARNING_COUNTRIES as readonly string[]).includes(country);
  return true;
}
