import { z } from 'zod';

/**
 * SPEC §3 chat store: "the last opened chat profile and its date". Kept in localStorage (a provider's checkout may
 * come back in another tab) for the member who opened it; the payment result page reads it to lead back to that
 * conversation (app/rules/chatToReturnTo.ts).
 */
const LAST_OPENED_CHAT_KEY = 'last-opened-chat';

export interface LastOpenedChat {
  /** The member who had it open (another account in the same browser is not led into it). */
  userId: number;
  /** Null for a conversation not started yet (`/members/{id}/chat` before the first message). */
  conversationId: number | null;
  /** The other member's profile. */
  profileId: number;
  /** When it was last open, in ms since the epoch (set on opening and again on leaving it). */
  openedAt: number;
}

const id = z.number().int().positive();
const lastOpenedChatSchema = z.object({ userId: id, conversationId: id.nullable(), profileId: id, openedAt: z.number().finite().nonnegative() });

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Null when nothing was kept, or it is unreadable or blocked. */
export function readLastOpenedChat(store: Pick<Storage, 'getItem'> | null = storage()): LastOpenedChat | null {
  try {
    const raw = store?.getItem(LAST_OPENED_CHAT_KEY);
    if (!raw) return null;
    const parsed = lastOpenedChatSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps it; with storage blocked (private mode, a full quota) there is nothing to keep it in. */
export function writeLastOpenedChat(chat: LastOpenedChat, store: Pick<Storage, 'setItem'> | null = storage()): void {
  try {
    store?.setItem(LAST_OPENED_CHAT_KEY, JSON.stringify(chat));
  } catch {
    // Nothing to keep it in: the result page leads to the members page as before.
  }
}
