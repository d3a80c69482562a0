import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ENDPOINTS } from '../../contract/api';
import type { FieldErrors, Tracking } from '../../contract/accounts';
import type { LikeResponse } from '../../contract/likes';
import type { BlockResponse, ProfileResponse } from '../../contract/members';
import type { Settings } from '../../contract/settings';
import { apiFetch, isApiError } from '../api/client';
import { reportMatch } from '../realtime/matches';
import { trackingFromQuery } from '../rules/firstTouchTracking';
import { searchDefaults, searchFiltersFromParams, type SearchDefaults, type SearchFilters } from '../rules/searchFilters';
import { nextSearchStep, type SearchState } from '../rules/searchState';
import { visitorMaySearch } from '../rules/visitorSearch';
import { storedTracking } from '../storage/tracking';
import {
  dispatchSearch,
  forgetMemberInSearch,
  getSearchState,
  markSearchStale,
  nextSearchRequest,
  rememberLikeInSearch,
  useSearchState,
} from './searchStore';

// ---------------------------------------------------------------------------------------------------------------
// Search (GET /api/search.php): keyset pages into the search store
// ---------------------------------------------------------------------------------------------------------------

/**
 * SPEC §6: a visitor's traffic source decides whether a site with logged_out_search_trafficsource lets them search.
 * The first visit's tracking is stored by the shell, but after this page's first search: the address counts too.
 */
function visitorTracking(): Tracking | null {
  return storedTracking() ?? trackingFromQuery(window.location.search);
}

async function callSearch(request: number, filters: SearchFilters, cursor: string | null, visitor: boolean): Promise<void> {
  const tracking = visitor ? visitorTracking() : null;
  try {
    const response = await apiFetch(ENDPOINTS.search.path, {
      query: { ...filters, cursor: cursor ?? undefined, network: tracking?.network, ref: tracking?.ref },
      schema: ENDPOINTS.search.response,
    });
    dispatchSearch({ type: 'answer', request, response });
  } catch (error) {
    if (visitor && isApiError(error) && error.code === 'authentication_required') {
      dispatchSearch({ type: 'denied', request });
      return;
    }
    const fieldErrors = isApiError(error) && error.code === 'validation_failed' ? (error.body?.fields ?? null) : null;
    dispatchSearch({ type: 'failed', request, error, fieldErrors });
  }
}

type SearchSettings = Pick<Settings, 'logged_out_search' | 'logged_out_search_trafficsource'>;

/** A new search from the first page (the filters already checked by `searchFilterErrors`). */
export function startSearch(filters: SearchFilters, settings: SearchSettings): void {
  const visitor = getSearchState().owner === 'visitor';
  const request = nextSearchRequest();
  dispatchSearch({ type: 'search', filters, request });
  if (visitor && !visitorMaySearch(settings, visitorTracking())) {
    dispatchSearch({ type: 'denied', request });
    return;
  }
  void callSearch(request, getSearchState().filters, null, visitor);
}

/** Filters refused before any call (the contract's rules): the reason shows, the search stays as it was. */
export function refuseSearchFilters(errors: FieldErrors): void {
  dispatchSearch({ type: 'invalid', errors });
}

/** The next keyset page, when there is one and nothing is loading. */
export function loadMoreResults(): void {
  const state = getSearchState();
  const cursor = state.results?.nextCursor;
  if (!cursor || (state.status !== 'ready' && state.status !== 'more-failed')) return;
  const request = nextSearchRequest();
  dispatchSearch({ type: 'load-more', request });
  void callSearch(request, state.filters, cursor, state.owner === 'visitor');
}

export interface MemberSearchOptions {
  /** `searchOwner(account)`, or null while the session is read. */
  owner: string | null;
  settings: SearchSettings;
  /** The address: its query (`location.search`), its identity (`location.key`), and whether the search wrote it. */
  search: string;
  addressKey: string;
  replaced: boolean;
  /** Puts the store's filters in the address (after bad filters there were refused). */
  showFilters: (filters: SearchFilters) => void;
}

