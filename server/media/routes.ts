import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../contract/api';
import { PHOTO_UPLOAD, PHOTO_VARIANTS, photoVisibilitySchema, type PhotoVariant, type PhotoVisibility } from '../../contract/members';
import { HttpError } from '../errors/http-error';
import { registerEndpoint } from '../http/endpoint';
import { hasBlocked } from '../members/block-queries';
import { touchActivity } from '../members/activity';
import { hasModerationRights } from '../moderation/roles';
import { requireUser, viewerOf } from '../sessions/plugin';
import { photoAccess } from './access';
import { deletePhoto, listOwnPhotos, PHOTO_ROUTE_PREFIX, updatePhotos, uploadPhoto } from './photos';
import { PhotoRejectedError } from './pipeline';
import { selectPhoto, selectPhotoOwnerState } from './queries';
import type { MediaStore } from './store';

/** SEC-23: uploads per member (or address) and hour. */
export const UPLOAD_RATE_LIMIT = { max: 60, timeWindow: '1 hour' } as const;

const MB = 1024 * 1024;

function photoFieldError(code: string, params?: Record<string, number>): HttpError {
  return new HttpError('validation_failed', { fields: { photo: params ? { code, params } : { code } } });
}

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads the multipart upload: exactly one file in the field `photo`, and optionally the field `visibility`; any
 * other part is refused. The file's own name and declared type are ignored (the content decides, see pipeline.ts).
 */
async function readUpload(request: FastifyRequest): Promise<{ data: Buffer; visibility: PhotoVisibility }> {
  if (!request.isMultipart()) throw photoFieldError('photo_required');
  let data: Buffer | undefined;
  let visibility: PhotoVisibility = 'public';
  const parts = request.parts({
    limits: { fileSize: PHOTO_UPLOAD.maxBytes, files: 1, fields: 1, parts: 2, fieldSize: 64, headerPairs: 50 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== PHOTO_UPLOAD.fileField) {
        part.file.resume();
        throw new HttpError('validation_failed', { fields: { [part.fieldname]: { code: 'unknown_field' } } });
      }
      try {
        data = await part.toBuffer();
      } catch (error) {
        if (isFileTooLarge(error)) {
          throw new HttpError('payload_too_large', {
            cause: error,
            fields: { photo: { code: 'photo_file_too_large', params: { count: PHOTO_UPLOAD.maxBytes / MB } } },
          });
        }
        throw error;
      }
    } else {
      if (part.fieldname !== PHOTO_UPLOAD.visibilityField) {
        throw new HttpError('validation_failed', { fields: { [part.fieldname]: { code: 'unknown_field' } } });
      }
      const parsed = photoVisibilitySchema.safeParse(part.value);
      if (!parsed.success) throw new HttpError('validation_failed', { fields: { visibility: { code: 'invalid_value' } } });
      visibility = parsed.data;
    }
  }
  if (!data || data.length === 0) throw photoFieldError('photo_required');
  return { data, visibility };
}

function isVariant(value: string): value is PhotoVariant {
  return (PHOTO_VARIANTS as readonly string[]).includes(value);
}

/** Strong validator of a stored file: it never changes under a key. Hashed so the storage key itself stays private. */
function entityTag(storageKey: string, variant: PhotoVariant): string {
  return `"${createHash('sha256').update(`${storageKey}.${variant}`).digest('base64url').slice(0, 22)}"`;
}

/** Own photos (SPEC §2 profile settings) and the access-checked photo files (SEC-14…16). */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.media;
  const authenticated = { preHandler: requireUser };
  const active = (request: FastifyRequest) => touchActivity(app.db, viewerOf(request).userId, app.clock());

  registerEndpoint(
    app,
    ENDPOINTS.photos,
    async ({ request }) => {
      await active(request);
      return listOwnPhotos(deps, viewerOf(request).userId);
    },
    authenticated,
  );

  registerEndpoint(
    app,
    ENDPOINTS.photosUpdate,
    async ({ body, request }) => updatePhotos(deps, viewerOf(request).userId, body),
    authenticated,
  );

  registerEndpoint(
    app,
    ENDPOINTS.photoDelete,
    async ({ query, request }) => deletePhoto(deps, viewerOf(request).userId, query.id),
    authenticated,
  );

  // Multipart parsing only for the upload, in its own scope.
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    registerEndpoint(
      scope,
      ENDPOINTS.photoUpload,
      async ({ request }) => {
        const upload = await readUpload(request);
        try {
          return await uploadPhoto(deps, viewerOf(request).userId, upload);
        } catch (error) {
          if (error instanceof PhotoRejectedError) {
            request.log.info({ reason: error.code, cause: (error.cause as Error | undefined)?.message }, 'photo refused');
            throw photoFieldError(error.code, error.code === 'photo_too_many_pixels' ? { count: PHOTO_UPLOAD.maxMegapixels } : undefined);
          }
          throw error;
        }
      },
      {
        preHandler: requireUser,
        config: {
          rateLimit: { ...UPLOAD_RATE_LIMIT, keyGenerator: (request) => (request.viewer ? `photo-upload:${request.viewer.userId}` : request.ip) },
        },
      },
    );
  });

  app.get<{ Params: { id: string; variant: string } }>(`${PHOTO_ROUTE_PREFIX}/:id/:variant`, async (request, reply) => {
    const { id, variant } = request.params;
    if (!/^\d{1,12}$/.test(id) || !isVariant(variant)) throw new HttpError('not_found');
    const photo = await selectPhoto(app.db, Number(id));
    if (!photo) throw new HttpError('not_found');
    const viewer = request.viewer ? { userId: request.viewer.userId, premium: request.viewer.user.paid_user === 1 } : null;
    const staffModerator = hasModerationRights(request.staff);
    const own = staffModerator || viewer?.userId === photo.user_id;
    const owner = own ? { listed: true, publicMainId: null } : await selectPhotoOwnerState(app.db, photo.user_id);
    const access = photoAccess({
      viewer,
      photo: { ownerId: photo.user_id, status: photo.status, visibility: photo.visibility, isPublicMain: owner.publicMainId === photo.id },
      ownerListed: owner.listed,
      viewerBlockedByOwner: viewer && !own ? await hasBlocked(app.db, photo.user_id, viewer.userId) : false,
      variant,
      staffModerator,
    });
    if (access === 'not_found') throw new HttpError('not_found');
    if (access === 'forbidden') throw new HttpError('forbidden');
    if (access === 'login') throw new HttpError('authentication_required');

    const tag = entityTag(photo.storage_key, variant);
    // Per viewer and checked on every request: browsers may keep it, but must ask again (no-cache), and shared caches
    // must not keep it at all (private).
    reply.header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff').header('etag', tag);
    if (request.headers['if-none-match'] === tag) return reply.code(304).send();
    let file: Awaited<ReturnType<MediaStore['open']>>;
    try {
      file = await deps.store.open(photo.storage_key, variant);
      // A demo avatar not drawn yet (the server draws them after start) is drawn now.
      if (!file && (await deps.regenerate(photo.storage_key))) file = await deps.store.open(photo.storage_key, variant);
    } catch (error) {
      // The bucket is unreachable or refused us: a temporary fault to retry, not a crash.
      request.log.error({ err: error, photo: photo.id, variant }, 'media store unavailable');
      throw new HttpError('unavailable', { cause: error });
    }
    if (!file) {
      request.log.error({ photo: photo.id, variant }, 'photo file missing from the media store');
      throw new HttpError('not_found');
    }
    return reply.type('image/jpeg').header('content-length', file.size).header('content-disposition', 'inline').send(file.stream);
  });
}
