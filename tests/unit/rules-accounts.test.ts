import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/entities';
import { activationReminder } from '../../app/rules/activationReminder';
import { authGate } from '../../app/rules/authGate';
import { emailSuggestion } from '../../app/rules/emailSuggestion';
import { firstTouchTracking, parseStoredTracking, trackingFromQuery } from '../../app/rules/firstTouchTracking';
import { loginPathWithNext, safeNextPath } from '../../app/rules/safeNextPath';
import { signupAllowed } from '../../app/rules/signupAllowed';
import { signupPresentation } from '../../app/rules/signupPresentation';
import { firstStepWithError, signupFormErrors, signupStepErrors } from '../../app/rules/signupStepErrors';
import { loadCommonPasswords } from '../../app/accounts/useCommonPasswords';
import { newPasswordFieldErrors } from '../../contract/accounts';
import { EMPTY_SIGNUP_VALUES } from '../../app/storage/signupDraft';

describe('signupPresentation', () => {
  it('is a modal from the md breakpoint (768 px) and a page below it', () => {
    expect(signupPresentation(1280)).toBe('modal');
    expect(signupPresentation(768)).toBe('modal');
    expect(signupPresentation(767)).toBe('page');
    expect(signupPresentation(375)).toBe('page');
  });
});

describe('emailSuggestion', () => {
  it('suggests a correction for a misspelt popular domain', () => {
    expect(emailSuggestion('anna@gmial.com')).toBe('anna@gmail.com');
    expect(emailSuggestion('piet@hotmial.com')).toBe('piet@hotmail.com');
  });
  it('stays quiet for correct, empty or unfinished addresses', () => {
    expect(emailSuggestion('anna@gmail.com')).toBeNull();
    expect(emailSuggestion('')).toBeNull();
    expect(emailSuggestion('anna@')).toBeNull();
    expect(emailSuggestion('not an email')).toBeNull();
  });
});

describe('signupAllowed', () => {
  it('is open for all', () => {
    expect(signupAllowed({ signups: 'all' }, null)).toBeNull();
  });
  it('needs a network or ref with with_trafficsource', () => {
    expect(signupAllowed({ signups: 'with_trafficsource' }, null)).toBe('trafficsource');
    expect(signupAllowed({ signups: 'with_trafficsource' }, { sub1: 'x' })).toBe('trafficsource');
    expect(signupAllowed({ signups: 'with_trafficsource' }, { network: 'n1' })).toBeNull();
    expect(signupAllowed({ signups: 'with_trafficsource' }, { ref: 'r' })).toBeNull();
  });
  it('is closed otherwise', () => {
    expect(signupAllowed({ signups: 'other' }, { network: 'n1' })).toBe('closed');
  });
});

describe('first-touch tracking', () => {
  it('reads network, ref, sub1-3 and lb from the query and ignores the rest', () => {
    expect(trackingFromQuery('?network=aff&ref=7&sub1=a&sub2=b&sub3=c&lb=1&utm=x')).toEqual({
      network: 'aff',
      ref: '7',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
      lb: '1',
    });
    expect(trackingFromQuery('?utm=x')).toBeNull();
    expect(trackingFromQuery(`?network=${'x'.repeat(300)}`)).toBeNull();
  });
  it('keeps the first visit: a later query does not overwrite', () => {
    const first = firstTouchTracking(null, '?network=first', 100);
    expect(first).toEqual({ tracking: { network: 'first' }, at: 100 });
    expect(firstTouchTracking(first, '?network=second', 200)).toBeNull();
    expect(firstTouchTracking(null, '', 100)).toBeNull();
  });
  it('parses what was stored and rejects junk', () => {
    expect(parseStoredTracking(JSON.stringify({ tracking: { ref: 'r' }, at: 5 }))).toEqual({ tracking: { ref: 'r' }, at: 5 });
    expect(parseStoredTracking('{oops')).toBeNull();
    expect(parseStoredTracking(JSON.stringify({ tracking: { evil: 1 }, at: 5 }))).toBeNull();
    expect(parseStoredTracking(null)).toBeNull();
  });
});

type ReminderUser = Parameters<typeof activationReminder>[0]['user'];
const pending: NonNullable<ReminderUser> = { status: 'not_confirmed', notifications_disabled: [], profile: { status: 'disabled' } };

