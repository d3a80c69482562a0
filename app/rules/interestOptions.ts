import { interestKeys, type InterestKey } from '../../contract/interests';

const KNOWN: ReadonlySet<string> = new Set(interestKeys);

/**
 * The interests a member can choose on the profile settings: the site's `interests` setting (SPEC §3) in its order,
 * keeping only keys we have icons and words for; every interest when the site names none (or none we know).
 */
export function interestOptions(siteInterests: readonly string[]): InterestKey[] {
  const offered = [...new Set(siteInterests.filter((key): key is InterestKey => KNOWN.has(key)))];
  return offered.length > 0 ? offered : [...interestKeys];
}
