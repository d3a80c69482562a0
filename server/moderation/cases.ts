import type { FastifyRequest } from 'fastify';
import {
  MODERATION_LIMITS,
  type CaseQuery,
  type CaseStatus,
  type CaseStatusResponse,
  type ComplaintCase,
  type ComplaintCasesResponse,
  type MemberReportRequest,
  type ReportCase,
  type ReportCasesResponse,
} from '../../contract/moderation';
import type { Language } from '../../locales/languages';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../errors/http-error';
import { writeAudit } from '../staff/audit';
import { staffOf } from '../staff/guard';
import type { SiteRecord } from '../sites/service';
import { inPoolOrConversation } from '../members/pool';
import { languageOr, memberRefs, pageOf, refOf, siteById, type ModerationDeps } from './deps';
import { moderationDb, type CaseType, type ModerationDb } from './tables';

type Reply = ComplaintCase['replies'][number];

async function repliesOf(db: ModerationDb, caseType: CaseType, ids: readonly number[]): Promise<Map<number, Reply[]>> {
  const byCase = new Map<number, Reply[]>();
  if (ids.length === 0) return byCase;
  const rows = await db
    .selectFrom('case_replies')
    .select(['case_id', 'text', 'created_at'])
    .where('case_type', '=', caseType)
    .where('case_id', 'in', [...ids])
    .orderBy('id', 'asc')
    .execute();
  for (const row of rows) byCase.set(row.case_id, [...(byCase.get(row.case_id) ?? []), { text: row.text, created_at: row.created_at }]);
  return byCase;
}

function complaintQuery(db: ModerationDb) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('sites as s', 's.id', 'c.site_id')
    .select([
      'c.id',
      'c.reference',
      'c.site_id',
      's.domain as site_domain',
      'c.user_id',
      'c.name',
      'c.email',
      'c.category',
      'c.subject',
      'c.message',
      'c.language',
      'c.status',
      'c.created_at',
    ]);
}

async function complaintAnswers(db: ModerationDb, rows: Awaited<ReturnType<ReturnType<typeof complaintQuery>['execute']>>): Promise<ComplaintCase[]> {
  const replies = await repliesOf(db, 'complaint', rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, replies: replies.get(row.id) ?? [] }));
}

/** `GET …/complaints?status=`: oldest first, keyset pages on id. */
export async function listComplaints(deps: ModerationDeps, query: CaseQuery): Promise<ComplaintCasesResponse> {
  const db = moderationDb(deps.db);
  let select = complaintQuery(db).orderBy('c.id', 'asc').limit(MODERATION_LIMITS.pageSize + 1);
  if (query.status) select = select.where('c.status', '=', query.status);
  if (query.after_id !== undefined) select = select.where('c.id', '>', query.after_id);
  const { items, next } = pageOf(await select.execute(), MODERATION_LIMITS.pageSize);
  return { complaints: await complaintAnswers(db, items), next_after_id: next };
}

/** Complaints a member sent while logged in, newest first (the member view). */
export async function complaintsOfMember(deps: ModerationDeps, userId: number): Promise<ComplaintCase[]> {
  const db = moderationDb(deps.db);
  return complaintAnswers(db, await complaintQuery(db).where('c.user_id', '=', userId).orderBy('c.id', 'desc').limit(MODERATION_LIMITS.pageSize).execute());
}

function reportQuery(db: ModerationDb) {
  return db
    .selectFrom('member_reports')
    .select(['id', 'reporter_id', 'member_id', 'reason', 'note', 'language', 'status', 'created_at']);
}

