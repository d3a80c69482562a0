import { describe, expect, it } from 'vitest';
import {
  dragHint,
  dragProgress,
  dragRotation,
  releaseVelocity,
  SWIPE_GESTURE,
  swipeDecision,
  swipeDistance,
} from '../../src/components/SwipeCard/swipeGesture';

const slow = { dy: 0, velocity: 0, cardWidth: 352 };

describe('swipeDecision (drag release: like, pass or spring back)', () => {
  it('likes a drag to the right and passes a drag to the left once it reaches the distance', () => {
    expect(swipeDecision({ ...slow, dx: 100 })).toBe('like');
    expect(swipeDecision({ ...slow, dx: 240 })).toBe('like');
    expect(swipeDecision({ ...slow, dx: -100 })).toBe('pass');
    expect(swipeDecision({ ...slow, dx: -240 })).toBe('pass');
  });

  it('springs back under the distance when the release is slow', () => {
    expect(swipeDecision({ ...slow, dx: 99 })).toBeNull();
    expect(swipeDecision({ ...slow, dx: -99 })).toBeNull();
    expect(swipeDecision({ ...slow, dx: 0 })).toBeNull();
  });

  it('needs less distance on a narrow card (40 % of its width)', () => {
    expect(swipeDistance(200)).toBe(80);
    expect(swipeDistance(400)).toBe(SWIPE_GESTURE.distance);
    expect(swipeDistance(0)).toBe(SWIPE_GESTURE.distance);
    expect(swipeDecision({ ...slow, cardWidth: 200, dx: 80 })).toBe('like');
    expect(swipeDecision({ ...slow, cardWidth: 200, dx: 79 })).toBeNull();
  });

  it('decides a short flick in the direction of the drag', () => {
    expect(swipeDecision({ ...slow, dx: 40, velocity: 0.8 })).toBe('like');
    expect(swipeDecision({ ...slow, dx: -40, velocity: -0.8 })).toBe('pass');
    // Too slow, too short, or flicked back against the drag: springs back.
    expect(swipeDecision({ ...slow, dx: 40, velocity: 0.3 })).toBeNull();
    expect(swipeDecision({ ...slow, dx: 20, velocity: 2 })).toBeNull();
    expect(swipeDecision({ ...slow, dx: 60, velocity: -1 })).toBeNull();
  });

  it('ignores a mostly vertical drag (the page scrolls, the card stays)', () => {
    expect(swipeDecision({ ...slow, dx: 120, dy: 200 })).toBeNull();
    expect(swipeDecision({ ...slow, dx: -120, dy: -121, velocity: -2 })).toBeNull();
    expect(swipeDecision({ ...slow, dx: 120, dy: 80 })).toBe('like');
  });
});

describe('releaseVelocity', () => {
  it('measures the sideways speed over the last 100 ms before the release', () => {
    const samples = [
      { x: 0, y: 0, t: 0 },
      { x: 10, y: 0, t: 200 },
      { x: 30, y: 0, t: 250 },
      { x: 80, y: 0, t: 300 },
    ];
    // From t=200 (x=10) to t=300 (x=80): 70 px in 100 ms; the slow start is left out.
    expect(releaseVelocity(samples)).toBeCloseTo(0.7);
    expect(releaseVelocity([{ x: 80, y: 0, t: 300 }, { x: 20, y: 0, t: 340 }])).toBeCloseTo(-1.5);
  });

  it('is 0 without movement in time', () => {
    expect(releaseVelocity([])).toBe(0);
    expect(releaseVelocity([{ x: 5, y: 0, t: 10 }])).toBe(0);
    expect(releaseVelocity([{ x: 0, y: 0, t: 0 }, { x: 50, y: 0, t: 500 }])).toBe(0);
  });
});

describe('drag feedback', () => {
  it('tilts with the drag up to the maximum at the decision distance', () => {
    expect(dragRotation(0, 352)).toBe(0);
    expect(dragRotation(50, 352)).toBeCloseTo(SWIPE_GESTURE.maxRotation / 2);
    expect(dragRotation(-300, 352)).toBe(-SWIPE_GESTURE.maxRotation);
    expect(dragProgress(1000, 352)).toBe(1);
  });

  it('shows LIKE to the right and PASS to the left once the drag has started', () => {
    expect(dragHint(3)).toBeNull();
    expect(dragHint(-7)).toBeNull();
    expect(dragHint(12)).toBe('like');
    expect(dragHint(-12)).toBe('pass');
  });
});
