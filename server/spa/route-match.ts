import { ROUTES, type RouteDef } from '../../contract/routes';

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

const MATCHERS: readonly { route: RouteDef; pattern: RegExp }[] = ROUTES.map((route) => ({ route, pattern: compile(route.path) }));

/** The first route (in SPEC §2 table order, `/:token` last) whose pattern matches the path. */
export function matchRoute(path: string): RouteDef | null {
  const normalized = path === '' ? '/' : path;
  return MATCHERS.find(({ pattern }) => pattern.test(normalized))?.route ?? null;
}

export function isSpaRoute(path: string): boolean {
  return matchRoute(path) !== null;
}

/** A request for a file (a name with an extension in the last segment), answered 404 when no such file exists. */
export function isFileRequest(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,12}$/i.test(last);
}
