import type { FieldErrors } from '../../contract/accounts';
import type { MemberCard, SearchResponse } from '../../contract/members';
import { normalizeSearchFilters, sameSearchFilters, type FiltersFromAddress, type SearchFilters } from './searchFilters';

/**
 * The SPEC §3 search store as a pure reducer: filters, the pages loaded (page number plus results), numResults, the
 * similar results with their own count, the init flag, and where the list was scrolled to. app/data/searchStore.ts
 * keeps one of these for the whole visit, so the search is still there after a profile and the way back.
 */

export interface SearchPage {
  pageNumber: number;
  results: MemberCard[];
}

export type SearchStatus =
  /** Nothing asked yet (the init flag is off). */
  | 'idle'
  | 'loading'
  | 'loading-more'
  | 'ready'
  /** The first page failed. */
  | 'failed'
  /** A further page failed; the pages already loaded stay. */
  | 'more-failed'
  /** A visitor on a site without a visitor search (SPEC §6): the screen invites them to sign up or log in. */
  | 'denied';

export interface SearchResults {
  pages: SearchPage[];
  numResults: number;
  numResultsCapped: boolean;
  nextCursor: string | null;
  similar: { results: MemberCard[]; numResults: number };
  mode: SearchResponse['mode'];
  /** Where a member's search started when it named no place (the form shows it). */
  start?: SearchResponse['start'];
}

export interface SearchState {
  /** Whose search this is (`member:<id>` or `visitor`); another viewer starts afresh. */
  owner: string | null;
  /** SPEC §3 init flag: a search has been started. */
  initialized: boolean;
  filters: SearchFilters;
  results: SearchResults | null;
  status: SearchStatus;
  /** Why the last call failed (the container translates it). */
  error: unknown;
  /** Filters that were refused (by the contract's rules or the server): shown, and nothing else changed. */
  filterErrors: FieldErrors | null;
  /** The call whose answer is awaited; answers to other calls are stale. */
  request: number;
  /** Page scroll position while the results were on screen (restored after coming back). */
  scrollY: number;
  /** Likes given or taken back during the visit, by member id. */
  liked: Readonly<Record<number, boolean>>;
  /** What a search replaced, to put back if the server refuses its filters. */
  previous: { filters: SearchFilters; results: SearchResults | null; status: SearchStatus } | null;
}

export type SearchAction =
  | { type: 'reset'; owner: string | null }
  | { type: 'search'; filters: SearchFilters; request: number }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'load-more'; request: number }
  | { type: 'answer'; request: number; response: SearchResponse }
  | { type: 'failed'; request: number; error: unknown; fieldErrors?: FieldErrors | null }
  | { type: 'denied'; request: number }
  | { type: 'remove-member'; id: number }
  | { type: 'liked'; id: number; liked: boolean }
  | { type: 'scrolled'; y: number }
  /** The results may be out of date (a member was unblocked): the next visit searches again with the same filters. */
  | { type: 'stale' };

export function initialSearchState(owner: string | null = null): SearchState {
  return {
    owner,
    initialized: false,
    filters: {},
    results: null,
    status: 'idle',
    error: null,
    filterErrors: null,
    request: 0,
    scrollY: 0,
    liked: {},
    previous: null,
  };
}

function firstPage(response: SearchResponse): SearchResults {
  return {
    pages: [{ pageNumber: response.page, results: response.results }],
    numResults: response.numResults,
    numResultsCapped: response.numResultsCapped,
    nextCursor: response.nextCursor,
    similar: response.similar,
    mode: response.mode,
    ...(response.start ? { start: response.start } : {}),
  };
}

function withNextPage(results: SearchResults, response: SearchResponse): SearchResults {
  // Keyset pages do not overlap, but a member who became active between two pages moves up: never show anyone twice.
  const shown = new Set(results.pages.flatMap((page) => page.results.map((member) => member.id)));
  return {
    ...results,
    pages: [...results.pages, { pageNumber: response.page, results: response.results.filter((member) => !shown.has(member.id)) }],
    nextCursor: response.nextCursor,
  };
}

