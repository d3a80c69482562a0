import { INFO_PAGE_ROUTES } from './infoPages';
import { LANDER_NAMES } from './routes';

/**
 * The title of each page (README "Page titles"): a key in the `pages` namespace per SPEC §2 route name, formatted as
 * `pages:page_title` ("{{page}} – {{site}}"). The home page keeps the site's own `index_title`; a page that knows more
 * (a member's name) sets its own title over this one. Shared by the app (document title, server-rendered head) and the
 * server (the head of a page it does not render, and of the 404 page).
 */
const ROUTE_TITLE_KEYS: Readonly<Record<string, string>> = {
  login: 'route_titles.login',
  signup: 'route_titles.signup',
  'members-id-signup': 'route_titles.signup',
  'complete-signup': 'route_titles.complete_signup',
  'signup-matches': 'route_titles.signup_matches',
  'reset-password': 'route_titles.reset_password',
  'reset-password-do': 'route_titles.reset_password',
  'activate-done': 'route_titles.activate_done',
  'activate-error': 'route_titles.activate_error',
  'mail-change-do': 'route_titles.mail_change',
  members: 'route_titles.members',
  'members-id': 'route_titles.member_profile',
  'members-id-chat': 'route_titles.chat',
  'members-id-landing': 'route_titles.lander',
  'members-id-landing2-slug': 'route_titles.lander',
  'members-id-landing3-slug': 'route_titles.lander',
  likes: 'route_titles.likes',
  'likes-type': 'route_titles.likes',
  'likes-m-id': 'route_titles.likes',
  chats: 'route_titles.chats',
  'chats-id': 'route_titles.chat',
  profile: 'route_titles.profile',
  settings: 'route_titles.settings',
  notifications: 'route_titles.notifications',
  'match-finder': 'route_titles.match_finder',
  'swipe-game': 'route_titles.swipe_game',
  credits: 'route_titles.credits',
  'credits-repeat-order': 'route_titles.credits',
  'credits-id-paymentmethod': 'route_titles.credits',
  directdebit: 'route_titles.direct_debit',
  premium: 'route_titles.premium',
  pricing: 'route_titles.pricing',
  'transactions-id': 'route_titles.transactions',
  'account-deleted': 'route_titles.account_deleted',
  complaints: 'complaints.title',
  'lang-config': 'language.title',
  'landers-tinderswipe': 'route_titles.lander',
  ...Object.fromEntries(LANDER_NAMES.map((lander) => [`landers-${lander}-slug`, 'route_titles.lander'])),
  ...Object.fromEntries(Object.entries(INFO_PAGE_ROUTES).map(([page, route]) => [route, `${page.replace('-', '_')}.title`])),
};

/** The route name of the 404 page (the app's catch-all route, and any path the server knows no page for). */
export const NOT_FOUND_ROUTE = 'not-found';

/** The `pages` key of the 404 page's title. */
export const NOT_FOUND_TITLE_KEY = 'route_titles.not_found';

/**
 * The `pages` namespace key naming the page of a route, or null for the home page (and the `{token}` route, whose page
 * depends on the token: see `infoPageForToken`), which keep the site's `index_title`.
 */
export function pageTitleKey(routeName: string): string | null {
  if (routeName === NOT_FOUND_ROUTE) return NOT_FOUND_TITLE_KEY;
  return Object.hasOwn(ROUTE_TITLE_KEYS, routeName) ? (ROUTE_TITLE_KEYS[routeName] ?? null) : null;
}
