import { useEffect, useRef, useState, type HTMLAttributes, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../../theme/motion';
import { DragRoot, Stamp } from './SwipeCard.styles';
import { dragHint, dragProgress, dragRotation, releaseVelocity, SWIPE_GESTURE, swipeDecision, type DragSample, type SwipeDirection } from './swipeGesture';

/** How long the fly-out takes (ms); `onLeft` is called after it. */
export const SWIPE_FLY_OUT_MS = 320;
const SPRING_BACK_MS = 220;

export interface SwipeCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel'> {
  children: ReactNode;
  /** A drag released past the threshold (pure rule: `swipeDecision`): right likes, left passes. */
  onSwipe: (direction: SwipeDirection) => void;
  /** The card is flying out to this side (after a swipe, a button or a key); null keeps it in place. */
  leaving?: SwipeDirection | null;
  /** Called once the fly-out is over (at once with reduced motion). */
  onLeft?: () => void;
  /** Liking is not possible now: a drag to the right springs back. */
  likeDisabled?: boolean;
  /** No dragging (while a choice is being saved). */
  disabled?: boolean;
  /** The hint stamped on the card while dragging right and left (already translated). */
  likeHint: string;
  passHint: string;
}

interface Drag {
  readonly pointerId: number;
  readonly startX: number;
  readonly startY: number;
  /** Past `SWIPE_GESTURE.dragStart`: the card follows and the pointer is captured. */
  moving: boolean;
  samples: DragSample[];
}

/**
 * A card that follows the mouse or finger sideways (Pointer Events with pointer capture), tilting as it goes, with a
 * LIKE or PASS hint; released past the threshold it reports the swipe, under it it springs back. The parent decides
 * what a swipe does and flies the card out with `leaving` (buttons and keys use the same). Honours reduced motion:
 * no tilt and no animation.
 */
export function SwipeCard({ children, onSwipe, leaving = null, onLeft, likeDisabled = false, disabled = false, likeHint, passHint, ...rest }: SwipeCardProps) {
  const reducedMotion = usePrefersReducedMotion();
  const rootRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);

  const onLeftRef = useRef(onLeft);
  useEffect(() => {
    onLeftRef.current = onLeft;
  });
  useEffect(() => {
    if (!leaving) return undefined;
    const timer = setTimeout(() => onLeftRef.current?.(), reducedMotion ? 0 : SWIPE_FLY_OUT_MS);
    return () => clearTimeout(timer);
  }, [leaving, reducedMotion]);

  const width = () => rootRef.current?.getBoundingClientRect().width ?? 0;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || leaving || drag.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    suppressClick.current = false;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, moving: false, samples: [{ x: event.clientX, y: event.clientY, t: event.timeStamp }] };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const x = event.clientX - current.startX;
    const y = event.clientY - current.startY;
    if (!current.moving) {
      if (Math.hypot(x, y) < SWIPE_GESTURE.dragStart) return;
      current.moving = true;
      // Captured only once it is a drag, so a tap on the profile link inside stays a click on the link.
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser no longer knows (already up): the drag goes on without capture.
      }
    }
    current.samples.push({ x: event.clientX, y: event.clientY, t: event.timeStamp });
    if (current.samples.length > 20) current.samples.shift();
    setOffset({ x, y });
  };

  const finish = (event: PointerEvent<HTMLDivElement>, released: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    setOffset(null);
    if (!current.moving) return;
    suppressClick.current = true;
    if (!released) return;
    const decision = swipeDecision({
      dx: event.clientX - current.startX,
      dy: event.clientY - current.startY,
      velocity: releaseVelocity([...current.samples, { x: event.clientX, y: event.clientY, t: event.timeStamp }]),
      cardWidth: width(),
    });
    if (decision === 'pass' || (decision === 'like' && !likeDisabled)) onSwipe(decision);
  };

  // A drag ends with a click on whatever was under the pointer (a link in the card): that click is not meant.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const dx = offset?.x ?? 0;
  const cardWidth = offset ? width() : 0;
  const dragged = offset ? dragHint(dx) : null;
  const hint = leaving ?? (dragged === 'like' && likeDisabled ? null : dragged);
  const hintStrength = leaving ? 1 : Math.min(1, Math.abs(dragProgress(dx, cardWidth)) * 1.25);
  const state = leaving ? 'leaving' : offset ? 'dragging' : 'rest';

  let transform: string | undefined;
  let transition: string | undefined;
  let opacity: number | undefined;
  if (leaving) {
    const side = leaving === 'like' ? 1 : -1;
    opacity = 0;
    transform = reducedMotion ? undefined : `translateX(${side * 150}%) rotate(${side * 24}deg)`;
    transition = reducedMotion ? 'none' : `transform ${SWIPE_FLY_OUT_MS}ms ease-in, opacity ${SWIPE_FLY_OUT_MS}ms ease-in`;
  } else if (offset) {
    transform = `translate(${dx}px, ${offset.y * 0.25}px)${reducedMotion ? '' : ` rotate(${dragRotation(dx, cardWidth)}deg)`}`;
    transition = 'none';
  } else {
    transition = reducedMotion ? 'none' : `transform ${SPRING_BACK_MS}ms cubic-bezier(0.2, 0.8, 0.3, 1.2)`;
  }

  return (
    <DragRoot
      {...rest}
      ref={rootRef}
      data-swipe-state={state}
      style={{ ...rest.style, transform, transition, opacity, transformOrigin: '50% 90%' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => finish(event, true)}
      onPointerCancel={(event) => finish(event, false)}
      onClickCapture={onClickCapture}
      onDragStart={(event) => event.preventDefault()}
    >
      {children}
      {hint ? (
        <Stamp $kind={hint} aria-hidden="true" data-swipe-hint={hint} style={{ opacity: hintStrength }}>
          {hint === 'like' ? likeHint : passHint}
        </Stamp>
      ) : null}
    </DragRoot>
  );
}
