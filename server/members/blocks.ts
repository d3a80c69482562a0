import type { Kysely } from 'kysely';
import type { BlockResponse, BlocksResponse } from '../../contract/members';
import type { Database } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { mainImageOf } from '../media/photos';
import { deleteBlock, insertBlock, selectBlockedBy } from './block-queries';
import { inPoolOrConversation } from './pool';

/**
 * Blocks (SPEC §6). A block takes effect at once and in both directions wherever members meet: the search never
 * shows either to the other, the blocked member gets 404 for the blocker's profile and photos, and the chat issue
 * applies the same table. Blocking twice or unblocking someone not blocked changes nothing and is not an error.
 */
export async function blockMember(db: Kysely<Database>, viewerId: number, targetId: number, now: Date): Promise<BlockResponse> {
  if (targetId === viewerId) throw new HttpError('validation_failed', { fields: { id: { code: 'block_self' } } });
  const target = await db.selectFrom('users').select('id').where('id', '=', targetId).executeTakeFirst();
  if (!target) throw new HttpError('not_found');
  // Outside the member pool like a missing member, unless they already talk (history stays readable, so blockable).
  if (!(await inPoolOrConversation(db, viewerId, targetId))) throw new HttpError('not_found');
  await insertBlock(db, viewerId, targetId, now.toISOString());
  return { id: targetId, blocked: true };
}

export async function unblockMember(db: Kysely<Database>, viewerId: number, targetId: number): Promise<BlockResponse> {
  await deleteBlock(db, viewerId, targetId);
  return { id: targetId, blocked: false };
}

export async function listBlocks(db: Kysely<Database>, viewerId: number): Promise<BlocksResponse> {
  const rows = await selectBlockedBy(db, viewerId);
  return {
    blocks: rows.map((row) => ({
      id: row.id,
      name: row.name,
      main_image: row.main_photo_id === null ? null : mainImageOf({ id: row.main_photo_id, status: 'active' }),
      blocked_at: row.blocked_at,
    })),
  };
}
