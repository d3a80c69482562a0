/** SPEC-free back-office rule: a credit correction is a non-zero whole number with a reason, and never leaves a negative balance. */
export const CREDIT_CORRECTION_LIMITS = { reasonMin: 3, reasonMax: 500, deltaMax: 1_000_000 } as const;

export type CreditCorrectionProblem = 'delta_required' | 'delta_invalid' | 'delta_zero' | 'below_zero' | 'reason_required' | 'reason_too_short' | 'reason_too_long';

export interface CreditCorrectionCheck {
  /** The parsed change, or null when the text is not a whole number. */
  delta: number | null;
  /** The balance after the change, when the change is a number. */
  balanceAfter: number | null;
  problems: { delta?: CreditCorrectionProblem; reason?: CreditCorrectionProblem };
}

/** Reads "+25", "-10" or "7" and checks it against the current balance and the reason. */
export function checkCreditCorrection(deltaText: string, reason: string, balance: number): CreditCorrectionCheck {
  const text = deltaText.trim().replace(/^\u2212/, '-');
  const problems: CreditCorrectionCheck['problems'] = {};
  let delta: number | null = null;
  if (text === '') problems.delta = 'delta_required';
  else if (!/^[+-]?\d{1,9}$/.test(text)) problems.delta = 'delta_invalid';
  else {
    delta = Number(text);
    if (delta === 0) problems.delta = 'delta_zero';
    else if (Math.abs(delta) > CREDIT_CORRECTION_LIMITS.deltaMax) problems.delta = 'delta_invalid';
    else if (balance + delta < 0) problems.delta = 'below_zero';
  }
  const trimmed = reason.trim();
  if (trimmed === '') problems.reason = 'reason_required';
  else if ([...trimmed].length < CREDIT_CORRECTION_LIMITS.reasonMin) problems.reason = 'reason_too_short';
  else if ([...trimmed].length > CREDIT_CORRECTION_LIMITS.reasonMax) problems.reason = 'reason_too_long';
  return { delta, balanceAfter: delta === null ? null : balance + delta, problems };
}
