import { z } from 'zod';
import type { EndpointDef } from './api';

/**
 * Moderation (issue 8 part 2): the staff routes under `/api/staff/moderation/…` (admin and moderator only) and the
 * member's report call `POST /api/report.php`. Every staff change writes one audit row in the same transaction.
 * Request schemas are strict (unknown keys refused); bounds give `validation` field errors (too_short, too_long …).
 */

/** Why a photo was rejected; translated for the member as `mail:moderation.reasons.<key>` and for staff in `moderation`. */
export const PHOTO_REJECT_REASONS = ['nudity_not_allowed', 'not_a_person', 'someone_else', 'low_quality', 'contact_details', 'other'] as const;
export type PhotoRejectReason = (typeof PHOTO_REJECT_REASONS)[number];

/** Why a member reports a profile (`POST /api/report.php`). */
export const MEMBER_REPORT_REASONS = ['fake_profile', 'inappropriate_photos', 'harassment', 'scam', 'underage', 'other'] as const;
export type MemberReportReason = (typeof MEMBER_REPORT_REASONS)[number];

export const TEXT_FLAG_STATUSES = ['open', 'cleared', 'removed'] as const;
export type TextFlagStatus = (typeof TEXT_FLAG_STATUSES)[number];

/** Complaints (from /complaints) and member reports share one status flow. */
export const CASE_STATUSES = ['open', 'answered', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const MODERATION_LIMITS = {
  /** Keyset page size of every queue. */
  pageSize: 50,
  noteMax: 1000,
  reasonMin: 3,
  reasonMax: 500,
  replyMin: 2,
  replyMax: 5000,
  /** Reports one member may send per day (SEC-23). */
  reportsPerDay: 10,
  /** Ledger entries in the member view. */
  ledgerEntries: 100,
  /** Largest single credit correction either way. */
  creditDeltaMax: 1_000_000,
  /** Idempotency key the client draws for a credit correction (a UUID fits). */
  keyMin: 8,
  keyMax: 100,
} as const;

const reasonText = z.string().trim().min(MODERATION_LIMITS.reasonMin).max(MODERATION_LIMITS.reasonMax);

/** Keyset pages: `after_id` is the last id of the previous page (queues read oldest first). */
const cursor = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export const queuePageQuerySchema = z.strictObject({ after_id: cursor.optional() });
export type QueuePageQuery = z.infer<typeof queuePageQuerySchema>;

export const staffPhotoUrlsSchema = z.strictObject({ thumb: z.string(), full: z.string(), blurred: z.string() });

export const moderationMemberRefSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  site_id: z.number().int(),
  site_domain: z.string(),
});
export type ModerationMemberRef = z.infer<typeof moderationMemberRefSchema>;

export const pendingPhotoSchema = z.strictObject({
  id: z.number().int(),
  visibility: z.enum(['public', 'private']),
  width: z.number().int(),
  height: z.number().int(),
  created_at: z.string(),
  /** The photo's access-checked URLs (`/media/photos/:id/:variant`): an admin or moderator session may load any status. */
  urls: staffPhotoUrlsSchema,
  member: moderationMemberRefSchema,
});
export type PendingPhoto = z.infer<typeof pendingPhotoSchema>;

export const photoQueueResponseSchema = z.strictObject({
  photos: z.array(pendingPhotoSchema),
  /** Pass as `after_id` for the next page; null on the last page. */
  next_after_id: z.number().int().nullable(),
});
export type PhotoQueueResponse = z.infer<typeof photoQueueResponseSchema>;

export const photoRejectRequestSchema = z.strictObject({
  reason: z.enum(PHOTO_REJECT_REASONS),
  note: z.string().trim().max(MODERATION_LIMITS.noteMax).optional(),
});
export type PhotoRejectRequest = z.infer<typeof photoRejectRequestSchema>;

export const photoDecisionResponseSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(['active', 'rejected']),
});
export type PhotoDecisionResponse = z.infer<typeof photoDecisionResponseSchema>;

