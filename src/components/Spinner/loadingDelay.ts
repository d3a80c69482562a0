import { css, keyframes } from 'styled-components';
import { LOADING_INDICATOR_DELAY_MS } from '../../../contract/constants';

/** The hidden state a loading indicator keeps until its delay has passed (filled backwards over the delay). */
const waitingToAppear = keyframes`
  from, to { visibility: hidden; }
`;

/**
 * SPEC §7: a loading indicator shows only once the load has lasted LOADING_INDICATOR_DELAY_MS (200 ms), so a quick
 * load never flashes one. One `animation` item for every indicator (Spinner, Skeleton, the Button's spinner): the
 * element is in the markup at once (server-rendered pages included, so no JavaScript timer is needed before
 * hydration, and it keeps its place in the layout) but `visibility: hidden` during the animation's delay, then shows.
 * It is a delay, not a duration, so the global reduced-motion rule (which shortens durations) keeps it; with
 * animations off altogether (`animation: none`, as the visual tests set) the indicator shows at once.
 * Combine it with an element's own animations: `animation: ${loadingDelay()}, ${spin} 1s linear infinite;`.
 */
export function loadingDelay(delayMs: number = LOADING_INDICATOR_DELAY_MS) {
  return css`${waitingToAppear} 1ms step-end ${Math.max(0, delayMs)}ms backwards`;
}
