import type { SettingsInLanguage } from '../../contract/settings';
import type { FictionalWording } from '../../src/components/MemberCard/MemberCard';

type FictionalSettings = Pick<SettingsInLanguage, 'fictional_warning' | 'fictional_singular' | 'fictional_plural' | 'fictional_icon'>;

/**
 * SPEC §2/§3: the fictional-profile warning is the site's own wording (`fictional_warning`, `fictional_icon`), named
 * with `fictional_singular` for one profile and `fictional_plural` for several. A site without any wording marks
 * nothing (undefined). The texts come in the reader's language (app/rules/siteText.ts).
 */
export function fictionalWording(settings: FictionalSettings, count = 1): FictionalWording | undefined {
  const label = (count === 1 ? settings.fictional_singular : settings.fictional_plural).trim() || settings.fictional_singular.trim();
  const warning = settings.fictional_warning.trim();
  if (!label && !warning) return undefined;
  return { warning, icon: settings.fictional_icon, label };
}
