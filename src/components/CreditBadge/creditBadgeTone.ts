import { LOW_CREDITS_THRESHOLD } from '../../../contract/constants';

/**
 * SPEC §2: the credits badge shows only at 10 credits or fewer — warning tone above 0, danger tone at 0.
 * Above the threshold (or for a value that is not a number) there is no badge.
 */
export function creditBadgeTone(credits: number): 'warning' | 'danger' | null {
  if (Number.isNaN(credits) || credits > LOW_CREDITS_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}
