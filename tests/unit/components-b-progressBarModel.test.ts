import { describe, expect, it } from 'vitest';
import { PROGRESS_BAR } from '../../contract/constants';
import {
  PROGRESS_BAR_IDLE,
  PROGRESS_CEILING,
  finishLoading,
  nextChangeIn,
  progressBarView,
  settle,
  startLoading,
  type ProgressBarState,
} from '../../src/components/ProgressBar/progressBarModel';

const { throttleMs, durationMs, hideAfterMs } = PROGRESS_BAR;

/** Replays start/finish events on a fake clock and reads the view at the given instants. */
function run(events: ReadonlyArray<[at: number, event: 'start' | 'finish']>) {
  let state: ProgressBarState = PROGRESS_BAR_IDLE;
  let clock = 0;
  const queue = [...events];
  return (at: number) => {
    while (queue.length && (queue[0]?.[0] ?? Infinity) <= at) {
      const [when, event] = queue.shift() as [number, 'start' | 'finish'];
      clock = when;
      state = settle(state, clock);
      state = event === 'start' ? startLoading(state, clock) : finishLoading(state, clock);
    }
    clock = at;
    state = settle(state, clock);
    return { ...progressBarView(state, clock), phase: state.phase };
  };
}

describe('progressBarModel', () => {
  it('uses the SPEC §9 timings', () => {
    expect(PROGRESS_BAR).toEqual({ throttleMs: 200, durationMs: 5000, hideAfterMs: 500 });
  });

  it('never shows a load shorter than the 200 ms throttle', () => {
    const at = run([
      [0, 'start'],
      [199, 'finish'],
    ]);
    expect(at(0).visible).toBe(false);
    expect(at(150).visible).toBe(false);
    expect(at(199)).toMatchObject({ visible: false, phase: 'idle' });
    expect(at(1000).visible).toBe(false);
  });

  it('appears once loading lasts the throttle', () => {
    const at = run([[0, 'start']]);
    expect(at(throttleMs - 1).visible).toBe(false);
    const shown = at(throttleMs);
    expect(shown.visible).toBe(true);
    expect(shown.progress).toBeGreaterThan(0);
  });

  it('creeps toward 90 % over the 5000 ms duration and never passes it while loading', () => {
    const at = run([[0, 'start']]);
    const samples = [250, 1000, 2000, 3500, throttleMs + durationMs, 20_000].map((time) => at(time).progress);
    for (let index = 1; index < samples.length; index += 1) expect(samples[index]).toBeGreaterThanOrEqual(samples[index - 1] ?? 0);
    expect(samples[1]).toBeLessThan(samples[3] ?? 0);
    expect(at(throttleMs + durationMs / 2).progress).toBeLessThan(PROGRESS_CEILING);
    expect(at(throttleMs + durationMs).progress).toBeCloseTo(PROGRESS_CEILING, 10);
    expect(at(60_000).progress).toBeCloseTo(PROGRESS_CEILING, 10);
  });

  it('jumps to 100 % on finish and hides 500 ms later', () => {
    const at = run([
      [0, 'start'],
      [1200, 'finish'],
    ]);
    expect(at(1199).progress).toBeLessThan(PROGRESS_CEILING);
    expect(at(1200)).toMatchObject({ visible: true, progress: 1, phase: 'finishing' });
    expect(at(1200 + hideAfterMs - 1)).toMatchObject({ visible: true, progress: 1 });
    expect(at(1200 + hideAfterMs)).toMatchObject({ visible: false, phase: 'idle' });
  });

  it('keeps a running load going when another start arrives', () => {
    const state = startLoading(PROGRESS_BAR_IDLE, 0);
    expect(startLoading(state, 800)).toBe(state);
  });

  it('restarts visibly (no second throttle) when a new load starts while finishing', () => {
    const at = run([
      [0, 'start'],
      [1000, 'finish'],
      [1100, 'start'],
    ]);
    const restarted = at(1100);
    expect(restarted).toMatchObject({ visible: true, phase: 'loading' });
    expect(restarted.progress).toBeLessThan(1);
  });

  it('throttles again when a new load starts after the bar has hidden', () => {
    const at = run([
      [0, 'start'],
      [1000, 'finish'],
      [3000, 'start'],
    ]);
    expect(at(3000).visible).toBe(false);
    expect(at(3000 + throttleMs).visible).toBe(true);
  });

  it('ignores a finish without a start', () => {
    expect(finishLoading(PROGRESS_BAR_IDLE, 10)).toBe(PROGRESS_BAR_IDLE);
  });

  describe('nextChangeIn', () => {
    it('is null while idle', () => {
      expect(nextChangeIn(PROGRESS_BAR_IDLE, 0)).toBeNull();
    });
    it('wakes at the end of the throttle', () => {
      expect(nextChangeIn({ phase: 'loading', startedAt: 0 }, 50)).toBe(throttleMs - 50);
    });
    it('ticks while creeping and stops once at the ceiling', () => {
      const tick = nextChangeIn({ phase: 'loading', startedAt: 0 }, 1000);
      expect(tick).toBeGreaterThan(0);
      expect(tick).toBeLessThanOrEqual(throttleMs + durationMs - 1000);
      expect(nextChangeIn({ phase: 'loading', startedAt: 0 }, throttleMs + durationMs)).toBeNull();
    });
    it('wakes when a finished bar must hide', () => {
      expect(nextChangeIn({ phase: 'finishing', finishedAt: 1000 }, 1100)).toBe(hideAfterMs - 100);
      expect(nextChangeIn({ phase: 'finishing', finishedAt: 1000 }, 1000 + hideAfterMs)).toBeNull();
    });
  });
});
