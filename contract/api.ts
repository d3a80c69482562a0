import type { z } from 'zod';
import {
  accountDeleteRequestSchema,
  completeSignupRequestSchema,
  emailRequestSchema,
  languageUpdateRequestSchema,
  loginRequestSchema,
  mailChangeRequestSchema,
  okResponseSchema,
  passwordChangeRequestSchema,
  passwordResetDoRequestSchema,
  tokenQuerySchema,
  signupRequestSchema,
  tokenRequestSchema,
} from './accounts';
import { CHAT_ENDPOINTS } from './chat';
import { COMPLAINT_ENDPOINTS } from './complaints';
import { CREDIT_ENDPOINTS } from './credits';
import { userResponseSchema } from './entities';
import { MEMBER_ENDPOINTS } from './members';
import { REPORT_ENDPOINTS } from './moderation';
import { LIKE_ENDPOINTS } from './likes';
import { NOTIFICATION_ENDPOINTS } from './notifications';
import { interestsResponseSchema, regionsResponseSchema } from './interests';
import { companyInfoResponseSchema, settingsResponseSchema } from './settings';
import { z as zod } from 'zod';

/**
 * The HTTP calls, as data: the server registers handlers against these, the client calls them by path,
 * and /api/openapi.json is generated from them. Later areas add their endpoints here.
 */
export interface EndpointDef {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly summary: string;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  readonly auth?: boolean;
}

export const settingsQuerySchema = zod.object({
  /** Forces the domain whose settings are answered (SPEC §7: "forced domain from the host"). */
  domain: zod.string().max(253).optional(),
  /** The current route query (tracking parameters), passed through for traffic-source rules. */
  route: zod.string().max(2048).optional(),
}).catchall(zod.string().max(512));

/** Liveness and database check, for load balancers and `npm start` scripts. */
export const healthResponseSchema = zod.strictObject({ ok: zod.literal(true), db: zod.enum(['sqlite', 'postgres']) });
export type HealthResponse = zod.infer<typeof healthResponseSchema>;

/** SPEC §7 page-hidden beacon: an empty JSON object (a beacon carries no headers of ours, only its body). */
export const pageHiddenRequestSchema = zod.strictObject({});

