// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from '../../theme/motion';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A controllable `matchMedia` for the reduced-motion query. */
function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    media: REDUCED_MOTION_QUERY,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn((query: string) => {
    expect(query).toBe(REDUCED_MOTION_QUERY);
    return list as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    listeners,
    set(matches: boolean) {
      list.matches = matches;
      for (const listener of listeners) listener();
    },
  };
}

function Probe() {
  return createElement('output', null, usePrefersReducedMotion() ? 'reduce' : 'full');
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('usePrefersReducedMotion', () => {
  it('reads the preference and follows changes', async () => {
    const media = fakeMatchMedia(true);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(createElement(Probe)));
    expect(container.textContent).toBe('reduce');

    await act(async () => media.set(false));
    expect(container.textContent).toBe('full');

    await act(async () => root.unmount());
    expect(media.listeners.size).toBe(0);
  });

  it('renders the full-motion variant on the server', () => {
    fakeMatchMedia(true);
    expect(renderToString(createElement(Probe))).toContain('full');
  });

  it('treats a browser without matchMedia as full motion', async () => {
    vi.stubGlobal('matchMedia', undefined);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(createElement(Probe)));
    expect(container.textContent).toBe('full');
    await act(async () => root.unmount());
  });
});
