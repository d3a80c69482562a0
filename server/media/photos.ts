import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { PHOTO_LIMITS } from '../../contract/constants';
import type { MainImage } from '../../contract/entities';
import type {
  OwnPhoto,
  PhotosResponse,
  PhotosUpdateRequest,
  PhotoUploadResponse,
  PhotoVariant,
  PhotoVisibility,
} from '../../contract/members';
import type { Database, PhotoRow, PhotoStatusValue } from '../db/schema';
import type { DbDialect } from '../db/dialect';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../errors/http-error';
import { processPhoto, type ProcessedPhoto } from './pipeline';
import {
  countQuotaPhotos,
  countStorageKeyUsers,
  deletePhotoRow,
  insertPhoto,
  lockPhotoOwner,
  nextPosition,
  selectOwnPhotos,
  updatePhotoVisibility,
  writePhotoOrder,
} from './queries';
import { PHOTO_VARIANT_FILES, type MediaStore } from './store';

export interface MediaDeps {
  readonly db: Kysely<Database>;
  readonly dialect: DbDialect;
  readonly store: MediaStore;
  /** New photos start active (development and demo) or pending until moderated (production). */
  readonly autoApprove: boolean;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  /**
   * Recreates the files of a key that the server can draw itself (the shared demo avatars) when they are missing;
   * resolves false for any other key.
   */
  readonly regenerate: (key: string) => Promise<boolean>;
}

/** The path a photo file is served under (server/media/routes.ts checks access on every request). */
export const PHOTO_ROUTE_PREFIX = '/media/photos';

export function photoUrl(id: number, variant: PhotoVariant): string {
  return `${PHOTO_ROUTE_PREFIX}/${id}/${variant}`;
}

/**
 * SPEC §3 main_image: `filename` and `thumb_filename` are paths on this server; `match` is the thumbnail's path
 * relative to the site's `cdn_prefix` (`/media/` on the demo sites), as the match and like modals use it.
 */
export function mainImageOf(photo: { id: number; status: PhotoStatusValue }): MainImage {
  return {
    filename: photoUrl(photo.id, 'full'),
    thumb_filename: photoUrl(photo.id, 'thumb'),
    status: photo.status,
    match: `photos/${photo.id}/thumb`,
  };
}

export function photoLimit(premium: boolean): number {
  return premium ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free;
}

/** The owner's main photo: the first one (by position) that is not rejected. Others see `publicMain` instead. */
export function ownerMainPhoto<P extends Pick<PhotoRow, 'status' | 'position'>>(photos: readonly P[]): P | undefined {
  return [...photos].sort((a, b) => a.position - b.position).find((photo) => photo.status !== 'rejected');
}

/** What others see first: the first active public photo. */
export function publicMainPhoto<P extends Pick<PhotoRow, 'status' | 'position' | 'visibility'>>(photos: readonly P[]): P | undefined {
  return [...photos].sort((a, b) => a.position - b.position).find((photo) => photo.status === 'active' && photo.visibility === 'public');
}

function ownPhotoAnswer(photo: PhotoRow, mainId: number | undefined): OwnPhoto {
  return {
    id: photo.id,
    status: photo.status,
    visibility: photo.visibility,
    main: photo.id === mainId,
    width: photo.width,
    height: photo.height,
    urls: { thumb: photoUrl(photo.id, 'thumb'), full: photoUrl(photo.id, 'full'), blurred: photoUrl(photo.id, 'blurred') },
    created_at: photo.created_at,
  };
}

function ownPhotosAnswer(photos: readonly PhotoRow[], premium: boolean): PhotosResponse {
  const main = ownerMainPhoto(photos);
  return { photos: photos.map((photo) => ownPhotoAnswer(photo, main?.id)), limit: photoLimit(premium) };
}

/** The member's own main image for the user answer (SPEC §4 profile-photo alert: shown while this is null). */
export async function ownMainImage(db: Kysely<Database>, userId: number): Promise<MainImage | null> {
  const main = ownerMainPhoto(await selectOwnPhotos(db, userId));
  return main ? mainImageOf(main) : null;
}

async function isPremium(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('paid_user').where('id', '=', userId).executeTakeFirst();
  return row?.paid_user === 1;
}

export async function listOwnPhotos(deps: MediaDeps, userId: number): Promise<PhotosResponse> {
  const [photos, premium] = await Promise.all([selectOwnPhotos(deps.db, userId), isPremium(deps.db, userId)]);
  return ownPhotosAnswer(photos, premium);
}

/** Writes the three variants under a fresh random key (or the given one); returns the key. */
export async function storeProcessedPhoto(store: MediaStore, processed: ProcessedPhoto, key = randomBytes(16).toString('hex')): Promise<string> {
  await Promise.all(PHOTO_VARIANT_FILES.map((variant) => store.write(key, variant, processed.variants[variant])));
  return key;
}

function photoLimitError(premium: boolean): HttpError {
  const count = photoLimit(premium);
  return new HttpError('photo_limit', {
    params: { count },
    fields: { photo: { code: premium ? 'photo_limit_premium' : 'photo_limit_free', params: { count } } },
  });
}

