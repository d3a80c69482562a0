import { pageTitleKey } from '../../contract/pageTitles';
import { attentionCount } from './attentionCount';

/**
 * SPEC §2: the page title gets a prefix with the sum of unread messages and new likes in brackets
 * when the sum is above zero, e.g. "(3) Dating site".
 */
export function pageTitle(base: string, unreadMessages: number, newLikes: number): string {
  const sum = attentionCount(unreadMessages, newLikes);
  return sum > 0 ? `(${sum}) ${base}` : base;
}

/** i18next's `t`, as far as the title needs it. */
export type TitleTranslate = (key: string, options?: Record<string, string>) => string;

export interface BasePageTitleInput {
  /** The current page's route name (SPEC §2; `not-found` for the 404 page), or null before a page matched. */
  readonly routeName: string | null;
  /** A title the page set itself (a member's name, a conversation), which wins. */
  readonly ownTitle: string | null;
  readonly siteName: string;
  /** The site's `index_title`: the home page's title, and any page's while none is known. */
  readonly indexTitle: string;
  readonly t: TitleTranslate;
}

/**
 * Each page's own title (contract/pageTitles.ts), before the SPEC §2 count prefix: the page's own title when it set
 * one, else its route's ("Log in – FlirtLane", "Page not found – FlirtLane"), else the site's index title.
 */
export function basePageTitle({ routeName, ownTitle, siteName, indexTitle, t }: BasePageTitleInput): string {
  if (ownTitle) return ownTitle;
  const key = routeName === null ? null : pageTitleKey(routeName);
  if (key === null) return indexTitle;
  return t('pages:page_title', { page: t(`pages:${key}`), site: siteName });
}