async function reportAnswers(db: ModerationDb, rows: Awaited<ReturnType<ReturnType<typeof reportQuery>['execute']>>): Promise<ReportCase[]> {
  const ids = rows.map((row) => row.id);
  const reporterIds = [...new Set(rows.map((row) => row.reporter_id))];
  const [replies, refs, emails] = await Promise.all([
    repliesOf(db, 'report', ids),
    memberRefs(db, rows.flatMap((row) => [row.reporter_id, row.member_id])),
    reporterIds.length > 0 ? db.selectFrom('users').select(['id', 'email']).where('id', 'in', reporterIds).execute() : Promise.resolve([]),
  ]);
  const emailOf = new Map(emails.map((row) => [row.id, row.email]));
  return rows.map((row) => ({
    id: row.id,
    reporter: refOf(refs, row.reporter_id),
    /** Where a reply is mailed. */
    reporter_email: emailOf.get(row.reporter_id) ?? '',
    member: refOf(refs, row.member_id),
    reason: row.reason,
    note: row.note,
    language: row.language,
    status: row.status,
    created_at: row.created_at,
    replies: replies.get(row.id) ?? [],
  }));
}

/** `GET …/reports?status=`: oldest first, keyset pages on id. */
export async function listReports(deps: ModerationDeps, query: CaseQuery): Promise<ReportCasesResponse> {
  const db = moderationDb(deps.db);
  let select = reportQuery(db).orderBy('id', 'asc').limit(MODERATION_LIMITS.pageSize + 1);
  if (query.status) select = select.where('status', '=', query.status);
  if (query.after_id !== undefined) select = select.where('id', '>', query.after_id);
  const { items, next } = pageOf(await select.execute(), MODERATION_LIMITS.pageSize);
  return { reports: await reportAnswers(db, items), next_after_id: next };
}

/** Reports about a member, newest first (the member view). */
export async function reportsAboutMember(deps: ModerationDeps, userId: number): Promise<ReportCase[]> {
  const db = moderationDb(deps.db);
  return reportAnswers(db, await reportQuery(db).where('member_id', '=', userId).orderBy('id', 'desc').limit(MODERATION_LIMITS.pageSize).execute());
}

const CASE_TABLE = { complaint: 'complaints', report: 'member_reports' } as const;

interface CaseState {
  readonly status: CaseStatus;
  readonly siteId: number;
}

