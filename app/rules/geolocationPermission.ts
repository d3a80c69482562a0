import type { GeolocationPermission, GeolocationStatus } from '../../src/components/GeolocationButton/GeolocationButton';

export interface GeolocationSupport {
  /** `navigator.geolocation` exists. */
  geolocation: boolean;
  /** The Permissions API's answer for `geolocation`; null when the API is missing or could not tell. */
  state: PermissionState | null;
}

/**
 * SPEC §4 geolocation permission: `unsupported` without the Geolocation API, `unknown` while (or when) the
 * Permissions API cannot say, otherwise the browser's own state (granted, prompt, denied).
 */
export function geolocationPermission({ geolocation, state }: GeolocationSupport): GeolocationPermission {
  if (!geolocation) return 'unsupported';
  return state ?? 'unknown';
}

/** `GeolocationPositionError.code` values (the constants are not available outside a browser). */
export const POSITION_ERROR = { permissionDenied: 1, positionUnavailable: 2, timeout: 3 } as const;

/**
 * After the browser refused a position: a refusal by the member is the `denied` permission (the button says how to
 * allow it, no failure message); no fix or a timeout is a failed attempt, and the permission stays what it was.
 */
export function afterPositionError(
  code: number,
  permission: GeolocationPermission,
): { permission: GeolocationPermission; status: GeolocationStatus } {
  if (code === POSITION_ERROR.permissionDenied) return { permission: 'denied', status: 'idle' };
  return { permission, status: 'failed' };
}
