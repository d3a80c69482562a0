import { describe, expect, it } from 'vitest';
import {
  ageOn,
  dateOfBirthError,
  emailError,
  hasTrafficSource,
  newPasswordFieldErrors,
  normalizeEmail,
  passwordError,
  passwordLength,
  profileNameError,
  signupFieldErrors,
  signupFormSchema,
} from '../../contract/accounts';
import { isCommonPassword } from '../../server/accounts/passwords';
import { COMMON_PASSWORDS } from '../../contract/commonPasswords';
import { maskEmail } from '../../server/accounts/mail-change';
import { purgedEmail } from '../../server/accounts/purge';

/** The SPEC §5 rules of contract/accounts.ts, shared by server and client. */

const TODAY = new Date('2026-03-10T12:00:00Z');

describe('profile name (SPEC §5)', () => {
  it('must differ from the email address, case-insensitively', () => {
    expect(profileNameError('anna@example.com', 'anna@example.com')).toEqual({ code: 'name_equals_email' });
    expect(profileNameError('Anna@Example.COM', ' anna@example.com ')).toEqual({ code: 'name_equals_email' });
    expect(profileNameError('Anna', 'anna@example.com')).toBeNull();
  });

  it('must not start with @', () => {
    expect(profileNameError('@anna', 'anna@example.com')).toEqual({ code: 'name_starts_with_at' });
    expect(profileNameError('an@na', 'x@example.com')).toBeNull();
  });

  it('is 2 to 30 characters, counted as people count them', () => {
    expect(profileNameError('', 'x@example.com')).toEqual({ code: 'name_required' });
    expect(profileNameError('   ', 'x@example.com')).toEqual({ code: 'name_required' });
    expect(profileNameError('A', 'x@example.com')).toEqual({ code: 'name_too_short', params: { count: 2 } });
    expect(profileNameError('Al', 'x@example.com')).toBeNull();
    expect(profileNameError('x'.repeat(30), 'x@example.com')).toBeNull();
    expect(profileNameError('x'.repeat(31), 'x@example.com')).toEqual({ code: 'name_too_long', params: { count: 30 } });
    expect(profileNameError('😀'.repeat(30), 'x@example.com')).toBeNull();
  });

  it('has no control characters or line breaks', () => {
    expect(profileNameError('Anna\nBerg', 'x@example.com')).toEqual({ code: 'invalid_value' });
    expect(profileNameError('Anna\u202Egreb', 'x@example.com')).toEqual({ code: 'invalid_value' });
  });
});

describe('date of birth (SPEC §5)', () => {
  it('is required', () => {
    expect(dateOfBirthError('', TODAY)).toEqual({ code: 'date_of_birth_required' });
  });

  it('must be a real YYYY-MM-DD date, not in the future and not before 1900', () => {
    for (const value of ['2001-02-30', '2001-13-01', '01-02-2001', '2001-2-3', 'yesterday', '1899-12-31', '2026-03-11']) {
      expect(dateOfBirthError(value, TODAY), value).toEqual({ code: 'date_of_birth_invalid' });
    }
  });

  it('passes on the 18th birthday and fails one day before (the error names 18+)', () => {
    expect(dateOfBirthError('2008-03-10', TODAY)).toBeNull();
    expect(dateOfBirthError('2008-03-11', TODAY)).toEqual({ code: 'min_age', params: { minAge: 18 } });
    expect(dateOfBirthError('1960-01-01', TODAY)).toBeNull();
  });

  it('takes a 29 February birthday to fall on 1 March in other years', () => {
    expect(dateOfBirthError('2008-02-29', new Date('2026-02-28T23:00:00Z'))).toEqual({ code: 'min_age', params: { minAge: 18 } });
    expect(dateOfBirthError('2008-02-29', new Date('2026-03-01T00:00:00Z'))).toBeNull();
    expect(ageOn('2008-02-29', new Date('2026-03-01T00:00:00Z'))).toBe(18);
    expect(ageOn('2008-03-11', TODAY)).toBe(17);
  });
});

describe('email', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    expect(emailError('anna.berg+dating@example.co.uk')).toBeNull();
    expect(emailError('')).toEqual({ code: 'required' });
    for (const value of ['anna', 'anna@', '@example.com', 'anna@example', 'an na@example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(emailError(value), value).toEqual({ code: 'email_invalid' });
    }
    expect(emailError('nope', 'new_email_invalid')).toEqual({ code: 'new_email_invalid' });
  });

  it('normalises by trimming and lower-casing', () => {
    expect(normalizeEmail('  Anna.Berg@Example.COM ')).toBe('anna.berg@example.com');
  });
});

