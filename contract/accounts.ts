import { z } from 'zod';
import { MIN_AGE } from './constants';
import type { FieldError } from './errors';
import { countryCode, languageSchema } from './settings';

/**
 * Accounts (issue 3): the requests and answers of signup, login, activation, password reset, mail change, deletion and
 * reactivation, and the validation rules (SPEC §5) that the server and the client apply alike.
 *
 * Request schemas are structural (types, strict keys, generous caps against abuse); the rules below produce the field
 * errors shown next to a field, as keys in the `validation` namespace with their params. The server runs the same rule
 * functions after parsing, and adds the checks only it can make (taken addresses). The password rule, common passwords
 * included, is one function for both: the list itself (contract/commonPasswords.ts, ~200 kB gzipped) is handed in, so
 * the server imports it and the client loads it lazily with the password forms rather than on every page.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (SEC-2: 64+ allowed); the cap only bounds hashing work. Counted in code points. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;
/** RFC 5321 path limit. */
export const EMAIL_MAX_LENGTH = 254;
export const SIGNUP_MESSAGE_MAX_LENGTH = 1000;
export const DELETE_COMMENT_MAX_LENGTH = 2000;
export const TRACKING_VALUE_MAX_LENGTH = 255;
/** Year before which a date of birth is taken as a typo. */
export const DATE_OF_BIRTH_MIN_YEAR = 1900;

/** Caps of the structural schemas: far above the rules, so an over-long value gets the rule's own message. */
const TEXT_CAP = 1000;
const PASSWORD_CAP = 4096;
const TOKEN_CAP = 512;

export const GENDERS = ['man', 'woman', 'couple', 'trans'] as const;
export type Gender = (typeof GENDERS)[number];
export const genderSchema = z.enum(GENDERS);

/** Why a member leaves (delete-account flow, SPEC §2); translated as `account:delete.reason.<key>` by the screens. */
export const DELETE_REASONS = [
  'found_partner',
  'not_enough_replies',
  'too_expensive',
  'privacy',
  'too_many_messages',
  'technical',
  'other',
] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Rules (pure; `null` means valid)
// ---------------------------------------------------------------------------------------------------------------

/** The form an address is compared and stored under for uniqueness: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Length as people count it: Unicode code points after NFC normalisation (an emoji or an accented letter is one). */
export function passwordLength(password: string): number {
  return [...password.normalize('NFC')].length;
}

const emailFormat = z.email();

export function emailError(email: string, code: 'email_invalid' | 'new_email_invalid' = 'email_invalid'): FieldError | null {
  const value = email.trim();
  if (value === '') return { code: 'required' };
  if (value.length > EMAIL_MAX_LENGTH || !emailFormat.safeParse(value).success) return { code };
  return null;
}

/** zxcvbn's common passwords, lower case (contract/commonPasswords.ts); an empty set until a client has loaded it. */
export type CommonPasswords = ReadonlySet<string>;

/**
 * SEC-2: length, and not one of the common passwords (compared case-insensitively, as the list is lower case); no
 * composition rules, nothing truncated. Server and client call this same rule.
 */
export function passwordError(password: string, commonPasswords: CommonPasswords): FieldError | null {
  if (password === '') return { code: 'required' };
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return { code: 'password_too_short', params: { count: PASSWORD_MIN_LENGTH } };
  if (length > PASSWORD_MAX_LENGTH) return { code: 'password_too_long', params: { count: PASSWORD_MAX_LENGTH } };
  if (commonPasswords.has(password.normalize('NFC').toLowerCase())) return { code: 'password_common' };
  return null;
}

export function passwordsDifferError(password: string, confirmation: string): FieldError | null {
  return password === confirmation ? null : { code: 'passwords_differ' };
}

