import type { LastOpenedChat } from '../storage/lastOpenedChat';

/**
 * How long after a conversation was last open a purchase still counts as begun from it: 30 minutes covers choosing
 * a package and paying (the sandbox or a provider's checkout), while a purchase the next day starts afresh.
 */
export const RETURN_TO_CHAT_MAX_AGE_MS = 30 * 60_000;

/**
 * The payment's start is the server's clock and the chat's date the browser's: a purchase up to this much "before"
 * the chat was last open is taken as clock difference, not as begun elsewhere.
 */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** Where to go back to: the conversation, or the chat with a member not written to yet. */
export type ChatToReturnTo = { readonly conversationId: number } | { readonly memberId: number };

/**
 * The chat the payment result page's "Start chatting" leads back to: the last opened chat of this member (SPEC §3
 * chat store), when the purchase began within RETURN_TO_CHAT_MAX_AGE_MS of it being open; otherwise null (the page
 * leads to the members page).
 */
export function chatToReturnTo(
  last: LastOpenedChat | null,
  purchase: { readonly userId: number | null; readonly startedAt: number },
): ChatToReturnTo | null {
  if (!last || purchase.userId === null || last.userId !== purchase.userId || !Number.isFinite(purchase.startedAt)) return null;
  const sinceOpen = purchase.startedAt - last.openedAt;
  if (sinceOpen < -CLOCK_SKEW_MS || sinceOpen > RETURN_TO_CHAT_MAX_AGE_MS) return null;
  return last.conversationId !== null ? { conversationId: last.conversationId } : { memberId: last.profileId };
}
