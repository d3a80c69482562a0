import { describe, expect, it, vi } from 'vitest';
import type { ScopedMutator } from 'swr';
import { answerAskedAt, applyAppBadge, setCounts, setCountsFromAnswer, timedAnswer } from '../../app/data/counts';
import { appBadgeAction, attentionCount } from '../../app/rules/attentionCount';
import { pageTitle } from '../../app/rules/pageTitle';

describe('attentionCount (SPEC §2, §4)', () => {
  it('adds unread messages and new likes', () => {
    expect(attentionCount(2, 3)).toBe(5);
    expect(attentionCount(0, 0)).toBe(0);
    expect(attentionCount(150, 100)).toBe(250);
  });
  it('counts nonsense as nothing', () => {
    expect(attentionCount(-1, 2)).toBe(2);
    expect(attentionCount(Number.NaN, 1)).toBe(1);
    expect(attentionCount(Infinity, 1)).toBe(1);
    expect(attentionCount(2.7, 0)).toBe(2);
  });
  it('is the same number in the title and on the app badge', () => {
    expect(pageTitle('Site', 4, 3)).toBe('(7) Site');
    expect(appBadgeAction(4, 3)).toEqual({ kind: 'set', count: 7 });
    expect(appBadgeAction(0, 0)).toEqual({ kind: 'clear' });
  });
});

describe('applyAppBadge: navigator.setAppBadge with failures ignored (SPEC §8)', () => {
  it('sets the sum, and clears it at zero', () => {
    const target = { setAppBadge: vi.fn(async () => undefined), clearAppBadge: vi.fn(async () => undefined) };
    applyAppBadge(2, 1, target);
    expect(target.setAppBadge).toHaveBeenCalledWith(3);
    applyAppBadge(0, 0, target);
    expect(target.clearAppBadge).toHaveBeenCalledTimes(1);
  });
  it('ignores a browser without the API, a refusal and a throw', async () => {
    expect(() => applyAppBadge(1, 0, {})).not.toThrow();
    const refusing = { setAppBadge: vi.fn(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError'))) };
    expect(() => applyAppBadge(1, 0, refusing)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const throwing = {
      setAppBadge: vi.fn(() => {
        throw new Error('boom');
      }),
    };
    expect(() => applyAppBadge(1, 0, throwing)).not.toThrow();
  });
});

describe('counts from list answers never undo newer counts', () => {
  it('skips the totals of an answer asked for before the counts were last written', async () => {
    const mutate = vi.fn(async () => undefined) as unknown as ScopedMutator;
    const early = await timedAnswer(async () => ({ num_unread_messages: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await setCounts(mutate, { unread_messages: 0 });
    expect(setCountsFromAnswer(mutate, { unread_messages: 1 }, answerAskedAt(early))).toBeNull();
    const late = await timedAnswer(async () => ({ num_unread_messages: 2 }));
    expect(setCountsFromAnswer(mutate, { unread_messages: 2 }, answerAskedAt(late))).not.toBeNull();
    expect(mutate).toHaveBeenCalledTimes(2);
  });
});
