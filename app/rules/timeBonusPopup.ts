import { TIME_BONUS } from '../../contract/constants';

/**
 * SPEC §4 time-bonus popup: it opens 40 s after entering the members area when the time bonus runs, the user has 0
 * credits and has not dismissed it; leaving the area cancels the timer (and closes it); closing stores the dismissal.
 * A small state machine stepped with the facts of the moment and a clock, so tests control time.
 */

export type TimeBonusPopupState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'waiting'; readonly opensAtMs: number }
  | { readonly phase: 'open' }
  | { readonly phase: 'dismissed' };

export const TIME_BONUS_POPUP_IDLE: TimeBonusPopupState = { phase: 'idle' };
const OPEN: TimeBonusPopupState = { phase: 'open' };
const DISMISSED: TimeBonusPopupState = { phase: 'dismissed' };

export interface TimeBonusPopupFacts {
  readonly timeBonusActive: boolean;
  readonly credits: number;
  readonly inMembersArea: boolean;
  /** A stored dismissal that belongs to this account (see `dismissedSinceSignup`). */
  readonly dismissed: boolean;
  readonly nowMs: number;
}

export function timeBonusPopupStep(state: TimeBonusPopupState, facts: TimeBonusPopupFacts): TimeBonusPopupState {
  if (facts.dismissed || state.phase === 'dismissed') return DISMISSED;
  if (!facts.timeBonusActive || !facts.inMembersArea || facts.credits > 0) return TIME_BONUS_POPUP_IDLE;
  switch (state.phase) {
    case 'idle':
      // Entering the area (or becoming eligible in it) starts the 40 s; moving between its pages does not.
      return { phase: 'waiting', opensAtMs: facts.nowMs + TIME_BONUS.popupDelayMs };
    case 'waiting':
      return facts.nowMs >= state.opensAtMs ? OPEN : state;
    case 'open':
      return state;
  }
}

/** How long until a waiting popup opens (0: due now); null when nothing is waiting. */
export function timeBonusPopupDelayMs(state: TimeBonusPopupState, nowMs: number): number | null {
  return state.phase === 'waiting' ? Math.max(0, state.opensAtMs - nowMs) : null;
}

/** Closing it, by any way (close icon, Escape, backdrop, or following its offer), ends it for good. */
export function closeTimeBonusPopup(): TimeBonusPopupState {
  return DISMISSED;
}

/**
 * Whether a stored dismissal (unix seconds) counts for this account: one written before the account existed was
 * someone else's on this browser, and a new member still gets their own offer.
 */
export function dismissedSinceSignup(dismissedAt: number | null, createdAt: string): boolean {
  if (dismissedAt === null) return false;
  const signupS = Math.floor(Date.parse(createdAt) / 1000);
  return !Number.isFinite(signupS) || dismissedAt >= signupS;
}
