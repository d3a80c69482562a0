import type { FastifyRequest } from 'fastify';
import {
  MODERATION_LIMITS,
  type PendingPhoto,
  type PhotoDecisionResponse,
  type PhotoQueueResponse,
  type PhotoRejectRequest,
} from '../../contract/moderation';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../errors/http-error';
import { photoUrl } from '../media/photos';
import { staffOf } from '../staff/guard';
import { writeAudit } from '../staff/audit';
import { mailMember, memberLanguage, memberRefs, pageOf, refOf, type ModerationDeps } from './deps';
import { moderationDb } from './tables';

export function photoUrls(id: number): PendingPhoto['urls'] {
  return { thumb: photoUrl(id, 'thumb'), full: photoUrl(id, 'full'), blurred: photoUrl(id, 'blurred') };
}

/** The photo queue: pending photos of accounts that still exist, oldest first, in keyset pages on id. */
export async function listPendingPhotos(deps: ModerationDeps, afterId: number | undefined): Promise<PhotoQueueResponse> {
  const db = moderationDb(deps.db);
  let query = db
    .selectFrom('photos as ph')
    .innerJoin('users as u', 'u.id', 'ph.user_id')
    .select(['ph.id', 'ph.user_id', 'ph.visibility', 'ph.width', 'ph.height', 'ph.created_at'])
    .where('ph.status', '=', 'pending')
    .where('u.status', '!=', 'deleted')
    .orderBy('ph.id', 'asc')
    .limit(MODERATION_LIMITS.pageSize + 1);
  if (afterId !== undefined) query = query.where('ph.id', '>', afterId);
  const { items, next } = pageOf(await query.execute(), MODERATION_LIMITS.pageSize);
  const refs = await memberRefs(db, items.map((row) => row.user_id));
  return {
    photos: items.map((row) => ({
      id: row.id,
      visibility: row.visibility,
      width: row.width,
      height: row.height,
      created_at: row.created_at,
      urls: photoUrls(row.id),
      member: refOf(refs, row.user_id),
    })),
    next_after_id: next,
  };
}

export type PhotoDecision = { readonly status: 'active' } | ({ readonly status: 'rejected' } & PhotoRejectRequest);

/**
 * Approves or rejects a pending photo: the status moves only from `pending` (a conditional update, so two moderators
 * deciding at once cannot both win: the second gets 409 moderation_already_decided), the decision and one audit row
 * commit with it, and the member is mailed in their language afterwards.
 */
export async function decidePhoto(deps: ModerationDeps, request: FastifyRequest, photoId: number, decision: PhotoDecision): Promise<PhotoDecisionResponse> {
  const staff = staffOf(request);
  const now = deps.now().toISOString();
  const reason = decision.status === 'rejected' ? decision.reason : null;
  const note = decision.status === 'rejected' ? decision.note?.trim() || null : null;
  const owner = await withTransaction(deps.db, async (trx) => {
    const db = moderationDb(trx);
    const photo = await db
      .selectFrom('photos as ph')
      .innerJoin('users as u', 'u.id', 'ph.user_id')
      .select(['ph.id', 'ph.user_id', 'ph.status', 'u.site_id'])
      .where('ph.id', '=', photoId)
      .executeTakeFirst();
    if (!photo) throw new HttpError('not_found');
    const updated = await db
      .updateTable('photos')
      .set({ status: decision.status })
      .where('id', '=', photoId)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new HttpError('moderation_already_decided');
    await db
      .insertInto('photo_decisions')
      .values({ photo_id: photoId, status: decision.status, reason, note, staff_id: staff.id, decided_at: now })
      .onConflict((oc) => oc.column('photo_id').doUpdateSet({ status: decision.status, reason, note, staff_id: staff.id, decided_at: now }))
      .execute();
    await writeAudit(trx, request, {
      action: decision.status === 'active' ? 'photo.approve' : 'photo.reject',
      targetType: 'photo',
      targetId: photoId,
      siteId: photo.site_id,
      before: { status: photo.status },
      after: decision.status === 'active' ? { status: 'active' } : { status: 'rejected', reason, note },
      reason: note ?? reason,
    });
    return photo.user_id;
  });

  if (decision.status === 'active') {
    await mailMember(deps, owner, 'moderation.photo_approved', {});
  } else {
    const language = await memberLanguage(deps, owner);
    await mailMember(deps, owner, 'moderation.photo_rejected', { reason: deps.reasons.photoReason(language, decision.reason, note) });
  }
  return { id: photoId, status: decision.status };
}