export const ENDPOINTS = {
  settings: {
    method: 'GET',
    path: '/api/settings.php',
    summary: 'Settings of the request host (or the forced domain) and its domain language',
    query: settingsQuerySchema,
    response: settingsResponseSchema,
  },
  companyInfo: {
    method: 'GET',
    path: '/api/companyinfo.php',
    summary: 'Company info of the site (footer and info pages)',
    response: companyInfoResponseSchema,
  },
  interests: {
    method: 'GET',
    path: '/api/interests.php',
    summary: 'The interest list with an icon each',
    response: interestsResponseSchema,
  },
  regions: {
    method: 'GET',
    path: '/api/regions.php',
    summary: 'Regions per country, for the site countries',
    response: regionsResponseSchema,
  },
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness: answers when the server and its database respond',
    response: healthResponseSchema,
  },

  // Accounts (issue 3). Errors: see contract/errors.ts; field errors are `validation` keys.
  user: {
    method: 'GET',
    path: '/api/user.php',
    summary: 'The logged-in user (403 authentication_required without a valid session)',
    response: userResponseSchema,
    auth: true,
  },
  login: {
    method: 'POST',
    path: '/api/user.php',
    summary: 'Log in with email and password: answers the user and sets a new session cookie',
    body: loginRequestSchema,
    response: userResponseSchema,
  },
  userLanguage: {
    method: 'PUT',
    path: '/api/user.php',
    summary: "Save the user's language (used for their mails)",
    body: languageUpdateRequestSchema,
    response: userResponseSchema,
    auth: true,
  },
  pageHidden: {
    method: 'POST',
    path: '/api/page-hidden.php',
    summary:
      "Sent with navigator.sendBeacon when a member's page becomes hidden: records the member's last-seen time (at most once a minute); visitors' beacons record nothing",
    body: pageHiddenRequestSchema,
    response: okResponseSchema,
  },
  logout: {
    method: 'GET',
    path: '/api/logout.php',
    summary: 'End the session (needs the client-type header and a same-origin request)',
    response: okResponseSchema,
  },
  signup: {
    method: 'POST',
    path: '/api/signup.php',
    summary: 'Create an account (not confirmed yet), log it in and send the activation mail',
    body: signupRequestSchema,
    response: userResponseSchema,
  },
  completeSignup: {
    method: 'POST',
    path: '/api/complete-signup.php',
    summary: 'Complete the profile after signup: gender, seeking, country and region',
    body: completeSignupRequestSchema,
    response: userResponseSchema,
    auth: true,
  },
  activationMail: {
    method: 'POST',
    path: '/api/activation.php',
    summary: 'Send the activation mail again (rate-limited)',
    response: okResponseSchema,
    auth: true,
  },
  activate: {
    method: 'POST',
    path: '/api/activate.php',
    summary: 'Confirm the account with the token from the activation mail',
    body: tokenRequestSchema,
    response: userResponseSchema,
  },
  passwordReset: {
    method: 'POST',
    path: '/api/password-reset.php',
    summary: 'Mail a password reset link (the answer is the same whether or not the address has an account)',
    body: emailRequestSchema,
    response: okResponseSchema,
  },
  passwordResetCheck: {
    method: 'GET',
    path: '/api/password-reset-do.php',
    summary: 'Whether a reset link can still be used (before its form is shown); 400 reset_link_invalid when used or expired',
    query: tokenQuerySchema,
    response: okResponseSchema,
  },
  passwordResetDo: {
    method: 'POST',
    path: '/api/password-reset-do.php',
    summary: 'Set a new password with the token from the reset mail; ends every session',
    body: passwordResetDoRequestSchema,
    response: okResponseSchema,
  },
  passwordChange: {
    method: 'POST',
    path: '/api/password.php',
    summary: 'Change the password (current password required); ends the other sessions',
    body: passwordChangeRequestSchema,
    response: okResponseSchema,
    auth: true,
  },
  mailChange: {
    method: 'POST',
    path: '/api/mail-change.php',
    summary: 'Ask to change the email address (current password required): mails a confirmation link to the new address',
    body: mailChangeRequestSchema,
    response: okResponseSchema,
    auth: true,
  },
  mailChangeDo: {
    method: 'POST',
    path: '/api/mail-change-do.php',
    summary: 'Confirm the new email address with the token from the confirmation mail',
    body: tokenRequestSchema,
    response: userResponseSchema,
  },
  accountDelete: {
    method: 'POST',
    path: '/api/account-delete.php',
    summary: 'Delete the account (current password required): reactivation is possible for DELETE_GRACE_DAYS days',
    body: accountDeleteRequestSchema,
    response: okResponseSchema,
    auth: true,
  },
  reactivate: {
    method: 'POST',
    path: '/api/reactivate.php',
    summary: 'Reactivate a deleted account with the mailed token: answers the user and logs it in',
    body: tokenRequestSchema,
    response: userResponseSchema,
  },
  reactivationMail: {
    method: 'POST',
    path: '/api/reactivation-mail.php',
    summary: 'Mail a fresh reactivation link (the answer is the same whether or not the address has a deleted account)',
    body: emailRequestSchema,
    response: okResponseSchema,
  },

  // Members: search, profiles, photos, blocks, geocoding (issue 4).
  ...MEMBER_ENDPOINTS,

  // Credits, premium and payments (issue 5).
  ...CREDIT_ENDPOINTS,

  // Likes, matches, match finder and swipe game (issue 6).
  ...LIKE_ENDPOINTS,

  // Chat: conversations, paid messages, gifts, photos, read state, typing and icebreakers (issue 6).
  ...CHAT_ENDPOINTS,

  // Complaints (issue 7).
  ...COMPLAINT_ENDPOINTS,

  // Web push and notification settings (issue 6).
  ...NOTIFICATION_ENDPOINTS,

  // A member reports a profile to the moderators (issue 8); the staff moderation routes are in contract/moderation.ts.
  ...REPORT_ENDPOINTS,
} as const satisfies Record<string, EndpointDef>;