export const textFlagSchema = z.strictObject({
  id: z.number().int(),
  member: moderationMemberRefSchema,
  /** The text as saved when it matched. */
  text: z.string(),
  /** What matched, e.g. `phone`, `email`, `url`, `contact:whatsapp`, `payment:paypal`, `abuse:…`. */
  terms: z.array(z.string()),
  status: z.enum(TEXT_FLAG_STATUSES),
  /** Whether the member's profile text is still the flagged snapshot. */
  current: z.boolean(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution_reason: z.string().nullable(),
});
export type TextFlag = z.infer<typeof textFlagSchema>;

export const textFlagQuerySchema = z.strictObject({ status: z.enum(TEXT_FLAG_STATUSES).default('open'), after_id: cursor.optional() });
export const textFlagsResponseSchema = z.strictObject({ flags: z.array(textFlagSchema), next_after_id: z.number().int().nullable() });
export type TextFlagsResponse = z.infer<typeof textFlagsResponseSchema>;

export const reasonRequestSchema = z.strictObject({ reason: reasonText });
export type ReasonRequest = z.infer<typeof reasonRequestSchema>;

export const caseReplySchema = z.strictObject({ text: z.string(), created_at: z.string() });

export const complaintCaseSchema = z.strictObject({
  id: z.number().int(),
  reference: z.string(),
  site_id: z.number().int(),
  site_domain: z.string(),
  /** The sender's account when they were logged in. */
  user_id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  category: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  language: z.string(),
  status: z.enum(CASE_STATUSES),
  created_at: z.string(),
  replies: z.array(caseReplySchema),
});
export type ComplaintCase = z.infer<typeof complaintCaseSchema>;

export const caseQuerySchema = z.strictObject({ status: z.enum(CASE_STATUSES).optional(), after_id: cursor.optional() });
export type CaseQuery = z.infer<typeof caseQuerySchema>;
export const complaintCasesResponseSchema = z.strictObject({ complaints: z.array(complaintCaseSchema), next_after_id: z.number().int().nullable() });
export type ComplaintCasesResponse = z.infer<typeof complaintCasesResponseSchema>;

export const reportCaseSchema = z.strictObject({
  id: z.number().int(),
  reporter: moderationMemberRefSchema,
  /** The reporter's account address, where a reply is mailed. */
  reporter_email: z.string(),
  member: moderationMemberRefSchema,
  reason: z.enum(MEMBER_REPORT_REASONS),
  note: z.string().nullable(),
  language: z.string(),
  status: z.enum(CASE_STATUSES),
  created_at: z.string(),
  replies: z.array(caseReplySchema),
});
export type ReportCase = z.infer<typeof reportCaseSchema>;
export const reportCasesResponseSchema = z.strictObject({ reports: z.array(reportCaseSchema), next_after_id: z.number().int().nullable() });
export type ReportCasesResponse = z.infer<typeof reportCasesResponseSchema>;

export const caseReplyRequestSchema = z.strictObject({
  text: z.string().trim().min(MODERATION_LIMITS.replyMin).max(MODERATION_LIMITS.replyMax),
});
export type CaseReplyRequest = z.infer<typeof caseReplyRequestSchema>;

export const caseStatusResponseSchema = z.strictObject({ id: z.number().int(), status: z.enum(CASE_STATUSES) });
export type CaseStatusResponse = z.infer<typeof caseStatusResponseSchema>;

/** `POST /api/report.php`: a logged-in member reports another member's profile. */
export const memberReportRequestSchema = z.strictObject({
  member_id: z.number().int().positive(),
  reason: z.enum(MEMBER_REPORT_REASONS),
  note: z.string().trim().max(MODERATION_LIMITS.noteMax).optional(),
});
export type MemberReportRequest = z.infer<typeof memberReportRequestSchema>;
export const memberReportResponseSchema = z.strictObject({ ok: z.literal(true) });

export const memberStatusResponseSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(['not_confirmed', 'confirmed', 'deleted', 'banned']),
});
export type MemberStatusResponse = z.infer<typeof memberStatusResponseSchema>;

export const memberSearchQuerySchema = z.strictObject({ query: z.string().trim().min(1).max(254) });
export const memberSearchHitSchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  site_id: z.number().int(),
  site_domain: z.string(),
  status: z.enum(['not_confirmed', 'confirmed', 'deleted', 'banned']),
  created_at: z.string(),
});
export type MemberSearchHit = z.infer<typeof memberSearchHitSchema>;
export const memberSearchResponseSchema = z.strictObject({ members: z.array(memberSearchHitSchema) });
export type MemberSearchResponse = z.infer<typeof memberSearchResponseSchema>;

