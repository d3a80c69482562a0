import { useEffect, useRef, useState } from 'react';
import { PROGRESS_BAR } from '../../../contract/constants';
import {
  PROGRESS_BAR_HIDDEN,
  PROGRESS_BAR_IDLE,
  finishLoading,
  nextChangeIn,
  progressBarView,
  settle,
  startLoading,
  type ProgressBarState,
  type ProgressBarTiming,
  type ProgressBarView,
} from './progressBarModel';

/**
 * Drives the page-load bar from a loading flag (the router's navigation state): returns what to pass to
 * `<ProgressBar active={visible} progress={progress} />`. The timing rules live in progressBarModel.
 */
export function useProgressBar(loading: boolean, timing: ProgressBarTiming = PROGRESS_BAR): ProgressBarView {
  const state = useRef<ProgressBarState>(PROGRESS_BAR_IDLE);
  const [view, setView] = useState<ProgressBarView>(PROGRESS_BAR_HIDDEN);

  useEffect(() => {
    const now = performance.now();
    const before = state.current;
    state.current = loading ? startLoading(before, now, timing) : finishLoading(before, now, timing);
    if (state.current === before && state.current.phase === 'idle') return undefined;

    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const at = performance.now();
      state.current = settle(state.current, at, timing);
      setView(progressBarView(state.current, at, timing));
      const next = nextChangeIn(state.current, at, timing);
      timer = next === null ? undefined : setTimeout(update, next);
    };
    // First update on the next task: the view never changes within the same instant as the event.
    timer = setTimeout(update, 0);
    return () => clearTimeout(timer);
  }, [loading, timing]);

  return view;
}
