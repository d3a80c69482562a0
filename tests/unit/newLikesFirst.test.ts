import { describe, expect, it } from 'vitest';
import { newLikesFirst } from '../../src/screens/LikesScreen/newLikesFirst';

describe('newLikesFirst (SPEC §4: received likes are ordered new first)', () => {
  it('puts new likes first and keeps each group in its order', () => {
    const likes = [
      { id: 1, like_new: false },
      { id: 2, like_new: true },
      { id: 3, like_new: false },
      { id: 4, like_new: true },
    ];
    expect(newLikesFirst(likes).map((like) => like.id)).toEqual([2, 4, 1, 3]);
  });

  it('leaves an ordered list as it is and does not change its input', () => {
    const likes = Object.freeze([
      { id: 1, like_new: true },
      { id: 2, like_new: false },
    ]);
    expect(newLikesFirst(likes)).toEqual(likes);
    expect(newLikesFirst(likes)).not.toBe(likes);
  });

  it('handles lists with no new likes, only new likes, or nothing', () => {
    expect(newLikesFirst([{ id: 1, like_new: false }])).toEqual([{ id: 1, like_new: false }]);
    expect(newLikesFirst([{ id: 1, like_new: true }])).toEqual([{ id: 1, like_new: true }]);
    expect(newLikesFirst([])).toEqual([]);
  });
});