export const memberViewSchema = z.strictObject({
  account: z.strictObject({
    id: z.number().int(),
    email: z.string(),
    site_id: z.number().int(),
    site_domain: z.string(),
    status: z.enum(['not_confirmed', 'confirmed', 'deleted', 'banned']),
    language: z.string(),
    credits: z.number().int(),
    premium: z.boolean(),
    created_at: z.string(),
    confirmed_at: z.string().nullable(),
    last_login_at: z.string().nullable(),
    /** The active ban, if any. */
    ban: z.strictObject({ reason: z.string(), created_at: z.string() }).nullable(),
  }),
  /** Null for an account whose profile was never completed or was erased. */
  profile: z
    .strictObject({
      name: z.string(),
      date_of_birth: z.string().nullable(),
      country: z.string(),
      region: z.string().nullable(),
      city: z.string().nullable(),
      gender: z.string().nullable(),
      seeking: z.string().nullable(),
      sexuality: z.string().nullable(),
      hair_color: z.string().nullable(),
      eye_color: z.string().nullable(),
      body_type: z.string().nullable(),
      relationship_status: z.string().nullable(),
      height_cm: z.number().int().nullable(),
      about: z.string(),
      interests: z.array(z.string()),
      status: z.enum(['active', 'disabled']),
      invisible: z.boolean(),
      fictional: z.boolean(),
      last_active_at: z.string(),
    })
    .nullable(),
  photos: z.array(
    z.strictObject({
      id: z.number().int(),
      status: z.enum(['pending', 'active', 'rejected']),
      visibility: z.enum(['public', 'private']),
      position: z.number().int(),
      created_at: z.string(),
      urls: staffPhotoUrlsSchema,
      reject_reason: z.enum(PHOTO_REJECT_REASONS).nullable(),
    }),
  ),
  /** Never the token. */
  sessions: z.array(
    z.strictObject({ id: z.number().int(), created_at: z.string(), last_seen_at: z.string(), expires_at: z.string(), user_agent: z.string().nullable() }),
  ),
  ledger: z.array(
    z.strictObject({
      id: z.number().int(),
      amount: z.number().int(),
      reason: z.string(),
      reference: z.string().nullable(),
      balance_after: z.number().int(),
      created_at: z.string(),
    }),
  ),
  flags: z.array(textFlagSchema),
  /** Reports other members made about this member. */
  reports: z.array(reportCaseSchema),
  /** Complaints this member sent while logged in. */
  complaints: z.array(complaintCaseSchema),
});
export type MemberView = z.infer<typeof memberViewSchema>;