/**
 * The /members search: the store's state, kept in step with the viewer (a new viewer, a new search) and with the
 * address (filters a link names start a search; bad ones are refused with the reason, and change nothing).
 */
export function useMemberSearch({ owner, settings, search, addressKey, replaced, showFilters }: MemberSearchOptions): SearchState {
  const state = useSearchState();
  const seenAddress = useRef<string | null>(null);
  const latest = useRef({ settings, showFilters });
  latest.current = { settings, showFilters };

  useEffect(() => {
    const fresh = seenAddress.current !== addressKey && !replaced;
    const step = nextSearchStep(owner, state, fresh ? searchFiltersFromParams(new URLSearchParams(search)) : null);
    if (step.kind === 'wait') return;
    if (step.kind === 'reset') {
      dispatchSearch({ type: 'reset', owner });
      return;
    }
    seenAddress.current = addressKey;
    if (step.kind === 'search') startSearch(step.filters, latest.current.settings);
    if (step.kind === 'refuse') {
      if (step.search) startSearch(step.search, latest.current.settings);
      dispatchSearch({ type: 'invalid', errors: step.errors });
      latest.current.showFilters(getSearchState().filters);
    }
  }, [owner, state, search, addressKey, replaced]);

  return state;
}

/**
 * Keeps the page's scroll position in the store while the results are on screen. Only positions taken on the results'
 * own address count: leaving for a profile shrinks the page before this component is gone.
 */
export function useSearchScrollMemory(pathname: string): void {
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (window.location.pathname === pathname) dispatchSearch({ type: 'scrolled', y: window.scrollY });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [pathname]);
}

// ---------------------------------------------------------------------------------------------------------------
// Profiles (GET /api/profile.php?id=)
// ---------------------------------------------------------------------------------------------------------------

export function profileKey(id: number): string {
  return `${ENDPOINTS.profile.path}?id=${id}`;
}

function fetchProfile(key: string): Promise<ProfileResponse> {
  return apiFetch(key, { schema: ENDPOINTS.profile.response });
}

/** A member's profile with the photos this viewer may see, and suggested and similar members. */
export function useMemberProfile(id: number | null) {
  return useSWR<ProfileResponse>(id ? profileKey(id) : null, fetchProfile, { revalidateOnFocus: false });
}

function fetchOwnProfile(key: string): Promise<ProfileResponse> {
  return apiFetch(key, { schema: ENDPOINTS.profile.response });
}

/**
 * What a member's search shows when no gender or place is chosen: what the server applies (the gender they seek on
 * the general site, their own country and region), which only their own profile tells (the same SWR key as the
 * profile settings).
 */
