/**
 * SPEC §2 route table. Paths use React Router syntax (`:id`, optional `:slug?`); `name` is the route id.
 * Names quoted by SPEC §2 are kept as they are; the remaining routes are named after their path the same way.
 */
export type LayoutName = 'default' | 'chat' | 'lander' | 'empty';

export interface RouteDef {
  readonly name: string;
  readonly path: string;
  readonly layout: LayoutName;
  /** Only reachable when logged in; a visitor is asked to sign up or log in. */
  readonly auth?: boolean;
}

const LANDER_NAMES = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export type LanderName = (typeof LANDER_NAMES)[number] | 'tinderswipe';
export { LANDER_NAMES };

export const ROUTES = [
  { name: 'index', path: '/', layout: 'default' },
  { name: 'login', path: '/login', layout: 'default' },
  { name: 'signup', path: '/signup', layout: 'empty' },
  { name: 'complete-signup', path: '/complete-signup', layout: 'empty', auth: true },
  { name: 'signup-matches', path: '/signup-matches', layout: 'empty', auth: true },
  { name: 'reset-password', path: '/reset-password', layout: 'default' },
  { name: 'reset-password-do', path: '/reset-password/do', layout: 'default' },
  { name: 'activate-done', path: '/activate/done', layout: 'default' },
  { name: 'activate-error', path: '/activate/error', layout: 'default' },
  { name: 'mail-change-do', path: '/mail-change/do', layout: 'default' },

  { name: 'members', path: '/members', layout: 'default' },
  { name: 'members-id', path: '/members/:id', layout: 'default' },
  { name: 'members-id-chat', path: '/members/:id/chat', layout: 'chat', auth: true },
  { name: 'members-id-landing', path: '/members/:id/landing', layout: 'lander' },
  { name: 'members-id-signup', path: '/members/:id/signup', layout: 'empty' },
  { name: 'members-id-landing2-slug', path: '/members/:id/landing2/:slug?', layout: 'lander' },
  { name: 'members-id-landing3-slug', path: '/members/:id/landing3/:slug?', layout: 'lander' },

  { name: 'likes', path: '/likes', layout: 'default', auth: true },
  { name: 'likes-type', path: '/likes/:type', layout: 'default', auth: true },
  { name: 'likes-m-id', path: '/likes/m/:id', layout: 'default', auth: true },

  { name: 'chats', path: '/chats', layout: 'default', auth: true },
  { name: 'chats-id', path: '/chats/:id', layout: 'chat', auth: true },

  { name: 'profile', path: '/profile', layout: 'default', auth: true },
  { name: 'settings', path: '/settings', layout: 'default', auth: true },
  { name: 'notifications', path: '/notifications', layout: 'default', auth: true },
  { name: 'match-finder', path: '/match-finder', layout: 'default', auth: true },
  { name: 'swipe-game', path: '/swipe-game', layout: 'default', auth: true },

  { name: 'credits', path: '/credits', layout: 'default', auth: true },
  { name: 'credits-repeat-order', path: '/credits/repeat-order', layout: 'default', auth: true },
  { name: 'credits-id-paymentmethod', path: '/credits/:id/:paymentmethod?', layout: 'default', auth: true },
  { name: 'directdebit', path: '/directdebit', layout: 'default', auth: true },
  { name: 'premium', path: '/premium', layout: 'default' },
  { name: 'pricing', path: '/pricing', layout: 'default' },
  { name: 'transactions-id', path: '/transactions/:id?', layout: 'default', auth: true },

  { name: 'account-deleted', path: '/account-deleted', layout: 'default' },
  { name: 'complaints', path: '/complaints', layout: 'default' },
  { name: 'lang-config', path: '/lang-config', layout: 'default' },

  { name: 'pages-ban', path: '/pages/ban', layout: 'default' },
  { name: 'pages-cookies', path: '/pages/cookies', layout: 'default' },
  { name: 'pages-faq', path: '/pages/faq', layout: 'default' },
  { name: 'pages-privacy', path: '/pages/privacy', layout: 'default' },
  { name: 'pages-return-policy', path: '/pages/return-policy', layout: 'default' },
  { name: 'pages-service', path: '/pages/service', layout: 'default' },
  { name: 'pages-terms', path: '/pages/terms', layout: 'default' },

  { name: 'landers-tinderswipe', path: '/landers/tinderswipe', layout: 'lander' },
  ...LANDER_NAMES.map((lander) => ({ name: `landers-${lander}-slug`, path: `/landers/${lander}/:slug?`, layout: 'lander' as const })),

  /** SPEC §2 info pages reached by a token (`{token}`); matched last, before the 404. */
  { name: 'token', path: '/:token', layout: 'default' },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** SPEC §2: the members area. */
export const MEMBERS_AREA_ROUTES = ['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'] as const;

/** SPEC §2: routes on which the installed app shows a back button. */
export const BACK_BUTTON_ROUTES = ['members-id', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod'] as const;

const byName = new Map<string, RouteDef>(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: string): RouteDef | undefined {
  return byName.get(name);
}

/** Builds a concrete path from a route name and its params; optional params left out drop their segment. */
export function pathFor(name: RouteName, params: Record<string, string | number | undefined> = {}): string {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  const path = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`Route ${name} needs param ${key}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
  return path === '' ? '/' : path;
}
