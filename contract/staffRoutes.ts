/**
 * The back office's pages (issue 8; the specification leaves the staff side out). They live under `/staff` in the same
 * SPA, load as their own chunk, are never server-rendered and are kept from crawlers. Paths are React Router patterns.
 */
export const STAFF_BASE = '/staff';

export const STAFF_PAGES = {
  home: '/staff',
  login: '/staff/login',
  audit: '/staff/audit',
  accounts: '/staff/accounts',
  sites: '/staff/sites',
  siteNew: '/staff/sites/new',
  site: '/staff/sites/:id',
  photos: '/staff/moderation/photos',
  texts: '/staff/moderation/texts',
  complaints: '/staff/moderation/complaints',
  members: '/staff/moderation/members',
  member: '/staff/moderation/members/:id',
  operators: '/staff/operators',
  operatorConversation: '/staff/operators/:id',
} as const;

export type StaffPage = keyof typeof STAFF_PAGES;

/** `/staff/sites/:id` with its parameters filled in. */
export function staffPath(page: StaffPage, params: Record<string, string | number> = {}): string {
  return STAFF_PAGES[page].replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

const PATTERNS = Object.values(STAFF_PAGES).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+')}/?$`, 'i'),
);

/** Whether a path is one of the back office's pages (answered 200 with the SPA shell). */
export function isStaffPage(path: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(path));
}

/** Whether a path is under the back office at all (known page or not). */
export function isStaffPath(path: string): boolean {
  return path === STAFF_BASE || path.toLowerCase().startsWith(`${STAFF_BASE}/`);
}
