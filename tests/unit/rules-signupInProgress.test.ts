import { describe, expect, it } from 'vitest';
import { signupInProgress, type SignupProgressFacts } from '../../app/rules/signupInProgress';

const empty = { email: '', name: '', password: '', date_of_birth: '', signup_message: '', accept_terms: false };
const fresh: SignupProgressFacts = { step: 'email', values: empty, submitting: false, closed: false, completed: false };

describe('signupInProgress (SPEC §2: no closing by backdrop or Escape while signup is in progress)', () => {
  it('is not in progress before the visitor has given anything', () => {
    expect(signupInProgress(fresh)).toBe(false);
    expect(signupInProgress({ ...fresh, values: { ...empty, email: '   ' } })).toBe(false);
  });

  it('is in progress once any field is filled or the terms are ticked', () => {
    expect(signupInProgress({ ...fresh, values: { ...empty, email: 's' } })).toBe(true);
    expect(signupInProgress({ ...fresh, values: { ...empty, signup_message: 'Hi' } })).toBe(true);
    expect(signupInProgress({ ...fresh, values: { ...empty, accept_terms: true } })).toBe(true);
  });

  it('is in progress on any later step (a kept draft included)', () => {
    expect(signupInProgress({ ...fresh, step: 'name' })).toBe(true);
    expect(signupInProgress({ ...fresh, step: 'signup_message' })).toBe(true);
  });

  it('is in progress while the request runs, even on a closed site', () => {
    expect(signupInProgress({ ...fresh, submitting: true })).toBe(true);
    expect(signupInProgress({ ...fresh, submitting: true, closed: true })).toBe(true);
  });

  it('is not in progress when signups are closed or the account exists', () => {
    expect(signupInProgress({ ...fresh, step: 'name', closed: true })).toBe(false);
    expect(signupInProgress({ ...fresh, values: { ...empty, email: 's' }, completed: true })).toBe(false);
  });
});
