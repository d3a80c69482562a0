import { describe, expect, it } from 'vitest';
import { openedFromPremiumOnlyFeature, PREMIUM_ONLY_STATE, showsPremiumOnlyAlert } from '../../app/rules/premiumOnly';

describe('SPEC §8 premium-only alert', () => {
  it('knows the premium page was opened from a premium-only feature by the navigation state', () => {
    expect(openedFromPremiumOnlyFeature(PREMIUM_ONLY_STATE)).toBe(true);
    for (const other of [null, undefined, {}, { premiumOnly: 'yes' }, 'premiumOnly', { premiumOnly: false }]) {
      expect(openedFromPremiumOnlyFeature(other)).toBe(false);
    }
  });

  it('shows the alert to a member who is not premium, never to a premium member', () => {
    expect(showsPremiumOnlyAlert(PREMIUM_ONLY_STATE, false)).toBe(true);
    expect(showsPremiumOnlyAlert(PREMIUM_ONLY_STATE, true)).toBe(false);
    expect(showsPremiumOnlyAlert(null, false)).toBe(false);
  });
});
