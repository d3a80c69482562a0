import { describe, expect, it } from 'vitest';
import { contrastRatio, getTheme, NICHE_IDS, UNREAD_BADGE_MIN_CONTRAST, UNREAD_EXCEPTIONS } from '../../theme/index';

const ratio = (fg: string, bg: string) => `${contrastRatio(fg, bg).toFixed(2)}:1`;

describe('SPEC §9: the unread colour equals the secondary colour in every niche', () => {
  it.each(NICHE_IDS.filter((id) => !UNREAD_EXCEPTIONS[id]))('niche %i colours unread with its secondary, and its count with onSecondary', (id) => {
    const { color } = getTheme(id);
    expect(color.unread).toBe(color.secondary);
    expect(color.onUnread).toBe(color.onSecondary);
    // The secondary stands out from the nav bar the badge sits on.
    expect(contrastRatio(color.unread, color.navBackground)).toBeGreaterThanOrEqual(UNREAD_BADGE_MIN_CONTRAST);
  });

  it('niche 1 (SPEC §9: secondary yellow) has no exception', () => {
    expect(UNREAD_EXCEPTIONS[1]).toBeUndefined();
  });

  it('allows at most one exception per niche, and only in the niches there are', () => {
    expect(Object.keys(UNREAD_EXCEPTIONS).every((id) => (NICHE_IDS as readonly number[]).includes(Number(id)))).toBe(true);
  });

  it.each(NICHE_IDS.filter((id) => UNREAD_EXCEPTIONS[id]))('niche %i documents its exception with the contrast reason that holds', (id) => {
    const { color } = getTheme(id);
    const reason = UNREAD_EXCEPTIONS[id]?.reason ?? '';
    expect(color.unread).not.toBe(color.secondary);
    // Needed: the secondary does not stand out from the nav bar …
    expect(contrastRatio(color.secondary, color.navBackground)).toBeLessThan(UNREAD_BADGE_MIN_CONTRAST);
    // … and the colour chosen instead does.
    expect(contrastRatio(color.unread, color.navBackground)).toBeGreaterThanOrEqual(UNREAD_BADGE_MIN_CONTRAST);
    // The figures the reason gives are the theme's own.
    expect(reason).toContain(ratio(color.secondary, color.navBackground));
    expect(reason).toContain(ratio(color.unread, color.navBackground));
  });
});
