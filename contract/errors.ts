import { z } from 'zod';

/**
 * Every error the server answers is one of these codes with its HTTP status. The body is
 * `{ error: code, status, message, fields? }`; `message` is already translated into the request's language,
 * and clients may also translate `errors:<code>` themselves.
 */
export const ERROR_STATUS = {
  authentication_required: 403,
  forbidden: 403,
  cross_site_request: 403,
  validation_failed: 400,
  bad_request: 400,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  // Accounts (issue 3). The message of each is `errors:<code>`; `params` carry numbers (count = minutes, seconds …).
  login_failed: 401,
  login_blocked: 429,
  signup_closed: 403,
  email_taken: 409,
  signup_email_deleted: 409,
  activation_failed: 400,
  reset_too_many: 429,
  reset_link_invalid: 400,
  reauth_failed: 403,
  account_deleted: 403,
  account_banned: 403,
  reactivation_failed: 400,
  mail_change_failed: 400,
  // Members (issue 4): the photo quota is full (`fields.photo` says photo_limit_free or photo_limit_premium, `params.count`).
  photo_limit: 409,
  // Credits and payments (issue 5). Field errors are `validation` keys (discount_*, sdd_code_invalid, iban_invalid …).
  insufficient_credits: 402,
  payment_failed: 402,
  directdebit_blocked: 403,
  directdebit_limit: 409,
  discount_not_found: 404,
  discount_used: 409,
  discount_invalid: 400,
  sdd_code_invalid: 400,
  // Premium is bought once (SPEC §1: the first purchase makes a member premium); the retention offer is claimed once.
  already_premium: 409,
  retention_discount_claimed: 409,
  // No payment provider is configured (PAYMENT_PROVIDER unset with SEED=none, SEC-27): nothing can be bought.
  payments_unavailable: 503,
  // Likes (issue 6): the swipe game's daily likes are used up (`params.count` = the daily limit).
  swipe_limit: 429,
  // Complaints (issue 7): too many complaints from one address today (SEC-6).
  complaints_too_many: 429,
  // Chat (issue 6): a free member writes in at most `params.count` conversations (SPEC §6); premium lifts the limit.
  free_conversation_limit: 403,
  // Back office (issue 8): staff sign-in, roles and TOTP; operators claiming conversations; site domains.
  staff_authentication_required: 401,
  staff_forbidden: 403,
  staff_login_failed: 401,
  staff_totp_required: 401,
  staff_totp_invalid: 401,
  staff_totp_enrolment_required: 403,
  staff_password_change_required: 403,
  claim_taken: 409,
  site_domain_taken: 409,
  // Moderation (issue 8): a queue item another moderator already handled; a correction below zero; reports per day.
  moderation_already_decided: 409,
  credits_correction_below_zero: 409,
  reports_too_many: 429,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export const errorCodes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const fieldErrorSchema = z.strictObject({
  /** A key in the `validation` namespace. */
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.strictObject({
  error: z.enum(errorCodes),
  status: z.number().int(),
  message: z.string(),
  fields: z.record(z.string(), fieldErrorSchema).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}
