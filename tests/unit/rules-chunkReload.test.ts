import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadAfterChunkError } from '../../app/rules/chunkReload';

describe('shouldReloadAfterChunkError (SPEC §8)', () => {
  it('reloads when it never reloaded before', () => {
    expect(shouldReloadAfterChunkError(1_000_000, null)).toBe(true);
  });
  it('does not reload again within 60 seconds', () => {
    expect(shouldReloadAfterChunkError(1_059_999, 1_000_000)).toBe(false);
  });
  it('reloads again after 60 seconds', () => {
    expect(shouldReloadAfterChunkError(1_060_000, 1_000_000)).toBe(true);
  });
  it('treats an unreadable stored time as never', () => {
    expect(shouldReloadAfterChunkError(1_000, Number.NaN)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/members-abc.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });
  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
