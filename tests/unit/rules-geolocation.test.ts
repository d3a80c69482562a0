import { describe, expect, it } from 'vitest';
import { cachedPosition, coarsePosition, positionCacheEntry } from '../../app/rules/cachedPosition';
import { afterPositionError, geolocationPermission, POSITION_ERROR } from '../../app/rules/geolocationPermission';
import { GEOLOCATION_MAX_AGE_MS } from '../../contract/constants';

describe('geolocationPermission (SPEC §4: unsupported, unknown, or the browser state)', () => {
  it('is unsupported without the Geolocation API, whatever the Permissions API says', () => {
    expect(geolocationPermission({ geolocation: false, state: null })).toBe('unsupported');
    expect(geolocationPermission({ geolocation: false, state: 'granted' })).toBe('unsupported');
  });
  it('is unknown when the Permissions API cannot tell', () => {
    expect(geolocationPermission({ geolocation: true, state: null })).toBe('unknown');
  });
  it.each(['granted', 'prompt', 'denied'] as const)('is the browser’s %s', (state) => {
    expect(geolocationPermission({ geolocation: true, state })).toBe(state);
  });
});

describe('afterPositionError', () => {
  it('turns a refusal by the member into the denied permission, without a failure message', () => {
    expect(afterPositionError(POSITION_ERROR.permissionDenied, 'prompt')).toEqual({ permission: 'denied', status: 'idle' });
    expect(afterPositionError(POSITION_ERROR.permissionDenied, 'unknown')).toEqual({ permission: 'denied', status: 'idle' });
  });
  it('reports no fix and timeouts as a failed attempt, keeping the permission', () => {
    expect(afterPositionError(POSITION_ERROR.positionUnavailable, 'granted')).toEqual({ permission: 'granted', status: 'failed' });
    expect(afterPositionError(POSITION_ERROR.timeout, 'unknown')).toEqual({ permission: 'unknown', status: 'failed' });
  });
});

describe('cachedPosition (SPEC §9: geolocation cache maximum age 1 hour)', () => {
  const taken = 1_750_000_000_000;
  const entry = positionCacheEntry({ lat: 52.370216, lon: 4.895168 }, taken);

  it('stores a coarse position (two decimals) with the time it was taken', () => {
    expect(JSON.parse(entry)).toEqual({ lat: 52.37, lon: 4.9, timestamp: taken });
    expect(coarsePosition({ lat: -33.86882, lon: 151.20929 })).toEqual({ lat: -33.87, lon: 151.21 });
  });

  it('reuses it for up to an hour', () => {
    expect(cachedPosition(entry, taken)).toEqual({ lat: 52.37, lon: 4.9 });
    expect(cachedPosition(entry, taken + GEOLOCATION_MAX_AGE_MS)).toEqual({ lat: 52.37, lon: 4.9 });
  });

  it('forgets it after an hour', () => {
    expect(GEOLOCATION_MAX_AGE_MS).toBe(60 * 60 * 1000);
    expect(cachedPosition(entry, taken + GEOLOCATION_MAX_AGE_MS + 1)).toBeNull();
  });

  it('ignores an entry dated in the future (a changed clock)', () => {
    expect(cachedPosition(entry, taken - 1)).toBeNull();
  });

  it.each([null, '', 'not json', '{}', '[]', 'null', '{"lat":"52","lon":4,"timestamp":1}', '{"lat":91,"lon":4,"timestamp":1}', '{"lat":52,"lon":4}'])(
    'ignores a missing or unreadable entry: %s',
    (raw) => {
      expect(cachedPosition(raw, taken)).toBeNull();
    },
  );
});
