// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR } from '../../contract/constants';
import { useProgressBar } from '../../src/components/ProgressBar/useProgressBar';
import type { ProgressBarView } from '../../src/components/ProgressBar/progressBarModel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useProgressBar', () => {
  let view: ProgressBarView = { visible: false, progress: 0 };
  function Probe({ loading }: { loading: boolean }) {
    view = useProgressBar(loading);
    return null;
  }

  it('shows nothing for a quick load', () => {
    act(() => root.render(<Probe loading />));
    advance(100);
    act(() => root.render(<Probe loading={false} />));
    advance(2000);
    expect(view.visible).toBe(false);
  });

  it('appears after the throttle, creeps, completes and hides', () => {
    act(() => root.render(<Probe loading />));
    advance(PROGRESS_BAR.throttleMs - 10);
    expect(view.visible).toBe(false);
    advance(20);
    expect(view.visible).toBe(true);
    const early = view.progress;
    advance(2000);
    expect(view.progress).toBeGreaterThan(early);
    expect(view.progress).toBeLessThan(0.9);

    act(() => root.render(<Probe loading={false} />));
    advance(1);
    expect(view).toEqual({ visible: true, progress: 1 });
    advance(PROGRESS_BAR.hideAfterMs);
    expect(view.visible).toBe(false);
  });

  it('stops scheduling once the bar is at its ceiling', () => {
    act(() => root.render(<Probe loading />));
    advance(PROGRESS_BAR.throttleMs + PROGRESS_BAR.durationMs + 100);
    expect(view.progress).toBeCloseTo(0.9, 5);
    expect(vi.getTimerCount()).toBe(0);
  });
});