describe('passwords (SEC-2)', () => {
  it('needs 8 code points, allows 256, and has no composition rules', () => {
    expect(passwordError('', COMMON_PASSWORDS)).toEqual({ code: 'required' });
    expect(passwordError('1234567', COMMON_PASSWORDS)).toEqual({ code: 'password_too_short', params: { count: 8 } });
    expect(passwordError('aaaaaaaa', COMMON_PASSWORDS)).toBeNull();
    expect(passwordError('x'.repeat(256), COMMON_PASSWORDS)).toBeNull();
    expect(passwordError('x'.repeat(257), COMMON_PASSWORDS)).toEqual({ code: 'password_too_long', params: { count: 256 } });
  });

  it('counts Unicode code points after NFC, not UTF-16 units', () => {
    expect(passwordLength('😀😀😀😀')).toBe(4);
    expect(passwordError('😀😀😀😀😀😀😀', COMMON_PASSWORDS)).toEqual({ code: 'password_too_short', params: { count: 8 } });
    expect(passwordError('😀😀😀😀😀😀😀😀', COMMON_PASSWORDS)).toBeNull();
    // "é" as e + combining accent is one character once composed.
    expect(passwordLength('cafe\u0301cafe\u0301')).toBe(8);
  });

  it('refuses common passwords (server side), case-insensitively', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('velvet-harbour-lantern-42!')).toBe(false);
  });

  it('refuses common passwords in the shared rule, after the length rule, with password_common', () => {
    expect(passwordError('password', COMMON_PASSWORDS)).toEqual({ code: 'password_common' });
    expect(passwordError('PassWord1', COMMON_PASSWORDS)).toEqual({ code: 'password_common' });
    expect(passwordError('velvet-harbour-lantern-42!', COMMON_PASSWORDS)).toBeNull();
    // Without the list (a client before it has loaded), only the length rule applies; the server always has it.
    expect(passwordError('password', new Set())).toBeNull();
    expect(newPasswordFieldErrors({ password: 'password', password_confirm: 'other' }, COMMON_PASSWORDS)).toEqual({
      password: { code: 'password_common' },
    });
  });

  it('checks that the two entries are equal', () => {
    expect(newPasswordFieldErrors({ password: 'long enough one', password_confirm: 'long enough two' }, COMMON_PASSWORDS)).toEqual({
      password_confirm: { code: 'passwords_differ' },
    });
    expect(newPasswordFieldErrors({ password: 'short', password_confirm: 'other' }, COMMON_PASSWORDS)).toEqual({
      password: { code: 'password_too_short', params: { count: 8 } },
    });
  });
});

describe('signup form schema', () => {
  it('reports every rule as a validation key with its params', () => {
    const result = signupFormSchema(TODAY, COMMON_PASSWORDS).safeParse({
      email: 'anna@example',
      name: '@anna',
      password: 'short',
      date_of_birth: '2010-01-01',
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue]));
    expect(issues.email?.message).toBe('email_invalid');
    expect(issues.name?.message).toBe('name_starts_with_at');
    expect(issues.password?.message).toBe('password_too_short');
    expect(issues.date_of_birth?.message).toBe('min_age');
    expect((issues.date_of_birth as { params?: unknown } | undefined)?.params).toEqual({ minAge: 18 });
  });

  it('matches signupFieldErrors on a valid form', () => {
    const form = { email: 'anna@example.com', name: 'Anna', password: 'velvet-harbour', date_of_birth: '1990-01-01' };
    expect(signupFieldErrors(form, TODAY, COMMON_PASSWORDS)).toEqual({});
    expect(signupFormSchema(TODAY, COMMON_PASSWORDS).safeParse(form).success).toBe(true);
  });

  it('refuses unknown keys (strict)', () => {
    const result = signupFormSchema(TODAY, COMMON_PASSWORDS).safeParse({
      email: 'anna@example.com',
      name: 'Anna',
      password: 'velvet-harbour',
      date_of_birth: '1990-01-01',
      credits: 1000,
    });
    expect(result.success).toBe(false);
  });
});

describe('small helpers', () => {
  it('finds a traffic source in network or ref only', () => {
    expect(hasTrafficSource({ network: 'aff1' })).toBe(true);
    expect(hasTrafficSource({ ref: 'x' })).toBe(true);
    expect(hasTrafficSource({ sub1: 'x', lb: '1' })).toBe(false);
    expect(hasTrafficSource({ network: '  ' })).toBe(false);
    expect(hasTrafficSource(undefined)).toBe(false);
  });

  it('masks the new address in the notice to the old one', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j•••@example.com');
  });

  it('tombstones purged addresses with something nobody can sign up with', () => {
    expect(emailError(purgedEmail(42))).toEqual({ code: 'email_invalid' });
  });
});
