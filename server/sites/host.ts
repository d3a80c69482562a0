/**
 * The site lookup key of a Host header (or a forced `domain`): lower case, without port, trailing dot or a leading
 * `www.`. Answers null for anything that is not a plausible host name, so junk never reaches the database or cache.
 */
export function normalizeHost(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 0) return null;
    host = host.slice(0, end + 1);
    return /^\[[0-9a-f:.]+\]$/.test(host) ? host : null;
  }
  host = host.replace(/:\d{0,5}$/, '').replace(/\.$/, '');
  if (host.startsWith('www.')) host = host.slice(4);
  if (host.length === 0 || host.length > 253) return null;
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/.test(host)) return null;
  return host;
}
