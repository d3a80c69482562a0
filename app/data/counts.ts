import { useEffect } from 'react';
import type { ScopedMutator } from 'swr';
import type { User } from '../../contract/entities';
import { appBadgeAction, attentionCount } from '../rules/attentionCount';
import { userWithCounts, type Counts } from '../rules/realtimeCaches';
import { USER_KEY, useViewer } from './viewer';

/**
 * The counts the member sees everywhere (SPEC §2, §4): unread messages and new likes. Their one home is the user
 * answer (`unread_messages`, `new_likes`), refreshed with the user; realtime `counts` events and the chats and likes
 * answers (which carry the same totals) write into it, so the navigation badges, the title prefix and the app badge
 * always agree.
 */

export interface AttentionCounts {
  unreadMessages: number;
  newLikes: number;
  /** Unread messages plus new likes: the title prefix and the app badge. */
  total: number;
}

export function useCounts(): AttentionCounts {
  const { unreadMessages, newLikes } = useViewer();
  return { unreadMessages, newLikes, total: attentionCount(unreadMessages, newLikes) };
}

/** When the counts were last written: an answer asked for before then may be older than what they say now. */
let countsWrittenAt = 0;

/** Writes fresh totals into the cached user (a visitor has none: nothing happens). */
export function setCounts(mutate: ScopedMutator, counts: Partial<Counts>): Promise<unknown> {
  countsWrittenAt = Date.now();
  return mutate<User | null>(USER_KEY, (user) => (user ? userWithCounts(user, counts) : user), { revalidate: false });
}

/**
 * The totals a chats or likes answer carries, unless they were written since that answer was asked for: a list that
 * left before the conversation was read must not bring its unread count back. (A user answer that left before is
 * discarded by SWR itself, since the user was written while it was under way.)
 */
export function setCountsFromAnswer(mutate: ScopedMutator, counts: Partial<Counts>, askedAt: number): Promise<unknown> | null {
  if (askedAt < countsWrittenAt) return null;
  return setCounts(mutate, counts);
}

/** When each answer was asked for (chats, likes), for `setCountsFromAnswer`. */
const askedAt = new WeakMap<object, number>();

/** Fetches an answer and remembers when it was asked for. */
export async function timedAnswer<T extends object>(request: () => Promise<T>): Promise<T> {
  const at = Date.now();
  const answer = await request();
  askedAt.set(answer, at);
  return answer;
}

export function answerAskedAt(answer: object): number {
  return askedAt.get(answer) ?? 0;
}

interface BadgingNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/**
 * SPEC §4: the app badge (`navigator.setAppBadge`) shows unread messages plus new likes; SPEC §8: a failure to set
 * it is ignored (the API is missing in most browsers, and refused outside an installed app).
 */
export function applyAppBadge(unreadMessages: number, newLikes: number, target: BadgingNavigator = navigator as BadgingNavigator): void {
  const action = appBadgeAction(unreadMessages, newLikes);
  try {
    const pending = action.kind === 'set' ? target.setAppBadge?.(action.count) : target.clearAppBadge?.();
    pending?.catch(() => undefined);
  } catch {
    // Ignored (SPEC §8).
  }
}

/** Keeps the app badge equal to the counts while the member is logged in, and clears it on logout. */
export function useAppBadge(): void {
  const { status, unreadMessages, newLikes } = useViewer();
  const known = status !== 'loading';
  useEffect(() => {
    if (!known || typeof navigator === 'undefined') return;
    applyAppBadge(status === 'member' ? unreadMessages : 0, status === 'member' ? newLikes : 0);
  }, [known, status, unreadMessages, newLikes]);
}
