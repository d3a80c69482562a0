import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY } from '../../contract/constants';
import { claimChunkReload, installChunkReloadGuard, reloadAfterChunkError, type ChunkReloadDeps } from '../../app/shell/chunkReloadGuard';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

function deps(start = 1_000_000, initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  let now = start;
  const reload = vi.fn();
  const value: ChunkReloadDeps & { advance(ms: number): void } = { storage, reload, now: () => now, advance: (ms) => void (now += ms) };
  return { ...value, items: storage.items };
}

const CHUNK_ERROR = new TypeError('Failed to fetch dynamically imported module: https://site/assets/pages-terms-abc.js');

describe('chunk-load guard (SPEC §8)', () => {
  it('reloads once, then not again within 60 s, and again after', () => {
    const guard = deps();
    expect(reloadAfterChunkError(CHUNK_ERROR, guard)).toBe(true);
    expect(guard.items.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
    guard.advance(59_999);
    expect(reloadAfterChunkError(CHUNK_ERROR, guard)).toBe(false);
    guard.advance(1);
    expect(reloadAfterChunkError(CHUNK_ERROR, guard)).toBe(true);
    expect(guard.reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the reload time in session storage, so a reloaded page remembers it', () => {
    const guard = deps(1_030_000, { [CHUNK_RELOAD_STORAGE_KEY]: '1000000' });
    expect(claimChunkReload(guard)).toBe(false);
  });

  it('leaves other errors alone', () => {
    const guard = deps();
    expect(reloadAfterChunkError(new Error('Cannot read properties of undefined'), guard)).toBe(false);
    expect(guard.reload).not.toHaveBeenCalled();
    expect(guard.items.size).toBe(0);
  });

  it('never reloads without session storage (no loop without a guard)', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError(CHUNK_ERROR, { storage: null, reload, now: () => 0 })).toBe(false);
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(reloadAfterChunkError(CHUNK_ERROR, { storage: throwing, reload, now: () => 0 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads on Vite's preload error and on an unhandled chunk rejection, and can be uninstalled", () => {
    const target = new EventTarget();
    const guard = deps();
    const uninstall = installChunkReloadGuard(target as unknown as Window, guard);
    const preload = Object.assign(new Event('vite:preloadError'), { payload: new Error('Unable to preload CSS for /assets/faq.css') });
    target.dispatchEvent(preload);
    expect(guard.reload).toHaveBeenCalledTimes(1);

    guard.advance(60_000);
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('Some other failure') }));
    expect(guard.reload).toHaveBeenCalledTimes(1);
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: CHUNK_ERROR }));
    expect(guard.reload).toHaveBeenCalledTimes(2);

    uninstall();
    guard.advance(60_000);
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: CHUNK_ERROR }));
    expect(guard.reload).toHaveBeenCalledTimes(2);
  });
});
