import type { Language } from '../../contract/constants';
import { INFO_PAGE_ROUTES, infoPageForToken } from '../../contract/infoPages';
import { NOT_FOUND_ROUTE, pageTitleKey } from '../../contract/pageTitles';
import type { Messages } from '../i18n/messages';

export interface ShellTitleInput {
  /** The SPEC §2 route the path matched (server/spa/route-match.ts), or null: no page, the 404 page. */
  readonly routeName: string | null;
  readonly pathname: string;
  readonly language: Language;
  readonly siteName: string;
  readonly indexTitle: string;
  /** The `pages` namespace. */
  readonly messages: Messages;
}

/**
 * The `<title>` of a page the server does not render (a member's pages, the login and signup pages, the 404 page): the
 * same title the app gives the page once it runs (contract/pageTitles.ts, app/rules/pageTitle.ts), so a shared link,
 * a tab and a search result name the page before any script has run. The `{token}` route is its info page's, or the
 * 404 page's when the token names none.
 */
export function shellPageTitle({ routeName, pathname, language, siteName, indexTitle, messages }: ShellTitleInput): string {
  let route = routeName ?? NOT_FOUND_ROUTE;
  if (route === 'token') {
    const page = infoPageForToken(pathname.split('/').filter(Boolean).at(-1));
    route = page ? INFO_PAGE_ROUTES[page] : NOT_FOUND_ROUTE;
  }
  const key = pageTitleKey(route);
  if (key === null || !messages.has(language, key)) return indexTitle;
  return messages.translate(language, 'page_title', { page: messages.translate(language, key), site: siteName });
}
