import { z } from 'zod';
import { emailError, type FieldErrors } from './accounts';
import type { EndpointDef } from './api';
import type { FieldError } from './errors';

/**
 * Complaints (issue 7, SPEC §2 `/complaints`): a visitor or member sends a complaint, the server stores it, mails the
 * sender a confirmation with a reference, and tells the site's support address. Limited per address and per IP
 * (SEC-6, SEC-23): over the per-address limit the answer is 429 `complaints_too_many`, over the per-IP limit 429
 * `rate_limited`.
 *
 * As with accounts, the request schema is structural (types, strict keys, generous caps) and the rules below give
 * the field errors shown next to each field, as `validation` keys; the server runs the same rules after parsing.
 */

/** What a complaint is about; translated as `pages:complaints.category.<key>`. */
export const COMPLAINT_CATEGORIES = ['billing', 'account', 'member', 'content', 'privacy', 'technical', 'other'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  /** The member, payment or page concerned (optional). */
  subjectMax: 200,
  /** Enough to say what happened; short enough to read. */
  messageMin: 20,
  messageMax: 5000,
  /** SEC-6: confirmation mails to one address per day. */
  perAddressPerDay: 3,
  /** SEC-23: complaints from one IP address per hour. */
  perIpPerHour: 10,
  /** The confirmation mail promises an answer within this many working days. */
  answerWorkingDays: 5,
} as const;

/** Structural caps, far above the rules so an over-long value gets the rule's own message. */
const CAP = 20_000;

export const complaintRequestSchema = z.strictObject({
  name: z.string().max(CAP),
  email: z.string().max(CAP),
  category: z.enum(COMPLAINT_CATEGORIES),
  /** The member, payment or page the complaint is about, in the sender's words. */
  subject: z.string().max(CAP).optional(),
  message: z.string().max(CAP),
});
export type ComplaintRequest = z.infer<typeof complaintRequestSchema>;

export const complaintResponseSchema = z.strictObject({
  /** The reference the confirmation mail repeats (for example `K7Q4-M2XD`). */
  reference: z.string(),
});
export type ComplaintResponse = z.infer<typeof complaintResponseSchema>;

/** The form's fields, in the order the screen shows them. */
export const COMPLAINT_FIELDS = ['name', 'email', 'category', 'subject', 'message'] as const;
export type ComplaintField = (typeof COMPLAINT_FIELDS)[number];

/** Length as people count it (an emoji or an accented letter is one). */
function length(value: string): number {
  return [...value.normalize('NFC')].length;
}

function lengthError(value: string, min: number, max: number): FieldError | null {
  const count = length(value.trim());
  if (count === 0) return { code: 'required' };
  if (count < min) return { code: 'too_short', params: { count: min } };
  if (count > max) return { code: 'too_long', params: { count: max } };
  return null;
}

/** The field errors of a complaint (empty when it can be sent); pure, shared by the screen and the server. */
export function complaintFieldErrors(input: ComplaintRequest): FieldErrors {
  const fields: FieldErrors = {};
  const add = (field: ComplaintField, error: FieldError | null) => {
    if (error) fields[field] = error;
  };
  add('name', lengthError(input.name, COMPLAINT_LIMITS.nameMin, COMPLAINT_LIMITS.nameMax));
  add('email', emailError(input.email));
  add('category', (COMPLAINT_CATEGORIES as readonly string[]).includes(input.category) ? null : { code: 'required' });
  const subject = input.subject?.trim() ?? '';
  add('subject', length(subject) > COMPLAINT_LIMITS.subjectMax ? { code: 'too_long', params: { count: COMPLAINT_LIMITS.subjectMax } } : null);
  add('message', lengthError(input.message, COMPLAINT_LIMITS.messageMin, COMPLAINT_LIMITS.messageMax));
  return fields;
}

/** A complaint as stored: trimmed, the address lower-cased, an empty subject dropped. */
export function normalizedComplaint(input: ComplaintRequest): ComplaintRequest {
  const subject = input.subject?.trim();
  return {
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    category: input.category,
    ...(subject ? { subject } : {}),
    message: input.message.trim(),
  };
}

export const COMPLAINT_ENDPOINTS = {
  complaint: {
    method: 'POST',
    path: '/api/complaint.php',
    summary:
      'Send a complaint: stored, confirmed by mail with a reference, and passed to the site support address ' +
      '(429 complaints_too_many per address, 429 rate_limited per IP)',
    body: complaintRequestSchema,
    response: complaintResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>;