function withoutMember(results: SearchResults, id: number): SearchResults {
  const inPages = results.pages.some((page) => page.results.some((member) => member.id === id));
  const inSimilar = results.similar.results.some((member) => member.id === id);
  if (!inPages && !inSimilar) return results;
  return {
    ...results,
    pages: results.pages.map((page) => ({ ...page, results: page.results.filter((member) => member.id !== id) })),
    numResults: inPages ? Math.max(0, results.numResults - 1) : results.numResults,
    similar: inSimilar
      ? { results: results.similar.results.filter((member) => member.id !== id), numResults: Math.max(0, results.similar.numResults - 1) }
      : results.similar,
  };
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'reset':
      return initialSearchState(action.owner);
    case 'search':
      return {
        ...state,
        initialized: true,
        filters: normalizeSearchFilters(action.filters),
        status: 'loading',
        error: null,
        filterErrors: null,
        request: action.request,
        scrollY: 0,
        previous: { filters: state.filters, results: state.results, status: state.status },
      };
    case 'invalid':
      return { ...state, filterErrors: action.errors };
    case 'load-more':
      if (!state.results?.nextCursor || (state.status !== 'ready' && state.status !== 'more-failed')) return state;
      return { ...state, status: 'loading-more', error: null, request: action.request };
    case 'answer': {
      if (action.request !== state.request) return state;
      if (state.status === 'loading') {
        return { ...state, status: 'ready', results: firstPage(action.response), previous: null };
      }
      if (state.status === 'loading-more' && state.results) {
        return { ...state, status: 'ready', results: withNextPage(state.results, action.response) };
      }
      return state;
    }
    case 'failed': {
      if (action.request !== state.request) return state;
      if (state.status === 'loading') {
        const refused = action.fieldErrors && Object.keys(action.fieldErrors).length > 0;
        if (refused && state.previous?.results) {
          // Bad filters change nothing: the previous search stays, with the reason.
          return { ...state, ...state.previous, filterErrors: action.fieldErrors ?? null, error: null, previous: null };
        }
        const filters = refused && state.previous ? state.previous.filters : state.filters;
        return { ...state, filters, status: 'failed', results: null, error: action.error, filterErrors: refused ? (action.fieldErrors ?? null) : null, previous: null };
      }
      if (state.status === 'loading-more') return { ...state, status: 'more-failed', error: action.error };
      return state;
    }
    case 'denied':
      if (action.request !== state.request) return state;
      return { ...state, status: 'denied', results: null, error: null, previous: null };
    case 'remove-member': {
      const results = state.results ? withoutMember(state.results, action.id) : state.results;
      return results === state.results ? state : { ...state, results };
    }
    case 'liked':
      return { ...state, liked: { ...state.liked, [action.id]: action.liked } };
    case 'scrolled':
      return state.scrollY === action.y ? state : { ...state, scrollY: Math.max(0, Math.round(action.y)) };
    case 'stale':
      return state.initialized ? { ...state, initialized: false } : state;
  }
}

/** Every page loaded so far, in order. */
export function searchResultsShown(state: SearchState): MemberCard[] {
  return state.results?.pages.flatMap((page) => page.results) ?? [];
}

/**
 * Where to scroll when the results come back on screen: the saved position, only when the visitor came back
 * (history navigation: a new visit to /members starts at the top) and the pages it was taken over are still there
 * (not when they are about to be searched again).
 */
export function scrollToRestore(navigation: 'POP' | 'PUSH' | 'REPLACE', state: SearchState): number | null {
  if (navigation !== 'POP' || state.scrollY <= 0 || !state.initialized) return null;
  if (state.status !== 'ready' && state.status !== 'more-failed') return null;
  return searchResultsShown(state).length > 0 ? state.scrollY : null;
}

export type SearchStep =
  /** The viewer is not known yet. */
  | { kind: 'wait' }
  /** Another viewer (a login, a logout): their own search starts afresh. */
  | { kind: 'reset' }
  | { kind: 'search'; filters: SearchFilters }
  /** The address named bad filters: say why, keep (or start) the store's search, and show its filters in the address. */
  | { kind: 'refuse'; errors: FieldErrors; search: SearchFilters | null }
  | { kind: 'none' };

/**
 * What the /members route does next with the store. `address` is what a newly arrived address says about filters
 * (a link, a typed URL, the way back), or null when the address is not new or was written by the search itself.
 */
export function nextSearchStep(owner: string | null, state: SearchState, address: FiltersFromAddress | null): SearchStep {
  if (owner === null) return { kind: 'wait' };
  if (state.owner !== owner) return { kind: 'reset' };
  if (address?.kind === 'invalid') return { kind: 'refuse', errors: address.errors, search: state.initialized ? null : state.filters };
  if (address?.kind === 'valid' && (!state.initialized || !sameSearchFilters(address.filters, state.filters))) {
    return { kind: 'search', filters: address.filters };
  }
  if (!state.initialized) return { kind: 'search', filters: state.filters };
  return { kind: 'none' };
}
