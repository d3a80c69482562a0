import { describe, expect, it } from 'vitest';
import type { MemberCard, SearchResponse } from '../../contract/members';
import {
  initialSearchState,
  nextSearchStep,
  scrollToRestore,
  searchReducer,
  searchResultsShown,
  type SearchAction,
  type SearchState,
} from '../../app/rules/searchState';

function card(id: number, extra: Partial<MemberCard> = {}): MemberCard {
  return { id, name: `M${id}`, age: 30, gender: 'woman', country: 'NL', region: null, city: null, main_image: null, fictional: false, online: false, ...extra };
}

function answer(ids: number[], extra: Partial<SearchResponse> = {}): SearchResponse {
  return {
    results: ids.map((id) => card(id)),
    page: 1,
    numResults: 100,
    numResultsCapped: false,
    nextCursor: 'next',
    similar: { results: [], numResults: 0 },
    mode: 'full',
    ...extra,
  };
}

function run(state: SearchState, ...actions: SearchAction[]): SearchState {
  return actions.reduce(searchReducer, state);
}

const member = initialSearchState('member:1');

/** A member's search with one page of results 1–3 (request 1). */
const onePage = run(member, { type: 'search', filters: { country: 'NL' }, request: 1 }, { type: 'answer', request: 1, response: answer([1, 2, 3]) });

describe('searchReducer: searching', () => {
  it('starts with nothing asked (init flag off)', () => {
    expect(member).toMatchObject({ owner: 'member:1', initialized: false, status: 'idle', results: null, filters: {} });
  });

  it('a search sets the filters (without blanks), the init flag, and waits for its answer', () => {
    const state = run(member, { type: 'search', filters: { country: 'NL', gender: '' }, request: 7 });
    expect(state).toMatchObject({ initialized: true, status: 'loading', filters: { country: 'NL' }, request: 7 });
  });

  it('keeps the first page with its number, count, cursor, similar results and mode', () => {
    expect(onePage.status).toBe('ready');
    expect(onePage.results).toEqual({
      pages: [{ pageNumber: 1, results: [card(1), card(2), card(3)] }],
      numResults: 100,
      numResultsCapped: false,
      nextCursor: 'next',
      similar: { results: [], numResults: 0 },
      mode: 'full',
    });
  });

  it('appends the next page, never showing a member twice, and ends at the last page', () => {
    const state = run(
      onePage,
      { type: 'load-more', request: 2 },
      { type: 'answer', request: 2, response: answer([3, 4, 5], { page: 2, nextCursor: null }) },
    );
    expect(state.results?.pages.map((page) => page.pageNumber)).toEqual([1, 2]);
    expect(searchResultsShown(state).map((member) => member.id)).toEqual([1, 2, 3, 4, 5]);
    expect(state.results?.nextCursor).toBeNull();
    // No cursor, no further page.
    expect(run(state, { type: 'load-more', request: 3 })).toBe(state);
  });

  it('does not load more while a page is loading', () => {
    const loading = run(onePage, { type: 'load-more', request: 2 });
    expect(run(loading, { type: 'load-more', request: 3 })).toBe(loading);
  });

  it('ignores the answer of an older call (new filters were asked meanwhile)', () => {
    const state = run(member, { type: 'search', filters: { country: 'NL' }, request: 1 }, { type: 'search', filters: { country: 'BE' }, request: 2 });
    const late = run(state, { type: 'answer', request: 1, response: answer([9]) });
    expect(late).toBe(state);
    expect(run(late, { type: 'answer', request: 2, response: answer([5]) }).results?.pages[0]?.results[0]?.id).toBe(5);
  });

  it('a failed first page is an error; a failed next page keeps the pages and can be retried', () => {
    expect(run(member, { type: 'search', filters: {}, request: 1 }, { type: 'failed', request: 1, error: 'boom' })).toMatchObject({
      status: 'failed',
      error: 'boom',
      results: null,
    });
    const more = run(onePage, { type: 'load-more', request: 2 }, { type: 'failed', request: 2, error: 'boom' });
    expect(more.status).toBe('more-failed');
    expect(searchResultsShown(more)).toHaveLength(3);
    expect(run(more, { type: 'load-more', request: 3 }).status).toBe('loading-more');
  });

  it('filters the server refuses change nothing: the previous search comes back with the reason', () => {
    const refused = run(
      onePage,
      { type: 'search', filters: { countryregion: 'NL-XX' }, request: 2 },
      { type: 'failed', request: 2, error: 'bad', fieldErrors: { countryregion: { code: 'region_invalid' } } },
    );
    expect(refused.filters).toEqual({ country: 'NL' });
    expect(refused.results).toEqual(onePage.results);
    expect(refused.status).toBe('ready');
    expect(refused.filterErrors).toEqual({ countryregion: { code: 'region_invalid' } });
    // The next search clears the reason.
    expect(run(refused, { type: 'search', filters: {}, request: 3 }).filterErrors).toBeNull();
  });

  it('filters refused before any call only add the reason', () => {
    const state = run(onePage, { type: 'invalid', errors: { max_age: { code: 'age_range_invalid' } } });
    expect(state).toEqual({ ...onePage, filterErrors: { max_age: { code: 'age_range_invalid' } } });
  });

  it('a visitor without search gets the denied state', () => {
    const visitor = run(initialSearchState('visitor'), { type: 'search', filters: {}, request: 1 }, { type: 'denied', request: 1 });
    expect(visitor).toMatchObject({ status: 'denied', results: null });
  });

  it('a reset (another viewer) forgets everything', () => {
    expect(run(onePage, { type: 'reset', owner: 'visitor' })).toEqual(initialSearchState('visitor'));
  });
});

