import { describe, expect, it } from 'vitest';
import {
  closeTimeBonusPopup,
  dismissedSinceSignup,
  timeBonusPopupDelayMs,
  timeBonusPopupStep,
  TIME_BONUS_POPUP_IDLE,
  type TimeBonusPopupFacts,
  type TimeBonusPopupState,
} from '../../app/rules/timeBonusPopup';

// A controllable clock: the test says what time it is at every step.
const eligible: Omit<TimeBonusPopupFacts, 'nowMs'> = { timeBonusActive: true, credits: 0, inMembersArea: true, dismissed: false };

/** Steps the machine through (seconds, changed facts) pairs, as the app does when facts change or its timer fires. */
function run(steps: ReadonlyArray<[number, Partial<TimeBonusPopupFacts>?]>, start: TimeBonusPopupState = TIME_BONUS_POPUP_IDLE) {
  let state = start;
  let facts = eligible;
  for (const [seconds, change] of steps) {
    facts = { ...facts, ...change };
    state = timeBonusPopupStep(state, { ...facts, nowMs: seconds * 1000 });
  }
  return state;
}

describe('time-bonus popup (SPEC §4)', () => {
  it('opens 40 s after entering the members area with 0 credits', () => {
    const waiting = run([[100]]);
    expect(waiting).toEqual({ phase: 'waiting', opensAtMs: 140_000 });
    expect(timeBonusPopupDelayMs(waiting, 100_000)).toBe(40_000);
    expect(timeBonusPopupDelayMs(waiting, 125_000)).toBe(15_000);
    expect(run([[100], [139.999]])).toEqual({ phase: 'waiting', opensAtMs: 140_000 });
    expect(run([[100], [140]])).toEqual({ phase: 'open' });
    expect(timeBonusPopupDelayMs(run([[100], [140]]), 140_000)).toBeNull();
  });

  it('keeps its timer while moving between pages of the members area', () => {
    expect(run([[100], [110, { inMembersArea: true }], [130], [140]])).toEqual({ phase: 'open' });
  });

  it('is cancelled by leaving the area, and starts over on coming back', () => {
    expect(run([[100], [120, { inMembersArea: false }]])).toEqual({ phase: 'idle' });
    expect(run([[100], [120, { inMembersArea: false }], [140]])).toEqual({ phase: 'idle' });
    const back = run([[100], [120, { inMembersArea: false }], [130, { inMembersArea: true }]]);
    expect(back).toEqual({ phase: 'waiting', opensAtMs: 170_000 });
    expect(run([[100], [120, { inMembersArea: false }], [130, { inMembersArea: true }], [169]]).phase).toBe('waiting');
  });

  it('closes when the member leaves the area while it is open', () => {
    expect(run([[100], [140], [150, { inMembersArea: false }]])).toEqual({ phase: 'idle' });
  });

  it('does not start outside the members area', () => {
    expect(run([[100, { inMembersArea: false }], [200]])).toEqual({ phase: 'idle' });
  });

  it('needs 0 credits', () => {
    expect(run([[100, { credits: 1 }], [140]])).toEqual({ phase: 'idle' });
    expect(run([[100], [120, { credits: 5 }], [140]])).toEqual({ phase: 'idle' });
  });

  it('needs a running time bonus', () => {
    expect(run([[100, { timeBonusActive: false }], [140]])).toEqual({ phase: 'idle' });
    expect(run([[100], [140], [150, { timeBonusActive: false }]])).toEqual({ phase: 'idle' });
  });

  it('never opens once dismissed, and closing it dismisses it for good', () => {
    expect(run([[100, { dismissed: true }], [140]])).toEqual({ phase: 'dismissed' });
    const closed = closeTimeBonusPopup();
    expect(closed).toEqual({ phase: 'dismissed' });
    expect(run([[200], [240], [300, { inMembersArea: false }], [310, { inMembersArea: true }], [400]], closed)).toEqual({ phase: 'dismissed' });
  });
});

describe('dismissedSinceSignup', () => {
  const createdAt = '2026-03-01T10:00:00Z';
  const signupS = Date.parse(createdAt) / 1000;
  it('counts a dismissal written since this account signed up', () => {
    expect(dismissedSinceSignup(signupS, createdAt)).toBe(true);
    expect(dismissedSinceSignup(signupS + 60, createdAt)).toBe(true);
  });
  it("ignores none, and an earlier one (another account's on this browser)", () => {
    expect(dismissedSinceSignup(null, createdAt)).toBe(false);
    expect(dismissedSinceSignup(signupS - 1, createdAt)).toBe(false);
  });
  it('counts any dismissal when the signup time is unreadable', () => {
    expect(dismissedSinceSignup(1, 'unknown')).toBe(true);
  });
});
