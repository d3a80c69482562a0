import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ENDPOINTS } from '../../contract/api';
import { AUTO_LIKE_RELOAD_MS } from '../../contract/constants';
import type { AutoLikeResponse, LikeProfile, LikesResponse, MatchFinderResponse, MatchProfile, SwipeAllowance, SwipeResponse, SwipeStateResponse } from '../../contract/likes';
import type { MemberCard } from '../../contract/members';
import { apiFetch, isApiError } from '../api/client';
import { reportMatch, syncCurrentMatches } from '../realtime/matches';
import { answerAskedAt, setCountsFromAnswer, timedAnswer } from './counts';
import { likeMember } from './members';

/**
 * Likes, matches, the match finder and the swipe game (issue 6; SPEC §2, §3 chat store `likes` and `liked_by`, §4,
 * §7). The likes answer's `new_likes` goes into the user's counts, so the badge agrees with the list.
 */

export const LIKES_KEY = ENDPOINTS.likes.path;

export function fetchLikes(): Promise<LikesResponse> {
  return timedAnswer(() => apiFetch(LIKES_KEY, { schema: ENDPOINTS.likes.response }));
}

/** What the likes answer tells the rest of the app: the new-likes count, and which matches still exist. */
function likesLoaded(mutate: ReturnType<typeof useSWRConfig>['mutate'], data: LikesResponse): void {
  void setCountsFromAnswer(mutate, { new_likes: data.new_likes }, answerAskedAt(data));
  syncCurrentMatches(new Set(data.liked_by.filter((like) => like.match).map((like) => like.id)));
}

export function useLikes(enabled: boolean) {
  const { mutate } = useSWRConfig();
  return useSWR<LikesResponse>(enabled ? LIKES_KEY : null, fetchLikes, {
    revalidateOnFocus: false,
    onSuccess: (data) => likesLoaded(mutate, data),
  });
}

/** SPEC §3 match or like profile, from a member in the likes lists. */
export function matchProfileOf(like: Pick<LikeProfile, 'id' | 'name' | 'main_image'>): MatchProfile {
  return { id: like.id, name: like.name, main_image: like.main_image };
}

/**
 * A like that may make a match: a like answering `match: true` opens the match modal (once per match), and the likes
 * lists are re-read either way.
 */
export function useLikeWithMatch() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      const answer = await likeMember(id);
      if (answer.match) reportMatch({ id });
      await mutate(LIKES_KEY);
      return answer;
    },
    [mutate],
  );
}

/**
 * SPEC §7 auto-like: GET /api/auto-like.php answers a profile (id, main_image.match) for the like modal; SPEC §4/§9:
 * the likes are reloaded 500 ms later. null: nobody is left to suggest.
 */
export async function autoLike(reloadLikes: () => void, wait: (ms: number) => Promise<void> = delay): Promise<MatchProfile | null> {
  const { profile } = await apiFetch<AutoLikeResponse>(ENDPOINTS.autoLike.path, { schema: ENDPOINTS.autoLike.response });
  void wait(AUTO_LIKE_RELOAD_MS).then(reloadLikes);
  return profile;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------------------------------------------------------
// Match finder and swipe game
// ---------------------------------------------------------------------------------------------------------------

export function matchFinderKey(timeZone: string | undefined): string {
  return timeZone ? `${ENDPOINTS.matchFinder.path}?time_zone=${encodeURIComponent(timeZone)}` : ENDPOINTS.matchFinder.path;
}

/** Match-finder suggestions with today's allowance of swipe likes (shared with the swipe game, SPEC §9). */
export function useMatchFinder(timeZone: string | undefined) {
  return useSWR<MatchFinderResponse>(matchFinderKey(timeZone), (key: string) => apiFetch(key, { schema: ENDPOINTS.matchFinder.response }), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/** The browser's time zone: the swipe game's day is counted in it (SPEC §9: 4 likes per day). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function swipeStateKey(timeZone: string | undefined): string {
  return timeZone ? `${ENDPOINTS.swipeState.path}?time_zone=${encodeURIComponent(timeZone)}` : ENDPOINTS.swipeState.path;
}

export function useSwipeState(timeZone: string | undefined) {
  return useSWR<SwipeStateResponse>(swipeStateKey(timeZone), (key: string) => apiFetch(key, { schema: ENDPOINTS.swipeState.response }), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/** One swipe: a like (counted against today's allowance; 429 swipe_limit over it) or a pass (never suggested again). */
export function swipe(id: number, liked: boolean, timeZone: string | undefined): Promise<SwipeResponse> {
  return apiFetch(ENDPOINTS.swipe.path, {
    method: 'POST',
    body: timeZone ? { id, liked, time_zone: timeZone } : { id, liked },
    idempotent: true,
    schema: ENDPOINTS.swipe.response,
  });
}

/**
 * The cards of a deck (match finder, swipe game) minus the ones decided in this visit, with the one being saved:
 * a card leaves the deck once its like or pass is saved, and stays (with the error) when saving failed.
 */
export function useDeck<T extends { id: number }>(cards: readonly T[] | undefined) {
  const [decided, setDecided] = useState<ReadonlySet<number>>(() => new Set());
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const decide = useCallback(async (id: number, save: () => Promise<unknown>) => {
    setPendingId(id);
    setError(null);
    try {
      await save();
      if (mounted.current) setDecided((current) => new Set(current).add(id));
    } catch (failure) {
      if (mounted.current) setError(failure);
    } finally {
      if (mounted.current) setPendingId(null);
    }
  }, []);

  const reset = useCallback(() => setDecided(new Set()), []);
  return { cards: (cards ?? []).filter((card) => !decided.has(card.id)), pendingId, error, decide, reset };
}

/**
 * A deck whose likes are swipe likes (swipe game and match finder): each answer carries today's allowance (SPEC §9:
 * 4 likes a day, counted by the server), and a like refused over the limit (429 swipe_limit, e.g. used up in another
 * tab) sets what is left to 0, so the screen shows the limit reached and stops offering Like; `actionError` leaves that
 * refusal out, as the limit state says it.
 */
export function useSwipeDeck(cards: readonly MemberCard[] | undefined, serverAllowance: SwipeAllowance | undefined, timeZone: string | undefined) {
  const { mutate } = useSWRConfig();
  const deck = useDeck(cards);
  const [answered, setAnswered] = useState<SwipeAllowance | null>(null);
  const allowance = answered ?? serverAllowance ?? null;

  const decide = (id: number, liked: boolean) =>
    void deck.decide(id, async () => {
      try {
        const answer = await swipe(id, liked, timeZone);
        setAnswered(answer.allowance);
        if (answer.match) reportMatch({ id });
        if (answer.liked) void mutate(LIKES_KEY);
      } catch (failure) {
        // The card stays (it was not liked); the screen shows the limit reached instead of the error.
        if (isApiError(failure) && failure.code === 'swipe_limit' && allowance) setAnswered({ ...allowance, likes_left: 0 });
        throw failure;
      }
    });

  const actionError = deck.error && !(isApiError(deck.error) && deck.error.code === 'swipe_limit') ? deck.error : null;
  return { ...deck, actionError, allowance, like: (id: number) => decide(id, true), pass: (id: number) => decide(id, false) };
}
