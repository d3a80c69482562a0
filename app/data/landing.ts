import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import useSWRImmutable from 'swr/immutable';
import { ENDPOINTS } from '../../contract/api';
import type { MemberCard } from '../../contract/members';
import type { LanderFeaturedMember } from '../../src/screens/LanderMemberScreen/LanderMemberScreen';
import { featuredMemberFromProfile } from '../../src/screens/LanderMemberScreen/featuredMember';
import { apiFetch, isApiError } from '../api/client';
import { storedTracking } from '../storage/tracking';

export type VisitorMembersState = 'loading' | 'ready' | 'denied' | 'error';

export interface VisitorMembers {
  state: VisitorMembersState;
  members: MemberCard[];
  retry(): void;
}

type SearchAnswer = { denied: true } | { denied: false; results: MemberCard[] };

/** The search key: the visitor's traffic source goes along, for `logged_out_search_trafficsource` (SPEC §6). */
export function visitorSearchKey(tracking: { network?: string; ref?: string } | null): string {
  const params = new URLSearchParams();
  if (tracking?.network) params.set('network', tracking.network);
  if (tracking?.ref) params.set('ref', tracking.ref);
  const query = params.toString();
  return query ? `${ENDPOINTS.search.path}?${query}` : ENDPOINTS.search.path;
}

/** A search the site refuses to visitors (`logged_out_search`) answers 403 `authentication_required`: the teaser. */
async function fetchVisitorSearch(key: string): Promise<SearchAnswer> {
  try {
    const answer = await apiFetch(key, { schema: ENDPOINTS.search.response });
    return { denied: false, results: answer.results };
  } catch (error) {
    if (isApiError(error) && error.code === 'authentication_required') return { denied: true };
    throw error;
  }
}

// The stored traffic source lives in the browser: a server-rendered page (README "Server rendering") and its
// hydration use the search without it, and the visitor's own key right after, so the markup matches.
const noSubscription = () => () => undefined;
const trackedSearchKey = () => visitorSearchKey(storedTracking());
const untrackedSearchKey = () => visitorSearchKey(null);

/**
 * The members a visitor may see (SPEC §6 limited search: one page, or none when the site refuses visitors), for the
 * home page's preview and the landers. `enabled` false (a member, who is sent elsewhere) asks nothing.
 */
export function useVisitorMembers(enabled = true): VisitorMembers {
  const trackedKey = useSyncExternalStore(noSubscription, trackedSearchKey, untrackedSearchKey);
  const key = enabled ? trackedKey : null;
  const { data, error, mutate } = useSWR(key, fetchVisitorSearch, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const state: VisitorMembersState = error ? 'error' : !data ? 'loading' : data.denied ? 'denied' : 'ready';
  return {
    state,
    members: data && !data.denied ? data.results : [],
    retry: () => void mutate(),
  };
}

export type FeaturedMemberState = 'loading' | 'ready' | 'missing';

function fetchProfile(key: string) {
  return apiFetch(key, { schema: ENDPOINTS.profile.response });
}

/**
 * The member a member lander features (`/members/{id}/landing…`), from their public profile as a visitor sees it.
 * An unknown, hidden or blocked member — or an id that is not one — is `missing`: the page then invites the visitor
 * to meet others; a failure to load counts the same, since a lander has nothing better to offer.
 */
export function useFeaturedMember(id: number | null): { state: FeaturedMemberState; member?: LanderFeaturedMember } {
  // The same key as the signup target's, so the signup header that follows needs no second request.
  const { data, error } = useSWRImmutable(id ? `${ENDPOINTS.profile.path}?id=${id}` : null, fetchProfile, { shouldRetryOnError: false });
  if (id === null || error) return { state: 'missing' };
  if (!data) return { state: 'loading' };
  return { state: 'ready', member: featuredMemberFromProfile(data.profile) };
}
