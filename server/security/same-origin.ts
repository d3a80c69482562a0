import { CLIENT_TYPE_HEADER } from '../../contract/constants';

type Headers = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A client type label: our SPA sends `web`; other first-party clients send their own short name. */
export function hasClientTypeHeader(headers: Headers): boolean {
  const value = single(headers[CLIENT_TYPE_HEADER])?.trim();
  return value !== undefined && /^[a-z0-9_-]{1,32}$/i.test(value);
}

/**
 * SEC-11: is this unsafe request from our own pages? Browsers send `Sec-Fetch-Site` (modern) and/or `Origin` on every
 * unsafe request, so: `Sec-Fetch-Site` must be same-origin (or none: typed by the user); else `Origin` must name this
 * host (or PUBLIC_URL). A request with neither header does not come from a browser, so it cannot carry a victim's
 * cookies by way of another site. Hosts are compared without the scheme, so a TLS-terminating proxy without
 * TRUST_PROXY does not break same-origin posts.
 */
export function isSameOriginRequest(headers: Headers, ownHost: string, publicUrl: URL | null): boolean {
  const fetchSite = single(headers['sec-fetch-site'])?.toLowerCase();
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = single(headers.origin);
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null"
  }
  if (parsed.host.toLowerCase() === ownHost.toLowerCase()) return true;
  return publicUrl !== null && parsed.origin === publicUrl.origin;
}
