import { describe, expect, it } from 'vitest';
import { likeModalDelayMs, searchWithoutLikeModalParam } from '../../app/rules/likeModalDelay';
import { likesTabOf } from '../../app/rules/likesTab';
import {
  isNewMatch,
  MATCH_LIST_GRACE_MS,
  matchPhotoUrl,
  parseShownMatches,
  SHOWN_MATCHES_KEPT,
  withoutEndedMatches,
  withShownMatch,
} from '../../app/rules/matchSpotlight';

describe('the like modal’s `t` (SPEC §4, §9)', () => {
  it('reads seconds from t', () => {
    expect(likeModalDelayMs('?t=5')).toBe(5_000);
    expect(likeModalDelayMs('?a=1&t=0')).toBe(0);
    expect(likeModalDelayMs('?t=1.5')).toBe(1_500);
  });
  it('ignores a missing or unusable t', () => {
    for (const search of ['', '?x=1', '?t=', '?t=abc', '?t=-1', '?t=Infinity', '?t=99999']) expect(likeModalDelayMs(search), search).toBeNull();
  });
  it('removes t from the address and keeps the rest', () => {
    expect(searchWithoutLikeModalParam('?t=5')).toBe('');
    expect(searchWithoutLikeModalParam('?a=1&t=5&b=2')).toBe('?a=1&b=2');
    expect(searchWithoutLikeModalParam('?a=1')).toBe('?a=1');
  });
});

describe('likes tabs (SPEC §2 /likes/{type})', () => {
  it('opens /likes on the received likes and knows the two types', () => {
    expect(likesTabOf(undefined)).toBe('liked_by');
    expect(likesTabOf('liked_by')).toBe('liked_by');
    expect(likesTabOf('mine')).toBe('mine');
    expect(likesTabOf('m')).toBeNull();
    expect(likesTabOf('__proto__')).toBeNull();
  });
});

describe('the match modal shows each match once', () => {
  it('a match shown is not new again; another member’s is', () => {
    const shown = withShownMatch([], 5, 1_000);
    expect(isNewMatch(shown, 5)).toBe(false);
    expect(isNewMatch(shown, 6)).toBe(true);
  });
  it('keeps a bounded list, the newest last', () => {
    let shown = withShownMatch([], 1, 0);
    for (let id = 2; id <= SHOWN_MATCHES_KEPT + 10; id += 1) shown = withShownMatch(shown, id, id);
    expect(shown).toHaveLength(SHOWN_MATCHES_KEPT);
    expect(isNewMatch(shown, 1)).toBe(true);
    expect(shown.at(-1)?.id).toBe(SHOWN_MATCHES_KEPT + 10);
  });
  it('forgets a match that ended, so a new one with the same member shows again — but not right after showing it', () => {
    const shown = [
      { id: 1, atMs: 0 },
      { id: 2, atMs: 0 },
      { id: 3, atMs: 100_000 },
    ];
    const kept = withoutEndedMatches(shown, new Set([2]), 100_000 + MATCH_LIST_GRACE_MS - 1);
    expect(kept.map((match) => match.id)).toEqual([2, 3]);
    expect(withoutEndedMatches(shown, new Set([1, 2, 3]), 10 ** 9)).toBe(shown);
  });
  it('reads only well-formed stored lists', () => {
    expect(parseShownMatches(null)).toEqual([]);
    expect(parseShownMatches('nonsense')).toEqual([]);
    expect(parseShownMatches('{"id":1}')).toEqual([]);
    expect(parseShownMatches('[{"id":1,"atMs":2},{"id":"x","atMs":3},null]')).toEqual([{ id: 1, atMs: 2 }]);
  });
  it('puts the match photo under the cdn prefix with one slash', () => {
    expect(matchPhotoUrl('/media/', { match: 'photos/3/thumb' })).toBe('/media/photos/3/thumb');
    expect(matchPhotoUrl('https://cdn.example/m', { match: '/photos/3/thumb' })).toBe('https://cdn.example/m/photos/3/thumb');
    expect(matchPhotoUrl('/media/', null)).toBeNull();
  });
});
