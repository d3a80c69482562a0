import type { SignupStep, SignupValues } from '../../src/screens/SignupScreen';

export interface SignupProgressFacts {
  readonly step: SignupStep;
  readonly values: SignupValues;
  /** The signup request is running. */
  readonly submitting: boolean;
  /** Signups are closed here: there is nothing to fill in, so nothing can be lost. */
  readonly closed: boolean;
  /** The account was created: the modal is leaving anyway. */
  readonly completed: boolean;
}

/**
 * SPEC §2: "The modal cannot be closed by backdrop click or Escape while signup is in progress." Signup is in progress
 * from the moment the visitor has given anything (a field filled, the terms ticked, a step further than the first,
 * which includes a draft kept from earlier) or the request runs, until the account exists. A stray Escape or click
 * beside the form then cannot throw the visitor's answers away; the close icon still closes it (except while the
 * request runs).
 */
export function signupInProgress({ step, values, submitting, closed, completed }: SignupProgressFacts): boolean {
  if (completed) return false;
  if (submitting) return true;
  if (closed) return false;
  if (step !== 'email') return true;
  return Object.values(values).some((value) => (typeof value === 'string' ? value.trim() !== '' : value));
}
