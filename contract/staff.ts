import { z } from 'zod';
import type { EndpointDef } from './api';

/**
 * The back office (issue 8): staff accounts, their roles, sign-in with TOTP and the audit log. Staff are not members:
 * they sign in at `/api/staff/login` with a separate `staff.session` cookie, and a member session never grants staff
 * access (nor the other way round).
 *
 * Roles: admin (everything: staff accounts, audit log, all sites), moderator (moderation and member view), operator
 * (operator inbox only), partner (the sites editor for its own sites only). Admin and moderator must use TOTP.
 */
export const STAFF_ROLES = ['admin', 'moderator', 'operator', 'partner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles that must enrol an authenticator at first sign-in before any other staff route answers. */
export const TOTP_REQUIRED_ROLES: readonly StaffRole[] = ['admin', 'moderator'];

export function roleNeedsTotp(role: StaffRole): boolean {
  return TOTP_REQUIRED_ROLES.includes(role);
}

export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const staffMeSchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** null = every site (admin, moderator, operator). */
  site_ids: z.array(z.number().int()).nullable(),
  totp_enabled: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const STAFF_LIMITS = {
  emailMax: 254,
  nameMin: 1,
  nameMax: 100,
  passwordMax: 1024,
  /** Sites a partner may own. */
  sitesMax: 200,
  reasonMax: 1000,
  auditPage: 50,
} as const;

const TOTP_CODE = z.string().trim().regex(/^\d{6}$/);

export const staffLoginRequestSchema = z.strictObject({
  email: z.string().trim().min(1).max(STAFF_LIMITS.emailMax),
  password: z.string().min(1).max(STAFF_LIMITS.passwordMax),
  /** The current 6-digit TOTP code, once enrolled. */
  code: z.string().trim().max(16).optional(),
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

export const staffLoginResponseSchema = z.strictObject({
  staff: staffMeSchema,
  /** True when the role needs TOTP and none is enrolled yet: the session only reaches the enrolment routes. */
  enrolment_required: z.boolean(),
  /**
   * True when the password was handed out (seeded, or created by an admin with a one-time password): the session only
   * reaches `staffPasswordChange` until a new password is set (SEC-26). Comes before enrolment.
   */
  password_change_required: z.boolean(),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

export const staffTotpEnrolResponseSchema = z.strictObject({
  /** Base32 secret, for typing into an authenticator by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as an SVG QR code (markup, no scripts). */
  qr_svg: z.string(),
});
export type StaffTotpEnrolResponse = z.infer<typeof staffTotpEnrolResponseSchema>;

export const staffTotpConfirmRequestSchema = z.strictObject({ code: TOTP_CODE });
export type StaffTotpConfirmRequest = z.infer<typeof staffTotpConfirmRequestSchema>;

/** A staff member's own new password (SEC-26: required at first sign-in with a handed-out password). */
export const staffPasswordChangeRequestSchema = z.strictObject({
  current_password: z.string().min(1).max(STAFF_LIMITS.passwordMax),
  password: z.string().max(STAFF_LIMITS.passwordMax),
  password_confirm: z.string().max(STAFF_LIMITS.passwordMax),
});
export type StaffPasswordChangeRequest = z.infer<typeof staffPasswordChangeRequestSchema>;

export const staffOkResponseSchema = z.strictObject({ ok: z.literal(true) });

/** A staff account as the admin's list shows it. */
export const staffAccountSchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  /** null for roles that see every site; a partner's own sites otherwise. */
  site_ids: z.array(z.number().int()).nullable(),
  totp_enabled: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffAccountsResponseSchema = z.strictObject({ accounts: z.array(staffAccountSchema) });
export type StaffAccountsResponse = z.infer<typeof staffAccountsResponseSchema>;

const siteIds = z.array(z.number().int().positive()).max(STAFF_LIMITS.sitesMax);

export const staffAccountCreateRequestSchema = z.strictObject({
  email: z.string().trim().min(1).max(STAFF_LIMITS.emailMax),
  name: z.string().trim().min(STAFF_LIMITS.nameMin).max(STAFF_LIMITS.nameMax),
  role: z.enum(STAFF_ROLES),
  site_ids: siteIds.optional(),
});
export type StaffAccountCreateRequest = z.infer<typeof staffAccountCreateRequestSchema>;

export const staffAccountCreateResponseSchema = z.strictObject({
  account: staffAccountSchema,
  /** Generated; shown once, never stored in plain text. */
  password: z.string(),
});
export type StaffAccountCreateResponse = z.infer<typeof staffAccountCreateResponseSchema>;

export const staffAccountUpdateRequestSchema = z.strictObject({
  name: z.string().trim().min(STAFF_LIMITS.nameMin).max(STAFF_LIMITS.nameMax).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
  site_ids: siteIds.optional(),
});
export type StaffAccountUpdateRequest = z.infer<typeof staffAccountUpdateRequestSchema>;

export const staffAccountResponseSchema = z.strictObject({ account: staffAccountSchema });
export type StaffAccountResponse = z.infer<typeof staffAccountResponseSchema>;

/** One row of the append-only audit log. */
export const auditEntrySchema = z.strictObject({
  id: z.number().int(),
  /** null for a failed sign-in with an unknown address. */
  staff_id: z.number().int().nullable(),
  staff_email: z.string().nullable(),
  role: z.enum(STAFF_ROLES).nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  site_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditEntrySchema>;

const optionalId = z.coerce.number().int().positive().optional();
const optionalText = z.string().trim().min(1).max(200).optional();

export const auditQuerySchema = z.strictObject({
  staff_id: optionalId,
  action: optionalText,
  target_type: optionalText,
  target_id: optionalText,
  site_id: optionalId,
  /** ISO-8601 date or date-time, inclusive. */
  from: optionalText,
  /** ISO-8601 date or date-time, exclusive. */
  to: optionalText,
  /** Keyset page: entries with a smaller id. */
  before_id: optionalId,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditResponseSchema = z.strictObject({
  entries: z.array(auditEntrySchema),
  /** Pass as `before_id` for the next (older) page; null on the last page. */
  next_before_id: z.number().int().nullable(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** The member API has no PATCH; the back office updates accounts partially. */
export interface StaffEndpointDef extends Omit<EndpointDef, 'method'> {
  readonly method: EndpointDef['method'] | 'PATCH';
}

export const STAFF_ENDPOINTS = {
  staffLogin: {
    method: 'POST',
    path: '/api/staff/login',
    summary: 'Staff sign-in (email, password, TOTP code once enrolled); sets the staff.session cookie',
    body: staffLoginRequestSchema,
    response: staffLoginResponseSchema,
  },
  staffLogout: {
    method: 'POST',
    path: '/api/staff/logout',
    summary: 'Ends the staff session',
    response: staffOkResponseSchema,
  },
  staffMe: {
    method: 'GET',
    path: '/api/staff/me',
    summary: 'The signed-in staff member',
    response: staffMeSchema,
  },
  staffTotpEnrol: {
    method: 'POST',
    path: '/api/staff/totp/enrol',
    summary: 'Starts TOTP enrolment: a new secret, its otpauth URI and QR code',
    response: staffTotpEnrolResponseSchema,
  },
  staffTotpConfirm: {
    method: 'POST',
    path: '/api/staff/totp/confirm',
    summary: 'Confirms TOTP enrolment with a code; the session becomes a full one',
    body: staffTotpConfirmRequestSchema,
    response: staffMeSchema,
  },
  staffPasswordChange: {
    method: 'POST',
    path: '/api/staff/password',
    summary: 'Sets a new password with the current one (required at first sign-in with a handed-out password); other sessions end',
    body: staffPasswordChangeRequestSchema,
    response: staffLoginResponseSchema,
  },
  staffAccounts: {
    method: 'GET',
    path: '/api/staff/accounts',
    summary: 'Staff accounts (admin)',
    response: staffAccountsResponseSchema,
  },
  staffAccountCreate: {
    method: 'POST',
    path: '/api/staff/accounts',
    summary: 'Creates a staff account with a one-time password (admin)',
    body: staffAccountCreateRequestSchema,
    response: staffAccountCreateResponseSchema,
  },
  staffAccountUpdate: {
    method: 'PATCH',
    path: '/api/staff/accounts/:id',
    summary: 'Changes a staff account: name, role, status, sites (admin)',
    body: staffAccountUpdateRequestSchema,
    response: staffAccountResponseSchema,
  },
  staffAccountResetTotp: {
    method: 'POST',
    path: '/api/staff/accounts/:id/reset-totp',
    summary: 'Removes a staff account\'s authenticator; it enrols again at next sign-in (admin)',
    response: staffAccountResponseSchema,
  },
  staffAudit: {
    method: 'GET',
    path: '/api/staff/audit',
    summary: 'The audit log, newest first, in keyset pages of 50 (admin)',
    query: auditQuerySchema,
    response: auditResponseSchema,
  },
} as const satisfies Record<string, StaffEndpointDef>;
