/**
 * Where to go after login (`?next=`): only a same-site path ("/chats/4?x=1"), never another origin
 * ("//evil.example", "https://…", "/\\evil") or a control character; anything else falls back.
 */
export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next || next.length > 2048) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if ([...next].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const url = new URL(next, 'https://site.invalid');
    if (url.origin !== 'https://site.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The login page's address that returns here afterwards. */
export function loginPathWithNext(loginPath: string, current: string): string {
  return `${loginPath}?${new URLSearchParams({ next: current }).toString()}`;
}
