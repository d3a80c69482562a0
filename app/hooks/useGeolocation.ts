import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeocodeLocation } from '../../contract/members';
import type { GeolocationPermission, GeolocationStatus } from '../../src/components/GeolocationButton/GeolocationButton';
import { geocode } from '../data/profile';
import { cachedPosition, coarsePosition, positionCacheEntry, type Coordinates } from '../rules/cachedPosition';
import { afterPositionError, geolocationPermission } from '../rules/geolocationPermission';

/** localStorage key of the last position (coarse, with the time it was taken; see `cachedPosition`). */
export const GEOLOCATION_CACHE_KEY = 'geolocation-position';
/** How long the browser may look for a position before the attempt counts as failed. */
const POSITION_TIMEOUT_MS = 20_000;

export interface Geolocation {
  /** SPEC §4: unsupported, unknown, or the browser's state (granted, prompt, denied). */
  permission: GeolocationPermission;
  status: GeolocationStatus;
  /** The city of the last successful request (SPEC §7 "result stored"); null before one, or when none was near. */
  location: GeocodeLocation | null;
  /** Asks the browser for the position (or reuses one taken within the hour), then the server for its city. */
  request: () => void;
}

function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && Boolean(navigator.geolocation);
}

function readCache(): string | null {
  try {
    return window.localStorage.getItem(GEOLOCATION_CACHE_KEY);
  } catch {
    return null;
  }
}

function writeCache(entry: string): void {
  try {
    window.localStorage.setItem(GEOLOCATION_CACHE_KEY, entry);
  } catch {
    // Private mode or a full quota: the next request asks the browser again.
  }
}

class PositionError extends Error {
  constructor(readonly code: number) {
    super(`geolocation failed with code ${code}`);
  }
}

function currentPosition(): Promise<{ position: Coordinates; timestamp: number }> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (result) => resolve({ position: { lat: result.coords.latitude, lon: result.coords.longitude }, timestamp: result.timestamp }),
      (error) => reject(new PositionError(error.code)),
      // City level is all we keep, so a coarse fix is enough. The hour-long cache is ours (`cachedPosition`), so the
      // browser is asked for a fresh fix: its own cache could otherwise hand back a position older than we know.
      { enableHighAccuracy: false, maximumAge: 0, timeout: POSITION_TIMEOUT_MS },
    );
  });
}

/** The geolocation button's state and request (SPEC §4 permission states, §7 `/api/geocode.php`, §9 1-hour cache). */
export function useGeolocation(): Geolocation {
  const [permission, setPermission] = useState<GeolocationPermission>(() => geolocationPermission({ geolocation: hasGeolocation(), state: null }));
  const [status, setStatus] = useState<GeolocationStatus>('idle');
  const [location, setLocation] = useState<GeocodeLocation | null>(null);
  const mounted = useRef(true);
  const busy = useRef(false);

  useEffect(() => {
    mounted.current = true;
    if (!hasGeolocation() || !navigator.permissions?.query) return;
    let permissionStatus: PermissionStatus | null = null;
    const follow = () => {
      if (mounted.current && permissionStatus) setPermission(geolocationPermission({ geolocation: true, state: permissionStatus.state }));
    };
    navigator.permissions.query({ name: 'geolocation' }).then(
      (result) => {
        permissionStatus = result;
        follow();
        result.addEventListener('change', follow);
      },
      () => {
        // Some browsers cannot be asked about geolocation: the state stays unknown until the browser answers a request.
      },
    );
    return () => {
      mounted.current = false;
      permissionStatus?.removeEventListener('change', follow);
    };
  }, []);

  const request = useCallback(() => {
    if (!hasGeolocation() || busy.current) return;
    busy.current = true;
    setStatus('locating');
    const run = async () => {
      let position = cachedPosition(readCache(), Date.now());
      if (!position) {
        const fix = await currentPosition();
        // The browser answered, so the member allowed it (the Permissions API may not have said so).
        if (mounted.current) setPermission('granted');
        position = coarsePosition(fix.position);
        writeCache(positionCacheEntry(fix.position, fix.timestamp));
      }
      const { location: found } = await geocode(position);
      if (!mounted.current) return;
      setLocation(found === false ? null : found);
      setStatus(found === false ? 'failed' : 'found');
    };
    run()
      .catch((error: unknown) => {
        if (!mounted.current) return;
        if (error instanceof PositionError) {
          setPermission((current) => afterPositionError(error.code, current).permission);
          setStatus(afterPositionError(error.code, permission).status);
        } else {
          setStatus('failed');
        }
      })
      .finally(() => {
        busy.current = false;
      });
  }, [permission]);

  return { permission, status, location, request };
}
