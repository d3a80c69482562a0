import { describe, expect, it } from 'vitest';
import { ageOn } from '../../contract/accounts';
import { coarseDistanceKm, reverseGeocode } from '../../server/geo/geocode';
import { ADMIN_REGIONS } from '../../server/geo/admin-regions';
import { unknownSeats } from '../../server/geo/cities';
import { photoAccess, type PhotoAccessInput } from '../../server/media/access';
import { birthDateBounds, hasKink, memberConstraints, nicheAudience, visitorSearchMode } from '../../server/members/audience';
import { decodeCursor, encodeCursor } from '../../server/members/cursor';
import { cleanAbout } from '../../server/members/edit-profile';
import { inGender } from '../../server/seed/about-texts';
import { REGIONS } from '../../server/sites/regions';

describe('nicheAudience', () => {
  it.each([
    [1, { genderFromViewerSeeking: true }],
    [2, { gender: 'woman', seeking: ['man', 'woman'] }],
    [3, { kink: true, genderFromViewerSeeking: true }],
    [4, { gender: 'woman', bodyTypes: ['curvy', 'plus'] }],
    [5, { gender: 'woman', minAge: 60 }],
    [6, { gender: 'woman', minAge: 35, maxAge: 59 }],
    [7, { gender: 'man', seeking: ['man'] }],
  ])('niche %i', (niche, audience) => {
    expect(nicheAudience(niche)).toEqual(audience);
  });
});

describe('memberConstraints', () => {
  it('uses the viewer’s seeking as the default gender on the general site, and `any` overrides it', () => {
    expect(memberConstraints(nicheAudience(1), {}, 'woman')).toMatchObject({ gender: 'woman' });
    expect(memberConstraints(nicheAudience(1), { gender: 'any' }, 'woman')).not.toHaveProperty('gender');
    expect(memberConstraints(nicheAudience(1), {}, null)).not.toHaveProperty('gender');
  });

  it('keeps the niche gender, and a contradicting filter gives no result at all', () => {
    expect(memberConstraints(nicheAudience(7), {}, 'woman')).toMatchObject({ gender: 'man', seeking: ['man'] });
    expect(memberConstraints(nicheAudience(7), { gender: 'woman' }, null)).toBeNull();
    expect(memberConstraints(nicheAudience(2), { gender: 'woman' }, null)).toMatchObject({ gender: 'woman' });
  });

  it('intersects ages with the niche and clamps to 18…99', () => {
    expect(memberConstraints(nicheAudience(6), { minAge: 20, maxAge: 40 }, null)).toMatchObject({ minAge: 35, maxAge: 40 });
    expect(memberConstraints(nicheAudience(5), { maxAge: 50 }, null)).toBeNull();
    expect(memberConstraints(nicheAudience(3), {}, null)).toMatchObject({ minAge: 18, maxAge: 99, kink: true });
  });

  it('shows a viewer of the bdsm niche the gender they seek by default, and every gender when they ask for it', () => {
    expect(memberConstraints(nicheAudience(3), {}, 'woman')).toMatchObject({ gender: 'woman', kink: true });
    expect(memberConstraints(nicheAudience(3), { gender: 'any' }, 'woman')).not.toHaveProperty('gender');
  });

  it('passes country and region through', () => {
    expect(memberConstraints(nicheAudience(1), { country: 'NL', region: 'NL-NH', gender: 'any' }, null)).toEqual({
      country: 'NL',
      region: 'NL-NH',
      minAge: 18,
      maxAge: 99,
    });
  });
});

describe('visitorSearchMode', () => {
  const visitor = { loggedIn: false, loggedOutSearch: false, loggedOutSearchTrafficsource: false, hasTrafficSource: false };
  it('members search fully whatever the site says', () => {
    expect(visitorSearchMode({ ...visitor, loggedIn: true })).toBe('full');
  });
  it('visitors get a limited search when logged_out_search is on', () => {
    expect(visitorSearchMode({ ...visitor, loggedOutSearch: true })).toBe('limited');
  });
  it('with logged_out_search_trafficsource only visitors with a traffic source search', () => {
    expect(visitorSearchMode({ ...visitor, loggedOutSearchTrafficsource: true })).toBe('denied');
    expect(visitorSearchMode({ ...visitor, loggedOutSearchTrafficsource: true, hasTrafficSource: true })).toBe('limited');
  });
  it('otherwise visitors are refused', () => {
    expect(visitorSearchMode(visitor)).toBe('denied');
    expect(visitorSearchMode({ ...visitor, hasTrafficSource: true })).toBe('denied');
  });
});

describe('birthDateBounds', () => {
  it('agrees with ageOn for every birthday around the bounds, 29 February included', () => {
    const days = ['2024-02-28', '2024-02-29', '2024-03-01', '2025-02-28', '2025-03-01', '2025-12-31', '2026-01-01', '2026-06-15'];
    for (const day of days) {
      const today = new Date(`${day}T12:00:00Z`);
      const { bornOnOrBefore, bornAfter } = birthDateBounds(30, 40, today);
      for (let offset = -800; offset <= 800; offset += 1) {
        for (const age of [30, 40, 41]) {
          const birth = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate() + offset)).toISOString().slice(0, 10);
          const inRange = birth <= bornOnOrBefore && birth > bornAfter;
          const realAge = ageOn(birth, today) ?? -1;
          expect(inRange, `${birth} on ${day}`).toBe(realAge >= 30 && realAge <= 40);
        }
      }
    }
  });
});