describe('activationReminder', () => {
  it('shows an alert for a not-confirmed account with a disabled profile', () => {
    expect(activationReminder({ user: pending, routeName: 'members', query: '', isSmartphone: false })).toBe('alert');
    expect(activationReminder({ user: pending, routeName: 'members', query: '', isSmartphone: true })).toBe('alert');
  });
  it('is a modal on a smartphone right after signup', () => {
    expect(activationReminder({ user: pending, routeName: 'members', query: '?api_signup_complete=1', isSmartphone: true })).toBe('modal');
    expect(activationReminder({ user: pending, routeName: 'members', query: '?api_signup_complete=1', isSmartphone: false })).toBe('alert');
  });
  it('stays away on signup, settings and notifications', () => {
    for (const routeName of ['signup', 'settings', 'notifications']) {
      expect(activationReminder({ user: pending, routeName, query: '', isSmartphone: false })).toBeNull();
    }
  });
  it('needs every condition', () => {
    const cases: ReminderUser[] = [
      null,
      { ...pending, status: 'confirmed' },
      { ...pending, profile: { status: 'active' } },
      { ...pending, notifications_disabled: ['promotions'] satisfies User['notifications_disabled'] },
    ];
    for (const user of cases) expect(activationReminder({ user, routeName: 'members', query: '', isSmartphone: false })).toBeNull();
  });
});

describe('safeNextPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/chats/4?x=1', '/members')).toBe('/chats/4?x=1');
  });
  it('refuses other origins and odd input', () => {
    for (const next of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '/a\nb', '', null]) {
      expect(safeNextPath(next, '/members')).toBe('/members');
    }
  });
  it('builds the login address that comes back', () => {
    expect(loginPathWithNext('/login', '/chats?x=1')).toBe('/login?next=%2Fchats%3Fx%3D1');
  });
});

describe('authGate', () => {
  it('lets everyone through public routes', () => {
    expect(authGate(false, 'visitor')).toBe('render');
  });
  it('waits for the session, then sends visitors to log in', () => {
    expect(authGate(true, 'loading')).toBe('wait');
    expect(authGate(true, 'visitor')).toBe('login');
    expect(authGate(true, 'member')).toBe('render');
  });
});

describe('signup steps', () => {
  const today = new Date('2025-06-01T12:00:00Z');
  const valid = { ...EMPTY_SIGNUP_VALUES, email: 'a@example.com', name: 'Anna', password: 'long enough pw', date_of_birth: '1990-01-01', accept_terms: true };
  it('checks only the current step', () => {
    expect(signupStepErrors('email', { ...valid, email: 'nope' }, today, new Set())).toEqual({ email: { code: 'email_invalid' } });
    expect(signupStepErrors('email', { ...valid, name: '' }, today, new Set())).toEqual({});
    expect(signupStepErrors('name', { ...valid, name: 'a@example.com' }, today, new Set())).toEqual({ name: { code: 'name_equals_email' } });
    expect(signupStepErrors('date_of_birth', { ...valid, date_of_birth: '2010-01-01' }, today, new Set())).toEqual({
      date_of_birth: { code: 'min_age', params: { minAge: 18 } },
    });
    expect(signupStepErrors('signup_message', { ...valid, accept_terms: false }, today, new Set())).toEqual({ accept_terms: { code: 'required' } });
  });
  it('refuses the passwords the server refuses, with the same code, once the shared list has loaded', async () => {
    const common = await loadCommonPasswords();
    expect(signupStepErrors('password', { ...valid, password: 'password' }, today, common)).toEqual({ password: { code: 'password_common' } });
    expect(signupStepErrors('password', { ...valid, password: 'Password1' }, today, common)).toEqual({ password: { code: 'password_common' } });
    expect(signupStepErrors('password', valid, today, common)).toEqual({});
    expect(signupFormErrors({ ...valid, password: 'qwertyuiop' }, today, common)).toEqual({ password: { code: 'password_common' } });
    // Reset and change use the same rule.
    expect(newPasswordFieldErrors({ password: '12345678', password_confirm: '12345678' }, common)).toEqual({ password: { code: 'password_common' } });
  });
  it('finds the first step with an error', () => {
    expect(signupFormErrors(valid, today, new Set())).toEqual({});
    expect(firstStepWithError({ date_of_birth: { code: 'x' }, name: { code: 'y' } })).toBe('name');
    expect(firstStepWithError({ accept_terms: { code: 'required' } })).toBe('signup_message');
    expect(firstStepWithError({})).toBeNull();
  });
});