export const creditCorrectionRequestSchema = z.strictObject({
  delta: z
    .number()
    .int()
    .min(-MODERATION_LIMITS.creditDeltaMax)
    .max(MODERATION_LIMITS.creditDeltaMax)
    .refine((value) => value !== 0, { message: 'zero' }),
  reason: reasonText,
  /** Drawn by the client once per correction: a retried request applies once. */
  key: z
    .string()
    .min(MODERATION_LIMITS.keyMin)
    .max(MODERATION_LIMITS.keyMax)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type CreditCorrectionRequest = z.infer<typeof creditCorrectionRequestSchema>;

export const creditCorrectionResponseSchema = z.strictObject({
  /** false: this key was applied before; nothing changed. */
  applied: z.boolean(),
  entry_id: z.number().int(),
  balance_before: z.number().int(),
  balance_after: z.number().int(),
});
export type CreditCorrectionResponse = z.infer<typeof creditCorrectionResponseSchema>;

const okSchema = z.strictObject({ ok: z.literal(true) });

/** The base of every staff moderation path. */
export const MODERATION_BASE = '/api/staff/moderation';

export const MODERATION_ENDPOINTS = {
  photoQueue: {
    method: 'GET',
    path: `${MODERATION_BASE}/photos`,
    summary: 'Pending photos, oldest first (keyset pages on id)',
    query: queuePageQuerySchema,
    response: photoQueueResponseSchema,
  },
  photoApprove: {
    method: 'POST',
    path: `${MODERATION_BASE}/photos/:id/approve`,
    summary: 'Approve a pending photo: it becomes active (409 moderation_already_decided if it is not pending)',
    response: photoDecisionResponseSchema,
  },
  photoReject: {
    method: 'POST',
    path: `${MODERATION_BASE}/photos/:id/reject`,
    summary: 'Reject a pending photo with a reason; the member is mailed in their language',
    body: photoRejectRequestSchema,
    response: photoDecisionResponseSchema,
  },
  textFlags: {
    method: 'GET',
    path: `${MODERATION_BASE}/texts`,
    summary: 'Profile texts flagged by the word list (open by default), oldest first',
    query: textFlagQuerySchema,
    response: textFlagsResponseSchema,
  },
  textFlagClear: {
    method: 'POST',
    path: `${MODERATION_BASE}/texts/:id/clear`,
    summary: 'Clear a flag: the text stays',
    response: okSchema,
  },
  textFlagRemove: {
    method: 'POST',
    path: `${MODERATION_BASE}/texts/:id/remove`,
    summary: "Remove the flagged text: the member's profile text is emptied",
    body: reasonRequestSchema,
    response: okSchema,
  },
  complaints: {
    method: 'GET',
    path: `${MODERATION_BASE}/complaints`,
    summary: 'Complaints from /complaints, oldest first, optionally by status',
    query: caseQuerySchema,
    response: complaintCasesResponseSchema,
  },
  complaintReply: {
    method: 'POST',
    path: `${MODERATION_BASE}/complaints/:id/reply`,
    summary: "Mail a reply to the complaint's sender in the complaint's language; the complaint becomes answered",
    body: caseReplyRequestSchema,
    response: caseStatusResponseSchema,
  },
  complaintClose: {
    method: 'POST',
    path: `${MODERATION_BASE}/complaints/:id/close`,
    summary: 'Close a complaint',
    response: caseStatusResponseSchema,
  },
  reports: {
    method: 'GET',
    path: `${MODERATION_BASE}/reports`,
    summary: 'Profiles reported by members, oldest first, optionally by status',
    query: caseQuerySchema,
    response: reportCasesResponseSchema,
  },
  reportReply: {
    method: 'POST',
    path: `${MODERATION_BASE}/reports/:id/reply`,
    summary: "Mail a reply to the reporting member in the report's language; the report becomes answered",
    body: caseReplyRequestSchema,
    response: caseStatusResponseSchema,
  },
  reportClose: {
    method: 'POST',
    path: `${MODERATION_BASE}/reports/:id/close`,
    summary: 'Close a report',
    response: caseStatusResponseSchema,
  },
  memberSearch: {
    method: 'GET',
    path: `${MODERATION_BASE}/members`,
    summary: 'Find members by id, or by email (exact or prefix)',
    query: memberSearchQuerySchema,
    response: memberSearchResponseSchema,
  },
  memberView: {
    method: 'GET',
    path: `${MODERATION_BASE}/members/:id`,
    summary: 'Everything about one member (account, profile, photos, sessions, ledger, flags, reports); audited as member.view',
    response: memberViewSchema,
  },
  memberBan: {
    method: 'POST',
    path: `${MODERATION_BASE}/members/:id/ban`,
    summary: "Ban a member: status banned, every session ended, open tabs told; the member's calls answer account_banned",
    body: reasonRequestSchema,
    response: memberStatusResponseSchema,
  },
  memberUnban: {
    method: 'POST',
    path: `${MODERATION_BASE}/members/:id/unban`,
    summary: 'Lift a ban',
    body: reasonRequestSchema.partial(),
    response: memberStatusResponseSchema,
  },
  creditCorrection: {
    method: 'POST',
    path: `${MODERATION_BASE}/members/:id/credits`,
    summary: 'Correct a balance through the ledger (reason required; never below zero; idempotent on `key`)',
    body: creditCorrectionRequestSchema,
    response: creditCorrectionResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>;

export const REPORT_ENDPOINTS = {
  report: {
    method: 'POST',
    path: '/api/report.php',
    summary: 'Report a member profile to the moderators (logged in; 429 reports_too_many per day)',
    body: memberReportRequestSchema,
    response: memberReportResponseSchema,
    auth: true,
  },
} as const satisfies Record<string, EndpointDef>;