describe('photoAccess (SEC-15)', () => {
  const base: PhotoAccessInput = {
    viewer: { userId: 2, premium: false },
    photo: { ownerId: 1, status: 'active', visibility: 'private', isPublicMain: false },
    ownerListed: true,
    viewerBlockedByOwner: false,
    ownerInPool: true,
    variant: 'full',
  };
  it('gives the owner everything, whatever its status', () => {
    for (const variant of ['thumb', 'full', 'blurred'] as const) {
      expect(photoAccess({ ...base, viewer: { userId: 1, premium: false }, photo: { ...base.photo, status: 'pending' }, variant })).toBe('allow');
    }
  });
  it('never gives a non-premium viewer the thumbnail or full private photo, only the blurred one', () => {
    for (const viewer of [null, { userId: 2, premium: false }]) {
      expect(photoAccess({ ...base, viewer, variant: 'thumb' })).toBe('forbidden');
      expect(photoAccess({ ...base, viewer, variant: 'full' })).toBe('forbidden');
      expect(photoAccess({ ...base, viewer, variant: 'blurred' })).toBe('allow');
    }
    expect(photoAccess({ ...base, viewer: { userId: 2, premium: true } })).toBe('allow');
  });
  it('hides photos of unlisted owners, pending photos, and photos of an owner who blocked the viewer', () => {
    expect(photoAccess({ ...base, ownerListed: false, variant: 'blurred' })).toBe('not_found');
    expect(photoAccess({ ...base, photo: { ...base.photo, status: 'pending' }, variant: 'blurred' })).toBe('not_found');
    expect(photoAccess({ ...base, viewer: { userId: 2, premium: true }, viewerBlockedByOwner: true })).toBe('not_found');
    // SEC-29: outside the site's member pool the photos are not there, by every variant.
    for (const variant of ['thumb', 'full', 'blurred'] as const) expect(photoAccess({ ...base, viewer: { userId: 2, premium: true }, ownerInPool: false, variant })).toBe('not_found');
  });
  it('shows visitors the main photo and asks them to log in for more', () => {
    const publicPhoto = { ...base.photo, visibility: 'public' as const };
    expect(photoAccess({ ...base, viewer: null, photo: { ...publicPhoto, isPublicMain: true } })).toBe('allow');
    expect(photoAccess({ ...base, viewer: null, photo: publicPhoto })).toBe('login');
    expect(photoAccess({ ...base, photo: publicPhoto })).toBe('allow');
  });
});

describe('search cursor', () => {
  it('round-trips and refuses anything else', () => {
    const cursor = { lastActiveAt: '2025-01-02T03:04:05.678Z', id: 42, numResults: 1234, capped: false, page: 3 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    for (const bad of ['', 'abc', Buffer.from('{"t":"x","i":1}').toString('base64url'), Buffer.from('[1,2]').toString('base64url')]) {
      expect(() => decodeCursor(bad)).toThrow();
    }
  });
});

describe('coarse distances (SEC-18)', () => {
  it('are whole multiples of 5 km, at least 5', () => {
    expect(coarseDistanceKm({ lat: 52.37, lon: 4.89 }, { lat: 52.37, lon: 4.89 })).toBe(5);
    const km = coarseDistanceKm({ lat: 52.37, lon: 4.89 }, { lat: 52.09, lon: 5.12 });
    expect(km % 5).toBe(0);
    expect(km).toBeGreaterThanOrEqual(35);
    expect(km).toBeLessThanOrEqual(40);
  });
});

describe('reverse geocoding data', () => {
  it('maps every admin code to a region of the region list, and every seat town exists in the dataset', () => {
    for (const [country, codes] of Object.entries(ADMIN_REGIONS)) {
      const ids = new Set((REGIONS[country] ?? []).map((region) => region.id));
      for (const mapping of Object.values(codes)) {
        const regions = typeof mapping === 'string' ? [mapping] : mapping.map((seated) => seated.region);
        for (const region of regions) expect(ids.has(region), `${country}: ${region}`).toBe(true);
      }
    }
    expect(unknownSeats()).toEqual([]);
  });

  it.each([
    [52.3676, 4.9041, { city: 'Amsterdam', region: 'NL-NH', country: 'NL' }],
    [48.8566, 2.3522, { city: 'Paris', region: 'FR-IDF', country: 'FR' }],
    [51.2194, 4.4025, { city: 'Antwerpen', region: 'BE-VAN', country: 'BE' }],
    [53.4808, -2.2426, { city: 'Manchester', region: 'GB-ENG-NW', country: 'GB' }],
    [40.7128, -74.006, { country: 'US', region: 'US-NY' }],
  ])('%f, %f', (lat, lon, expected) => {
    expect(reverseGeocode(lat, lon)).toMatchObject(expected);
  });

  it('answers false in the middle of the ocean', () => {
    expect(reverseGeocode(0, -30)).toBe(false);
  });
});

describe('small rules', () => {
  it('kink comes from bondage or sadomasochism interests', () => {
    expect(hasKink(['music', 'bondage'])).toBe(true);
    expect(hasKink(['sadomasochism'])).toBe(true);
    expect(hasKink(['music', 'tea'])).toBe(false);
  });
  it('profile texts keep line breaks and lose control characters', () => {
    expect(cleanAbout('  Hi\r\nthere\u0007\u200b!  ')).toBe('Hi\nthere!');
  });
  it('demo texts pick the grammatical gender', () => {
    expect(inGender('Nuev«o|a» en la ciudad', true)).toBe('Nueva en la ciudad');
    expect(inGender('Sûr«|e» de moi', false)).toBe('Sûr de moi');
  });
});