describe('searchReducer: blocks, likes and scrolling', () => {
  it('a blocked member leaves the pages and the similar results at once, and the counts follow', () => {
    const withSimilar = run(
      member,
      { type: 'search', filters: {}, request: 1 },
      { type: 'answer', request: 1, response: answer([1, 2], { numResults: 2, nextCursor: null, similar: { results: [card(8), card(9)], numResults: 2 } }) },
    );
    const state = run(withSimilar, { type: 'remove-member', id: 2 }, { type: 'remove-member', id: 9 });
    expect(searchResultsShown(state).map((member) => member.id)).toEqual([1]);
    expect(state.results?.numResults).toBe(1);
    expect(state.results?.similar).toEqual({ results: [card(8)], numResults: 1 });
    // Someone not shown changes nothing.
    expect(run(state, { type: 'remove-member', id: 42 })).toBe(state);
  });

  it('remembers likes given during the visit', () => {
    const state = run(onePage, { type: 'liked', id: 2, liked: true }, { type: 'liked', id: 3, liked: true }, { type: 'liked', id: 3, liked: false });
    expect(state.liked).toEqual({ 2: true, 3: false });
  });

  it('keeps the scroll position; a new search starts at the top', () => {
    const scrolled = run(onePage, { type: 'scrolled', y: 1234.6 });
    expect(scrolled.scrollY).toBe(1235);
    expect(run(scrolled, { type: 'search', filters: {}, request: 2 }).scrollY).toBe(0);
  });

  it('a stale search is searched again on the next visit, with the same filters', () => {
    const stale = run(onePage, { type: 'stale' });
    expect(stale.initialized).toBe(false);
    expect(nextSearchStep('member:1', stale, null)).toEqual({ kind: 'search', filters: { country: 'NL' } });
  });
});

describe('scrollToRestore', () => {
  const scrolled = run(onePage, { type: 'scrolled', y: 900 });
  it('restores the saved position when coming back through history with the pages still there', () => {
    expect(scrollToRestore('POP', scrolled)).toBe(900);
  });
  it('starts at the top on a new visit', () => {
    expect(scrollToRestore('PUSH', scrolled)).toBeNull();
    expect(scrollToRestore('REPLACE', scrolled)).toBeNull();
  });
  it('has nothing to restore without a position, without pages, or when the pages are searched again', () => {
    expect(scrollToRestore('POP', onePage)).toBeNull();
    expect(scrollToRestore('POP', run(scrolled, { type: 'load-more', request: 2 }))).toBeNull();
    expect(scrollToRestore('POP', run(scrolled, { type: 'stale' }))).toBeNull();
    const empty = run(member, { type: 'search', filters: {}, request: 1 }, { type: 'answer', request: 1, response: answer([]) }, { type: 'scrolled', y: 300 });
    expect(scrollToRestore('POP', empty)).toBeNull();
  });
});

describe('nextSearchStep', () => {
  it('waits while the viewer is unknown', () => {
    expect(nextSearchStep(null, onePage, { kind: 'valid', filters: { country: 'BE' } })).toEqual({ kind: 'wait' });
  });
  it('starts afresh for another viewer', () => {
    expect(nextSearchStep('member:2', onePage, null)).toEqual({ kind: 'reset' });
    expect(nextSearchStep('member:1', initialSearchState(null), null)).toEqual({ kind: 'reset' });
  });
  it('searches with the store filters on the first visit', () => {
    expect(nextSearchStep('member:1', member, null)).toEqual({ kind: 'search', filters: {} });
    expect(nextSearchStep('member:1', member, { kind: 'none' })).toEqual({ kind: 'search', filters: {} });
  });
  it('searches with the filters a new address names, unless they are the current ones', () => {
    expect(nextSearchStep('member:1', member, { kind: 'valid', filters: { country: 'NL' } })).toEqual({ kind: 'search', filters: { country: 'NL' } });
    expect(nextSearchStep('member:1', onePage, { kind: 'valid', filters: { country: 'BE' } })).toEqual({ kind: 'search', filters: { country: 'BE' } });
    expect(nextSearchStep('member:1', onePage, { kind: 'valid', filters: { country: 'NL' } })).toEqual({ kind: 'none' });
  });
  it('keeps the search when the address names no filters (the navigation link) or nothing new', () => {
    expect(nextSearchStep('member:1', onePage, { kind: 'none' })).toEqual({ kind: 'none' });
    expect(nextSearchStep('member:1', onePage, null)).toEqual({ kind: 'none' });
  });
  it('refuses bad filters in the address, keeping the search (or starting the default one)', () => {
    const errors = { max_age: { code: 'age_range_invalid' } };
    expect(nextSearchStep('member:1', onePage, { kind: 'invalid', errors })).toEqual({ kind: 'refuse', errors, search: null });
    expect(nextSearchStep('member:1', member, { kind: 'invalid', errors })).toEqual({ kind: 'refuse', errors, search: {} });
  });
});