// Control characters and line breaks have no place in a name shown in lists and chat headers.
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** SPEC §5: a profile name differs from the email address (case-insensitively) and does not start with @. */
export function profileNameError(name: string, email: string): FieldError | null {
  const value = name.trim();
  if (value === '') return { code: 'name_required' };
  const length = [...value.normalize('NFC')].length;
  if (length < NAME_MIN_LENGTH) return { code: 'name_too_short', params: { count: NAME_MIN_LENGTH } };
  if (length > NAME_MAX_LENGTH) return { code: 'name_too_long', params: { count: NAME_MAX_LENGTH } };
  if (value.startsWith('@')) return { code: 'name_starts_with_at' };
  if (CONTROL_CHARACTERS.test(value)) return { code: 'invalid_value' };
  if (email.trim() !== '' && value.toLowerCase() === normalizeEmail(email)) return { code: 'name_equals_email' };
  return null;
}

interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Parses a real calendar date in `YYYY-MM-DD` form; null for anything else (2023-02-30, 2023-2-3 …). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function utcDate(moment: Date): CalendarDate {
  return { year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() };
}

/** The day someone born on `birth` turns `years` old: a 29 February birthday falls on 1 March in other years. */
export function birthdayAt(birth: CalendarDate, years: number): CalendarDate {
  const year = birth.year + years;
  if (birth.month === 2 && birth.day === 29 && !isLeapYear(year)) return { year, month: 3, day: 1 };
  return { year, month: birth.month, day: birth.day };
}

/**
 * SPEC §5: required, a valid date, and at least MIN_AGE years ago. `today` is the server's (or the browser's) clock;
 * the calendar day is taken in UTC so server and client agree. Someone turning 18 today may sign up.
 */
export function dateOfBirthError(value: string, today: Date): FieldError | null {
  if (value.trim() === '') return { code: 'date_of_birth_required' };
  const birth = parseIsoDate(value);
  const now = utcDate(today);
  if (!birth || birth.year < DATE_OF_BIRTH_MIN_YEAR || compareDates(birth, now) > 0) return { code: 'date_of_birth_invalid' };
  if (compareDates(birthdayAt(birth, MIN_AGE), now) > 0) return { code: 'min_age', params: { minAge: MIN_AGE } };
  return null;
}

/** Age in whole years on `today` (UTC calendar day). */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const birth = parseIsoDate(dateOfBirth);
  if (!birth) return null;
  const now = utcDate(today);
  let age = now.year - birth.year;
  if (compareDates(birthdayAt(birth, age), now) > 0) age -= 1;
  return age;
}

export type FieldErrors = Record<string, FieldError>;

function collect(entries: ReadonlyArray<readonly [string, FieldError | null]>): FieldErrors {
  const fields: FieldErrors = {};
  for (const [field, error] of entries) if (error) fields[field] = error;
  return fields;
}

export function signupFieldErrors(
  input: Pick<SignupRequest, 'email' | 'name' | 'password' | 'date_of_birth'>,
  today: Date,
  commonPasswords: CommonPasswords,
): FieldErrors {
  return collect([
    ['email', emailError(input.email)],
    ['name', profileNameError(input.name, input.email)],
    ['password', passwordError(input.password, commonPasswords)],
    ['date_of_birth', dateOfBirthError(input.date_of_birth, today)],
  ]);
}

/** A new password entered twice (reset and change). */
export function newPasswordFieldErrors(input: { password: string; password_confirm: string }, commonPasswords: CommonPasswords): FieldErrors {
  const password = passwordError(input.password, commonPasswords);
  return collect([
    ['password', password],
    ['password_confirm', password ? null : passwordsDifferError(input.password, input.password_confirm)],
  ]);
}

/**
 * Adds rule errors to a zod refinement as custom issues whose `message` is the validation key and whose `params`
 * carry its interpolation values, for forms that validate with the contract schemas.
 */
