import { attentionCount } from './attentionCount';

/**
 * SPEC §2: the page title gets a prefix with the sum of unread messages and new likes in brackets
 * when the sum is above zero, e.g. "(3) Dating site".
 */
export function pageTitle(base: string, unreadMessages: number, newLikes: number): string {
  const sum = attentionCount(unreadMessages, newLikes);
  return sum > 0 ? `(${sum}) ${base}` : base;
}