/**
 * POST /api/photos.php (SEC-16, SEC-17). The image is checked and re-encoded first (slow, outside any transaction);
 * then the quota is enforced atomically: count and insert happen in one transaction that holds the member's write
 * lock, so parallel uploads at the limit cannot all slip in. Files written for a refused upload are removed.
 */
export async function uploadPhoto(
  deps: MediaDeps,
  userId: number,
  input: { data: Buffer; visibility: PhotoVisibility },
): Promise<PhotoUploadResponse> {
  // A cheap early refusal (not the guarantee: that is the locked count below).
  const [premiumBefore, countBefore] = await Promise.all([isPremium(deps.db, userId), countQuotaPhotos(deps.db, userId)]);
  if (countBefore >= photoLimit(premiumBefore)) throw photoLimitError(premiumBefore);

  const processed = await processPhoto(input.data);
  const key = await storeProcessedPhoto(deps.store, processed);
  try {
    const premium = await withTransaction(deps.db, async (trx) => {
      const owner = await lockPhotoOwner(trx, deps.dialect, userId);
      if (!owner) throw new HttpError('authentication_required');
      if ((await countQuotaPhotos(trx, userId)) >= photoLimit(owner.premium)) throw photoLimitError(owner.premium);
      await insertPhoto(trx, {
        user_id: userId,
        storage_key: key,
        status: deps.autoApprove ? 'active' : 'pending',
        visibility: input.visibility,
        position: await nextPosition(trx, userId),
        width: processed.width,
        height: processed.height,
        created_at: deps.now().toISOString(),
      });
      return owner.premium;
    });
    const photos = await selectOwnPhotos(deps.db, userId);
    const answer = ownPhotosAnswer(photos, premium);
    const stored = photos.find((photo) => photo.storage_key === key);
    const photo = answer.photos.find((candidate) => candidate.id === stored?.id);
    if (!photo) throw new HttpError('internal', { cause: new Error('uploaded photo not found after commit') });
    return { ...answer, photo };
  } catch (error) {
    await deps.store.remove(key).catch((cause: unknown) => deps.log.error({ err: cause }, 'could not remove the files of a refused upload'));
    throw error;
  }
}

function orderError(): HttpError {
  return new HttpError('validation_failed', { fields: { order: { code: 'photo_order_invalid' } } });
}

/** PUT /api/photos.php: reorder, choose the main photo (moves it to the front), change visibilities. */
export async function updatePhotos(deps: MediaDeps, userId: number, request: PhotosUpdateRequest): Promise<PhotosResponse> {
  await withTransaction(deps.db, async (trx) => {
    await lockPhotoOwner(trx, deps.dialect, userId);
    const photos = await selectOwnPhotos(trx, userId);
    const own = new Set(photos.map((photo) => photo.id));
    let order = photos.map((photo) => photo.id);
    if (request.order) {
      const given = new Set(request.order);
      if (given.size !== request.order.length || given.size !== own.size || request.order.some((id) => !own.has(id))) throw orderError();
      order = [...request.order];
    }
    if (request.main_id !== undefined) {
      if (!own.has(request.main_id)) throw new HttpError('not_found');
      order = [request.main_id, ...order.filter((id) => id !== request.main_id)];
    }
    if (order.some((id, position) => photos[position]?.id !== id)) await writePhotoOrder(trx, userId, order);
    for (const change of request.visibility ?? []) {
      if (!own.has(change.id)) throw new HttpError('not_found');
      await updatePhotoVisibility(trx, userId, change.id, change.visibility);
    }
  });
  return listOwnPhotos(deps, userId);
}

/** DELETE /api/photos.php?id=: the row at once; the files after the commit, unless another photo shares them. */
export async function deletePhoto(deps: MediaDeps, userId: number, id: number): Promise<PhotosResponse> {
  const removed = await withTransaction(deps.db, async (trx) => deletePhotoRow(trx, userId, id));
  if (!removed) throw new HttpError('not_found');
  await removeFilesIfUnused(deps, removed.storage_key);
  return listOwnPhotos(deps, userId);
}

async function removeFilesIfUnused(deps: Pick<MediaDeps, 'db' | 'store' | 'log'>, storageKey: string): Promise<void> {
  if ((await countStorageKeyUsers(deps.db, storageKey)) > 0) return;
  await deps.store.remove(storageKey).catch((error: unknown) => deps.log.error({ err: error }, 'could not remove photo files'));
}

/**
 * Deletes every photo of a member with their files (for the account purge: call it when an account's personal data
 * is erased).
 */
export async function removeMemberPhotos(deps: Pick<MediaDeps, 'db' | 'store' | 'log'>, userId: number): Promise<number> {
  const photos = await deps.db.deleteFrom('photos').where('user_id', '=', userId).returning('storage_key').execute();
  for (const { storage_key } of photos) await removeFilesIfUnused(deps, storage_key);
  return photos.length;
}