export function addFieldErrorIssues(ctx: z.RefinementCtx, fields: FieldErrors): void {
  for (const [field, error] of Object.entries(fields)) {
    ctx.addIssue({ code: 'custom', path: [field], message: error.code, ...(error.params ? { params: error.params } : {}) });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Requests and answers
// ---------------------------------------------------------------------------------------------------------------

const text = (cap = TEXT_CAP) => z.string().trim().max(cap);
const passwordInput = z.string().max(PASSWORD_CAP);
const tokenInput = z.string().max(TOKEN_CAP);
const trackingValue = z.string().trim().max(TRACKING_VALUE_MAX_LENGTH);

/** Tracking data from the first visit's query (SPEC §3): kept with the account. `lb` is the bounce-logging flag. */
export const trackingSchema = z.strictObject({
  network: trackingValue.optional(),
  ref: trackingValue.optional(),
  sub1: trackingValue.optional(),
  sub2: trackingValue.optional(),
  sub3: trackingValue.optional(),
  lb: z.string().trim().max(16).optional(),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** SPEC §4: a traffic source is present when the visit came through a network or a referrer code. */
export function hasTrafficSource(tracking: Tracking | null | undefined): boolean {
  return Boolean(tracking?.network?.trim() || tracking?.ref?.trim());
}

export const signupRequestSchema = z.strictObject({
  email: text(),
  name: text(),
  password: passwordInput,
  /** `YYYY-MM-DD`. */
  date_of_birth: text(64),
  signup_message: text(SIGNUP_MESSAGE_MAX_LENGTH).optional(),
  /** The profile the visitor signed up from (`/members/{id}/signup`). */
  target_profile_id: z.number().int().positive().nullable().optional(),
  tracking: trackingSchema.optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** The signup form with every SPEC §5 rule, for clients: issue messages are `validation` keys. */
export function signupFormSchema(today: Date, commonPasswords: CommonPasswords) {
  return signupRequestSchema.superRefine((value, ctx) => addFieldErrorIssues(ctx, signupFieldErrors(value, today, commonPasswords)));
}

export const loginRequestSchema = z.strictObject({
  email: text().min(1),
  password: passwordInput.min(1),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const languageUpdateRequestSchema = z.strictObject({ language: languageSchema });
export type LanguageUpdateRequest = z.infer<typeof languageUpdateRequestSchema>;

export const completeSignupRequestSchema = z.strictObject({
  gender: genderSchema,
  seeking: genderSchema,
  country: countryCode,
  /** A region id of that country (`/api/regions.php`), or null. */
  region: z.string().trim().max(64).nullable().optional(),
});
export type CompleteSignupRequest = z.infer<typeof completeSignupRequestSchema>;

export const tokenRequestSchema = z.strictObject({ token: tokenInput });
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** A mailed token in the query string, checked before its form is shown (other query keys, like cache busters, ignored). */
export const tokenQuerySchema = z.object({ token: tokenInput });

export const emailRequestSchema = z.strictObject({ email: text() });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

export const passwordResetDoRequestSchema = z.strictObject({
  token: tokenInput,
  password: passwordInput,
  password_confirm: passwordInput,
});
export type PasswordResetDoRequest = z.infer<typeof passwordResetDoRequestSchema>;

export const passwordChangeRequestSchema = z.strictObject({
  current_password: passwordInput.min(1),
  password: passwordInput,
  password_confirm: passwordInput,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

export const mailChangeRequestSchema = z.strictObject({
  password: passwordInput.min(1),
  new_email: text(),
});
export type MailChangeRequest = z.infer<typeof mailChangeRequestSchema>;

export const accountDeleteRequestSchema = z.strictObject({
  password: passwordInput.min(1),
  reason: z.enum(DELETE_REASONS),
  comment: text(DELETE_COMMENT_MAX_LENGTH).optional(),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequestSchema>;

/** The answer of calls that only confirm (and of calls that must not tell whether an address has an account). */
export const okResponseSchema = z.strictObject({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** Why signup is closed on this site (`params.reason` of the `signup_closed` error). */
export const SIGNUP_CLOSED_REASONS = ['closed', 'trafficsource'] as const;
export type SignupClosedReason = (typeof SIGNUP_CLOSED_REASONS)[number];

/** Where the mailed links lead (SPA routes; the page posts the token, nothing changes on GET). */
export const ACCOUNT_LINK_PATHS = {
  activation: '/activate/done',
  reset: '/reset-password/do',
  mailChange: '/mail-change/do',
  reactivate: '/account-deleted',
} as const;
