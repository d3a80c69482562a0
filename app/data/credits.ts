import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { ENDPOINTS } from '../../contract/api';
import { TIME_BONUS } from '../../contract/constants';
import type { DiscountCode, TimeBonusResponse } from '../../contract/credits';
import { apiFetch } from '../api/client';
import { isTimeBonusActive, keepTimeBonusCountdown, timeBonusCountdown, timeBonusRemaining } from '../rules/timeBonus';
import { useViewer } from './viewer';

/**
 * The time bonus and the welcome discount of the logged-in member (SPEC §4, §7, §9). Both SWR keys are session
 * keys: `replaceSession` drops them on login and logout, so the time bonus is loaded on login and cleared on logout.
 */

export const TIME_BONUS_KEY = ENDPOINTS.timeBonus.path;
/** SPEC §7: GET /api/discountcode.php?welcome=true; its answer is the welcome discount, or nothing. */
export const WELCOME_DISCOUNT_KEY = `${ENDPOINTS.discountCode.path}?welcome=true`;

const fetchTimeBonus = (): Promise<TimeBonusResponse> => apiFetch(TIME_BONUS_KEY, { schema: ENDPOINTS.timeBonus.response });

/** SPEC §7/§8: a failure of the welcome request is ignored: no welcome discount then, and nothing else happens. */
export async function fetchWelcomeDiscount(): Promise<DiscountCode | null> {
  try {
    const { discount_code } = await apiFetch(ENDPOINTS.discountCode.path, {
      query: { welcome: 'true' },
      schema: ENDPOINTS.discountCode.response,
    });
    return discount_code;
  } catch {
    return null;
  }
}

/**
 * The clock of a countdown to `endsAtMs`: Date.now(), refreshed every second (SPEC §9 tick) until the end is reached.
 * One interval per end: re-renders and refreshed data with the same end neither restart nor shift it.
 */
export function useCountdownClock(endsAtMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAtMs === null) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAtMs && timer !== undefined) clearInterval(timer);
    };
    tick();
    if (Date.now() < endsAtMs) timer = setInterval(tick, TIME_BONUS.tickMs);
    return () => clearInterval(timer);
  }, [endsAtMs]);
  return now;
}

export interface TimeBonusView {
  /** Seconds left, ticking each second; null when the member has no time bonus (logged out, paid, over). */
  secondsLeft: number | null;
  code: string;
  percentage: number;
}

/** SPEC §4 time bonus of the logged-in member, counting down each second; never restarted while it runs. */
export function useTimeBonus(): TimeBonusView {
  const { account } = useViewer();
  // Asked only while the signup time says it may run: the answer can end it sooner, never make it longer.
  const mayRun = isTimeBonusActive(timeBonusCountdown(account), Date.now());
  const { data } = useSWR(mayRun ? TIME_BONUS_KEY : null, fetchTimeBonus, { revalidateOnFocus: false });
  const next = timeBonusCountdown(account, data?.time_bonus);
  const [held, setHeld] = useState(next);
  const kept = keepTimeBonusCountdown(held, next);
  // Adjusting state from what changed since the last render (React's documented pattern), not in an effect.
  if (kept !== held) setHeld(kept);
  const now = useCountdownClock(kept?.endsAtMs ?? null);
  return {
    secondsLeft: timeBonusRemaining(kept, now),
    code: data?.time_bonus.code ?? TIME_BONUS.code,
    percentage: data?.time_bonus.value_percentage ?? TIME_BONUS.percentage,
  };
}

/**
 * The welcome discount, asked for only when `wanted` (see `welcomeDiscountMayApply`: the time bonus takes priority,
 * and the server answers its code to welcome=true while it runs). Null when there is none.
 */
export function useWelcomeDiscount(wanted: boolean): DiscountCode | null {
  const { data } = useSWR(wanted ? WELCOME_DISCOUNT_KEY : null, fetchWelcomeDiscount, { revalidateOnFocus: false });
  return data ?? null;
}
