import { ROUTES } from '../../contract/routes';

/**
 * Decides whether a path is one of the SPA's routes (SPEC §2 route table, contract/routes.ts), so unknown paths get
 * HTTP 404 while the SPA still renders its "page not found". React Router patterns: `:name` is one segment,
 * `:name?` an optional one; matching is case-insensitive and ignores a trailing slash, as React Router does.
 * Note: the info-page route `/:token` matches any single segment, so only paths of two or more segments can be 404.
 */
function compile(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}

const MATCHERS: readonly RegExp[] = ROUTES.map((route) => compile(route.path));

export function isSpaRoute(path: string): boolean {
  const normalized = path === '' ? '/' : path;
  return MATCHERS.some((matcher) => matcher.test(normalized));
}

/** A request for a file (a name with an extension in the last segment), answered 404 when no such file exists. */
export function isFileRequest(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,12}$/i.test(last);
}
