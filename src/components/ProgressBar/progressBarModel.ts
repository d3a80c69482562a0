import { PROGRESS_BAR } from '../../../contract/constants';

/**
 * The page-load progress bar as a pure state machine over time (SPEC §9: throttle 200 ms, duration 5000 ms,
 * hides after 500 ms). Loads shorter than the throttle never show; a longer one shows the bar creeping toward
 * 90 % over the duration; finishing jumps it to 100 % and hides it after the hide delay.
 */
export type ProgressBarState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'loading'; readonly startedAt: number }
  | { readonly phase: 'finishing'; readonly finishedAt: number };

export interface ProgressBarTiming {
  readonly throttleMs: number;
  readonly durationMs: number;
  readonly hideAfterMs: number;
}

export interface ProgressBarView {
  readonly visible: boolean;
  /** 0..1 */
  readonly progress: number;
}

export const PROGRESS_BAR_IDLE: ProgressBarState = { phase: 'idle' };
export const PROGRESS_BAR_HIDDEN: ProgressBarView = { visible: false, progress: 0 };

/** Where the bar starts when it first shows, so it is visible at once. */
export const PROGRESS_START = 0.08;
/** The bar never claims more than this before the load has really finished. */
export const PROGRESS_CEILING = 0.9;
/** How often a running bar's progress is recomputed (CSS eases between the steps). */
export const PROGRESS_TICK_MS = 250;

/** A navigation started. A running bar keeps going; a finishing one restarts visibly from the start. */
export function startLoading(state: ProgressBarState, now: number, timing: ProgressBarTiming = PROGRESS_BAR): ProgressBarState {
  switch (state.phase) {
    case 'loading':
      return state;
    case 'finishing':
      if (now - state.finishedAt < timing.hideAfterMs) return { phase: 'loading', startedAt: now - timing.throttleMs };
      return { phase: 'loading', startedAt: now };
    case 'idle':
      return { phase: 'loading', startedAt: now };
  }
}

/** The navigation finished. Within the throttle nothing was shown, so nothing is; otherwise the bar completes. */
export function finishLoading(state: ProgressBarState, now: number, timing: ProgressBarTiming = PROGRESS_BAR): ProgressBarState {
  if (state.phase !== 'loading') return state;
  if (now - state.startedAt < timing.throttleMs) return PROGRESS_BAR_IDLE;
  return { phase: 'finishing', finishedAt: now };
}

/** Drops a finished bar whose hide delay is over back to idle. */
export function settle(state: ProgressBarState, now: number, timing: ProgressBarTiming = PROGRESS_BAR): ProgressBarState {
  if (state.phase === 'finishing' && now - state.finishedAt >= timing.hideAfterMs) return PROGRESS_BAR_IDLE;
  return state;
}

/** Ease-out: fast at first, slowing as it nears the ceiling, like a real load feels. */
function easeOut(fraction: number): number {
  return 1 - (1 - fraction) ** 2;
}

/** What the bar shows at `now`. */
export function progressBarView(state: ProgressBarState, now: number, timing: ProgressBarTiming = PROGRESS_BAR): ProgressBarView {
  switch (state.phase) {
    case 'idle':
      return PROGRESS_BAR_HIDDEN;
    case 'finishing':
      return now - state.finishedAt < timing.hideAfterMs ? { visible: true, progress: 1 } : PROGRESS_BAR_HIDDEN;
    case 'loading': {
      const shownFor = now - state.startedAt - timing.throttleMs;
      if (shownFor < 0) return PROGRESS_BAR_HIDDEN;
      const fraction = Math.min(1, shownFor / timing.durationMs);
      return { visible: true, progress: PROGRESS_START + (PROGRESS_CEILING - PROGRESS_START) * easeOut(fraction) };
    }
  }
}

/** Milliseconds until the view changes by itself (no new event), or null when it will not. */
export function nextChangeIn(state: ProgressBarState, now: number, timing: ProgressBarTiming = PROGRESS_BAR): number | null {
  switch (state.phase) {
    case 'idle':
      return null;
    case 'finishing': {
      const left = state.finishedAt + timing.hideAfterMs - now;
      return left > 0 ? left : null;
    }
    case 'loading': {
      const elapsed = now - state.startedAt;
      if (elapsed < timing.throttleMs) return timing.throttleMs - elapsed;
      const creepLeft = state.startedAt + timing.throttleMs + timing.durationMs - now;
      return creepLeft > 0 ? Math.min(PROGRESS_TICK_MS, creepLeft) : null;
    }
  }
}
