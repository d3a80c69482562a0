/**
 * SEC-11 for sockets (cross-site WebSocket hijacking): a browser sends `Origin` on every WebSocket handshake and a
 * page on another site cannot forge it, so the handshake must come from this host (or PUBLIC_URL). Unlike unsafe
 * HTTP calls, a missing `Origin` is refused too: every legitimate client of this socket is a page of the site.
 * Hosts are compared without the scheme, so a TLS-terminating proxy without TRUST_PROXY does not break it.
 */
export function isAllowedSocketOrigin(origin: string | undefined, ownHost: string, publicUrl: URL | null): boolean {
  if (origin === undefined || origin === '') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null" (sandboxed frames, file: pages)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.host.toLowerCase() === ownHost.toLowerCase()) return true;
  return publicUrl !== null && parsed.origin === publicUrl.origin;
}
