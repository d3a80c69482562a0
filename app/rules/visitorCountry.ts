import type { Settings } from '../../contract/settings';

/** The visitor's country as geo-IP knows it: the detected country, else the one chosen for the site. */
export function visitorCountry(settings: Pick<Settings, 'geoip_country' | 'geoip_selected_country'>): string | null {
  return settings.geoip_country ?? settings.geoip_selected_country ?? null;
}
