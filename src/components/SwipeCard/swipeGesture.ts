/**
 * The swipe gesture's decisions, kept pure so they can be tested without a browser: when a drag is a like or a pass,
 * how fast the pointer was moving when it let go, and how far the card tilts and the hint shows while dragging.
 */

export type SwipeDirection = 'like' | 'pass';

/** A pointer position at a moment (ms, e.g. `event.timeStamp`). */
export interface DragSample {
  readonly x: number;
  readonly y: number;
  readonly t: number;
}

export const SWIPE_GESTURE = {
  /** A release this far (px) to one side decides, however slowly it was dragged… */
  distance: 100,
  /** …or at most this fraction of the card's width, so a narrow card needs no longer drag than a wide one. */
  widthFraction: 0.4,
  /** A flick: released moving sideways at least this fast (px/ms)… */
  flickVelocity: 0.5,
  /** …after at least this far (px), so a tap with a twitch is not a like. */
  flickDistance: 30,
  /** The velocity is measured over the last this many ms before the release. */
  velocityWindowMs: 100,
  /** The card tilts at most this much (degrees), reached at the decision distance. */
  maxRotation: 12,
  /** A drag shorter than this (px) is not yet a drag: no hint, and a click on a link inside still works. */
  dragStart: 8,
} as const;

/** The distance (px) a release must reach to decide, for a card this wide (px; 0 when unknown). */
export function swipeDistance(cardWidth: number): number {
  return cardWidth > 0 ? Math.min(SWIPE_GESTURE.distance, cardWidth * SWIPE_GESTURE.widthFraction) : SWIPE_GESTURE.distance;
}

/**
 * The sideways speed (px/ms) at the release: from the first sample inside the last `velocityWindowMs` to the last
 * sample. 0 with fewer than two samples or no time between them.
 */
export function releaseVelocity(samples: readonly DragSample[]): number {
  const last = samples[samples.length - 1];
  if (!last) return 0;
  const first = samples.find((sample) => last.t - sample.t <= SWIPE_GESTURE.velocityWindowMs) ?? last;
  const elapsed = last.t - first.t;
  return elapsed > 0 ? (last.x - first.x) / elapsed : 0;
}

export interface SwipeRelease {
  /** Sideways distance from where the drag started (px; right is positive). */
  readonly dx: number;
  /** Vertical distance (px). */
  readonly dy: number;
  /** Sideways speed at the release (px/ms), see `releaseVelocity`. */
  readonly velocity: number;
  /** The card's width (px; 0 when unknown). */
  readonly cardWidth: number;
}

/**
 * What a release decides: right is a like, left a pass, and null springs the card back. It decides when the drag
 * went mostly sideways and either reached the distance or was a flick in the direction of the drag.
 */
export function swipeDecision({ dx, dy, velocity, cardWidth }: SwipeRelease): SwipeDirection | null {
  if (Math.abs(dx) <= Math.abs(dy)) return null;
  const far = Math.abs(dx) >= swipeDistance(cardWidth);
  const flick = Math.abs(dx) >= SWIPE_GESTURE.flickDistance && Math.abs(velocity) >= SWIPE_GESTURE.flickVelocity && Math.sign(velocity) === Math.sign(dx);
  if (!far && !flick) return null;
  return dx > 0 ? 'like' : 'pass';
}

/** How far a drag is towards deciding, -1 (a pass) … 1 (a like): the tilt and the hint's strength follow it. */
export function dragProgress(dx: number, cardWidth: number): number {
  return Math.max(-1, Math.min(1, dx / swipeDistance(cardWidth)));
}

/** The card's tilt (degrees) at this drag. */
export function dragRotation(dx: number, cardWidth: number): number {
  return dragProgress(dx, cardWidth) * SWIPE_GESTURE.maxRotation;
}

/** The hint shown on the card while dragging: LIKE to the right, PASS to the left, none near the start. */
export function dragHint(dx: number): SwipeDirection | null {
  if (Math.abs(dx) < SWIPE_GESTURE.dragStart) return null;
  return dx > 0 ? 'like' : 'pass';
}