async function lockCase(db: ReturnType<typeof moderationDb>, caseType: CaseType, id: number): Promise<CaseState> {
  const row =
    caseType === 'complaint'
      ? await db.selectFrom('complaints').select(['status', 'site_id']).where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('member_reports').select(['status', 'site_id']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError('not_found');
  return { status: row.status, siteId: row.site_id };
}

/**
 * Replies to a complaint or report: the reply is stored, the case becomes `answered` (a closed case takes no reply:
 * 409 moderation_already_decided), one audit row commits with it, and the reply is mailed to the sender afterwards
 * in the language they wrote in.
 */
export async function replyToCase(deps: ModerationDeps, request: FastifyRequest, caseType: CaseType, id: number, text: string): Promise<CaseStatusResponse> {
  const staff = staffOf(request);
  const now = deps.now().toISOString();
  await withTransaction(deps.db, async (trx) => {
    const db = moderationDb(trx);
    const before = await lockCase(db, caseType, id);
    const updated = await db
      .updateTable(CASE_TABLE[caseType])
      .set({ status: 'answered' })
      .where('id', '=', id)
      .where('status', '!=', 'closed')
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new HttpError('moderation_already_decided');
    await db.insertInto('case_replies').values({ case_type: caseType, case_id: id, text, staff_id: staff.id, created_at: now }).execute();
    await writeAudit(trx, request, {
      action: `${caseType}.reply`,
      targetType: caseType,
      targetId: id,
      siteId: before.siteId,
      before: { status: before.status },
      after: { status: 'answered', reply: text },
    });
  });
  await mailReply(deps, caseType, id, text);
  return { id, status: 'answered' };
}

async function mailReply(deps: ModerationDeps, caseType: CaseType, id: number, text: string): Promise<void> {
  const db = moderationDb(deps.db);
  if (caseType === 'report') {
    const report = await db.selectFrom('member_reports').select(['reporter_id', 'language']).where('id', '=', id).executeTakeFirst();
    if (report) await mailMemberIn(deps, report.reporter_id, report.language, text);
    return;
  }
  try {
    const complaint = await db.selectFrom('complaints').select(['site_id', 'email', 'language', 'reference']).where('id', '=', id).executeTakeFirst();
    if (!complaint) return;
    const site = await siteById(deps, complaint.site_id);
    if (!site) return;
    await deps.mailer.send({
      to: complaint.email,
      language: languageOr(complaint.language, site.settings.domain_language),
      site,
      template: 'moderation.complaint_reply',
      params: { reference: complaint.reference, reply: text },
    });
  } catch (error) {
    deps.log.error({ err: error, complaint: id }, 'complaint reply could not be mailed');
  }
}

/** A report's reply goes to the reporter in the report's language (which may differ from their account language). */
async function mailMemberIn(deps: ModerationDeps, userId: number, language: string, reply: string): Promise<void> {
  try {
    const user = await moderationDb(deps.db)
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.email', 'u.site_id', 'u.status', 'p.name'])
      .where('u.id', '=', userId)
      .executeTakeFirst();
    if (!user || user.status === 'deleted') return;
    const site: SiteRecord | null = await siteById(deps, user.site_id);
    if (!site) return;
    const lang: Language = languageOr(language, site.settings.domain_language);
    await deps.mailer.send({
      to: user.email,
      language: lang,
      site,
      template: 'moderation.report_reply',
      params: { name: user.name?.trim() || user.email.split('@')[0] || user.email, reply },
    });
  } catch (error) {
    deps.log.error({ err: error, userId }, 'report reply could not be mailed');
  }
}

/** Closes a complaint or report (409 moderation_already_decided when it is closed already). */
export async function closeCase(deps: ModerationDeps, request: FastifyRequest, caseType: CaseType, id: number): Promise<CaseStatusResponse> {
  await withTransaction(deps.db, async (trx) => {
    const db = moderationDb(trx);
    const before = await lockCase(db, caseType, id);
    const updated = await db
      .updateTable(CASE_TABLE[caseType])
      .set({ status: 'closed' })
      .where('id', '=', id)
      .where('status', '!=', 'closed')
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new HttpError('moderation_already_decided');
    await writeAudit(trx, request, {
      action: `${caseType}.close`,
      targetType: caseType,
      targetId: id,
      siteId: before.siteId,
      before: { status: before.status },
      after: { status: 'closed' },
    });
  });
  return { id, status: 'closed' };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `POST /api/report.php`: a logged-in member reports another member's profile. Refused for oneself (400
 * validation_failed, `report_self`), for a member who does not exist (404), and over the daily limit (429
 * reports_too_many, counted in the database so it holds across instances).
 */
export async function submitReport(
  deps: ModerationDeps,
  ctx: { readonly reporterId: number; readonly siteId: number; readonly language: Language },
  input: MemberReportRequest,
): Promise<{ ok: true }> {
  if (input.member_id === ctx.reporterId) throw new HttpError('validation_failed', { fields: { member_id: { code: 'report_self' } } });
  const target = await deps.db.selectFrom('profiles').select('user_id').where('user_id', '=', input.member_id).executeTakeFirst();
  if (!target) throw new HttpError('not_found');
  // A member outside the reporter's member pool is not there (SEC-29), unless they talk (a conversation is reportable).
  if (!(await inPoolOrConversation(deps.db, ctx.reporterId, input.member_id))) throw new HttpError('not_found');
  const now = deps.now();
  const allowed = await deps.limiter.hit(`report:${ctx.reporterId}`, { limit: MODERATION_LIMITS.reportsPerDay, windowMs: DAY_MS }, now);
  if (!allowed.allowed) throw new HttpError('reports_too_many');
  await moderationDb(deps.db)
    .insertInto('member_reports')
    .values({
      site_id: ctx.siteId,
      reporter_id: ctx.reporterId,
      member_id: input.member_id,
      reason: input.reason,
      note: input.note?.trim() || null,
      language: ctx.language,
      created_at: now.toISOString(),
    })
    .execute();
  return { ok: true };
}
