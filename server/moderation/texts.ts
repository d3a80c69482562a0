import type { FastifyRequest } from 'fastify';
import { MODERATION_LIMITS, type TextFlag, type TextFlagStatus, type TextFlagsResponse } from '../../contract/moderation';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../errors/http-error';
import { writeAudit } from '../staff/audit';
import { staffOf } from '../staff/guard';
import { mailMember, memberRefs, pageOf, refOf, type ModerationDeps } from './deps';
import { moderationDb, type ModerationDb, type ModerationTrx } from './tables';

function parseTerms(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((term): term is string => typeof term === 'string') : [];
  } catch {
    return [];
  }
}

interface FlagRow {
  id: number;
  user_id: number;
  text: string;
  terms: string;
  status: TextFlagStatus;
  created_at: string;
  resolved_at: string | null;
  resolution_reason: string | null;
  about: string | null;
}

function flagSelect(db: ModerationDb | ModerationTrx) {
  return db
    .selectFrom('profile_text_flags as f')
    .leftJoin('profiles as p', 'p.user_id', 'f.user_id')
    .select(['f.id', 'f.user_id', 'f.text', 'f.terms', 'f.status', 'f.created_at', 'f.resolved_at', 'f.resolution_reason', 'p.about']);
}

async function flagAnswers(db: ModerationDb | ModerationTrx, rows: readonly FlagRow[]): Promise<TextFlag[]> {
  const refs = await memberRefs(db, rows.map((row) => row.user_id));
  return rows.map((row) => ({
    id: row.id,
    member: refOf(refs, row.user_id),
    text: row.text,
    terms: parseTerms(row.terms),
    status: row.status,
    current: row.about !== null && row.about.trim() === row.text,
    created_at: row.created_at,
    resolved_at: row.resolved_at,
    resolution_reason: row.resolution_reason,
  }));
}

/** The flagged-texts queue: flags of one status (open by default), oldest first, keyset pages on id. */
export async function listTextFlags(deps: ModerationDeps, status: TextFlagStatus, afterId: number | undefined): Promise<TextFlagsResponse> {
  const db = moderationDb(deps.db);
  let query = flagSelect(db).where('f.status', '=', status).orderBy('f.id', 'asc').limit(MODERATION_LIMITS.pageSize + 1);
  if (afterId !== undefined) query = query.where('f.id', '>', afterId);
  const { items, next } = pageOf(await query.execute(), MODERATION_LIMITS.pageSize);
  return { flags: await flagAnswers(db, items), next_after_id: next };
}

/** A member's flags, newest first (the member view). */
export async function flagsOfMember(deps: ModerationDeps, userId: number): Promise<TextFlag[]> {
  const db = moderationDb(deps.db);
  return flagAnswers(db, await flagSelect(db).where('f.user_id', '=', userId).orderBy('f.id', 'desc').limit(MODERATION_LIMITS.pageSize).execute());
}

/**
 * Resolves an open flag: `cleared` leaves the text; `removed` empties the member's profile text (whatever it is now:
 * the moderator judged the member's text) and mails the member the reason. One audit row, in the same transaction.
 */
export async function resolveTextFlag(
  deps: ModerationDeps,
  request: FastifyRequest,
  flagId: number,
  resolution: { readonly status: 'cleared' } | { readonly status: 'removed'; readonly reason: string },
): Promise<{ ok: true }> {
  const staff = staffOf(request);
  const now = deps.now().toISOString();
  const reason = resolution.status === 'removed' ? resolution.reason : null;
  const userId = await withTransaction(deps.db, async (trx) => {
    const db = moderationDb(trx);
    const flag = await db
      .selectFrom('profile_text_flags as f')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .leftJoin('profiles as p', 'p.user_id', 'f.user_id')
      .select(['f.id', 'f.user_id', 'f.status', 'f.text', 'u.site_id', 'p.about'])
      .where('f.id', '=', flagId)
      .executeTakeFirst();
    if (!flag) throw new HttpError('not_found');
    const updated = await db
      .updateTable('profile_text_flags')
      .set({ status: resolution.status, resolved_at: now, resolved_by: staff.id, resolution_reason: reason })
      .where('id', '=', flagId)
      .where('status', '=', 'open')
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new HttpError('moderation_already_decided');
    if (resolution.status === 'removed') {
      await db.updateTable('profiles').set({ about: '' }).where('user_id', '=', flag.user_id).execute();
    }
    await writeAudit(trx, request, {
      action: resolution.status === 'removed' ? 'text_flag.remove' : 'text_flag.clear',
      targetType: 'text_flag',
      targetId: flagId,
      siteId: flag.site_id,
      before: { status: flag.status, about: flag.about },
      after: { status: resolution.status, about: resolution.status === 'removed' ? '' : flag.about },
      reason,
    });
    return flag.user_id;
  });
  if (resolution.status === 'removed') await mailMember(deps, userId, 'moderation.text_removed', { reason: resolution.reason });
  return { ok: true };
}
