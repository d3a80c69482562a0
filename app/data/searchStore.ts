import { useSyncExternalStore } from 'react';
import { initialSearchState, searchReducer, type SearchAction, type SearchState } from '../rules/searchState';

/**
 * The SPEC §3 search store: one per page load, outside React, so the filters, the pages loaded and the scroll position
 * outlive the /members route while a profile is open (and the way back finds them). The rules are in
 * app/rules/searchState.ts; app/data/members.ts makes the calls.
 */
let state: SearchState = initialSearchState();
let lastRequest = 0;
const listeners = new Set<() => void>();

export function getSearchState(): SearchState {
  return state;
}

export function dispatchSearch(action: SearchAction): void {
  const next = searchReducer(state, action);
  if (next === state) return;
  state = next;
  // Nothing renders the scroll position (it is read once, when the results come back): saving it re-renders nothing.
  if (action.type === 'scrolled') return;
  for (const listener of listeners) listener();
}

/** A fresh id for a search call: the answer of an older call is ignored. */
export function nextSearchRequest(): number {
  lastRequest += 1;
  return lastRequest;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSearchState(): SearchState {
  return useSyncExternalStore(subscribe, getSearchState, getSearchState);
}

/** A member blocked elsewhere (the profile, a conversation) leaves the loaded pages at once. */
export function forgetMemberInSearch(id: number): void {
  dispatchSearch({ type: 'remove-member', id });
}

/** A like given or taken back elsewhere shows on the member's card too. */
export function rememberLikeInSearch(id: number, liked: boolean): void {
  dispatchSearch({ type: 'liked', id, liked });
}

/** The loaded pages may miss someone now (an unblock): the next visit to /members searches again. */
export function markSearchStale(): void {
  dispatchSearch({ type: 'stale' });
}