export function useSearchDefaults(enabled: boolean, settings: Pick<Settings, 'niche' | 'countries'>): SearchDefaults {
  const { data } = useSWR<ProfileResponse>(enabled ? ENDPOINTS.profile.path : null, fetchOwnProfile, { revalidateOnFocus: false });
  const profile = data?.profile ?? null;
  return useMemo(
    () => searchDefaults(profile ? { seeking: profile.seeking, country: profile.country, region: profile.region } : null, settings),
    [profile, settings],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Likes (POST / DELETE /api/like.php) and blocks (POST / DELETE /api/block.php)
// ---------------------------------------------------------------------------------------------------------------

export function likeMember(id: number): Promise<LikeResponse> {
  return apiFetch(ENDPOINTS.like.path, { method: 'POST', body: { id }, idempotent: true, schema: ENDPOINTS.like.response });
}

export function unlikeMember(id: number): Promise<LikeResponse> {
  return apiFetch(ENDPOINTS.unlike.path, { method: 'DELETE', query: { id }, schema: ENDPOINTS.unlike.response });
}

export function blockMember(id: number): Promise<BlockResponse> {
  return apiFetch(ENDPOINTS.block.path, { method: 'POST', body: { id }, idempotent: true, schema: ENDPOINTS.block.response });
}

export function unblockMember(id: number): Promise<BlockResponse> {
  return apiFetch(ENDPOINTS.unblock.path, { method: 'DELETE', query: { id }, schema: ENDPOINTS.unblock.response });
}

function fetchLikes(key: string) {
  return apiFetch(key, { schema: ENDPOINTS.likes.response });
}

export interface MemberLikes {
  isLiked: (id: number) => boolean;
  like: (id: number) => void;
  unlike: (id: number) => void;
  pendingIds: readonly number[];
  /** The last like or unlike that failed (the container translates it), until the next one. */
  error: unknown;
}

/**
 * Likes on member cards: who the member likes (GET /api/likes.php), plus what they did during this visit (kept in the
 * search store, so the search, the profile and its suggestions agree at once). Members only: pass false for a visitor.
 */
export function useMemberLikes(enabled: boolean): MemberLikes {
  const { mutate } = useSWRConfig();
  const { liked: changed } = useSearchState();
  const { data } = useSWR(enabled ? ENDPOINTS.likes.path : null, fetchLikes, { revalidateOnFocus: false });
  const [pendingIds, setPendingIds] = useState<readonly number[]>([]);
  const [error, setError] = useState<unknown>(null);
  const likedIds = useMemo(() => new Set(data?.profiles.map((profile) => profile.id) ?? []), [data]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setLiked = useCallback(
    (id: number, liked: boolean) => {
      setPendingIds((current) => [...current, id]);
      setError(null);
      (liked ? likeMember(id) : unlikeMember(id))
        .then(
          async (answer) => {
            rememberLikeInSearch(id, answer.liked);
            // A mutual like opens the match modal (once per match; app/realtime/matches.ts).
            if (answer.match) reportMatch({ id });
            await Promise.all([
              mutate<ProfileResponse>(profileKey(id), (current) => (current ? { ...current, profile: { ...current.profile, liked: answer.liked } } : current), {
                revalidate: false,
              }),
              mutate(ENDPOINTS.likes.path),
            ]);
          },
          (failure: unknown) => {
            if (mounted.current) setError(failure);
          },
        )
        .finally(() => {
          if (mounted.current) setPendingIds((current) => current.filter((pending) => pending !== id));
        });
    },
    [mutate],
  );

  return {
    isLiked: (id) => changed[id] ?? likedIds.has(id),
    like: (id) => setLiked(id, true),
    unlike: (id) => setLiked(id, false),
    pendingIds,
    error,
  };
}

/**
 * Blocks from a profile, with immediate effect: the profile shows the blocked state, the member leaves the loaded
 * search pages; after an unblock the next search finds them again.
 */
export function useMemberBlocks() {
  const { mutate } = useSWRConfig();
  const setBlocked = useCallback(
    async (id: number, blocked: boolean) => {
      const answer = blocked ? await blockMember(id) : await unblockMember(id);
      if (answer.blocked) {
        forgetMemberInSearch(id);
        // Nor do they stay among the suggested and similar members of profiles already loaded.
        const otherProfile = (key: unknown) => typeof key === 'string' && key.startsWith(`${ENDPOINTS.profile.path}?`) && key !== profileKey(id);
        await mutate<ProfileResponse>(
          otherProfile,
          (current) =>
            current && {
              ...current,
              suggested: current.suggested.filter((card) => card.id !== id),
              similar: current.similar.filter((card) => card.id !== id),
            },
          { revalidate: false },
        );
      } else markSearchStale();
      await mutate<ProfileResponse>(
        profileKey(id),
        (current) => (current ? { ...current, profile: { ...current.profile, blocked: answer.blocked } } : current),
        { revalidate: true },
      );
      return answer;
    },
    [mutate],
  );
  return {
    block: (id: number) => setBlocked(id, true),
    unblock: (id: number) => setBlocked(id, false),
  };
}
