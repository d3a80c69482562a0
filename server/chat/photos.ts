import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CHAT_PHOTO_UPLOAD, idempotencyKeySchema } from '../../contract/chat';
import { PHOTO_UPLOAD } from '../../contract/members';
import { HttpError } from '../errors/http-error';
import { processPhoto } from '../media/pipeline';
import type { MediaStore } from '../media/store';

/**
 * Photo messages (issue 6): the upload goes through the media pipeline (checked by content, re-encoded, no metadata)
 * and is stored under a random key; only the thumbnail and the full size are kept. The files are served by
 * /media/chat/<message id>/<variant> to the two members of the conversation only.
 */

export interface ChatPhotoUpload {
  readonly data: Buffer;
  readonly conversationId: number | undefined;
  readonly memberId: number | undefined;
  readonly idempotencyKey: string;
}

const MB = 1024 * 1024;
const FIELD_NAMES: ReadonlySet<string> = new Set(CHAT_PHOTO_UPLOAD.fields);

function fieldError(field: string, code: string, params?: Record<string, number>): HttpError {
  return new HttpError('validation_failed', { fields: { [field]: params ? { code, params } : { code } } });
}

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}

function positiveId(field: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw fieldError(field, 'invalid_value');
  return Number(value);
}

/** Reads the multipart upload: one file in `photo` and the fields conversation_id or member_id and idempotency_key. */
export async function readChatPhotoUpload(request: FastifyRequest): Promise<ChatPhotoUpload> {
  if (!request.isMultipart()) throw fieldError('photo', 'photo_required');
  let data: Buffer | undefined;
  const fields = new Map<string, string>();
  const parts = request.parts({
    limits: { fileSize: PHOTO_UPLOAD.maxBytes, files: 1, fields: FIELD_NAMES.size, parts: FIELD_NAMES.size + 1, fieldSize: 128, headerPairs: 50 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== CHAT_PHOTO_UPLOAD.fileField) {
        part.file.resume();
        throw fieldError(part.fieldname, 'unknown_field');
      }
      try {
        data = await part.toBuffer();
      } catch (error) {
        if (isFileTooLarge(error)) {
          throw new HttpError('payload_too_large', { cause: error, fields: { photo: { code: 'photo_file_too_large', params: { count: PHOTO_UPLOAD.maxBytes / MB } } } });
        }
        throw error;
      }
    } else {
      if (!FIELD_NAMES.has(part.fieldname)) throw fieldError(part.fieldname, 'unknown_field');
      fields.set(part.fieldname, String(part.value));
    }
  }
  const key = idempotencyKeySchema.safeParse(fields.get('idempotency_key'));
  if (!key.success) throw fieldError('idempotency_key', fields.has('idempotency_key') ? 'invalid_value' : 'required');
  if (!data || data.length === 0) throw fieldError('photo', 'photo_required');
  return {
    data,
    conversationId: positiveId('conversation_id', fields.get('conversation_id')),
    memberId: positiveId('member_id', fields.get('member_id')),
    idempotencyKey: key.data,
  };
}

export interface StoredChatPhoto {
  readonly key: string;
  readonly width: number;
  readonly height: number;
}

/** Re-encodes and stores a chat photo; PhotoRejectedError for anything that is not an acceptable photo. */
export async function storeChatPhoto(store: MediaStore, data: Buffer): Promise<StoredChatPhoto> {
  const processed = await processPhoto(data);
  // A random key the client never sees (URLs name the message), prefixed so chat files are told apart in the store.
  const key = `chat-${randomBytes(16).toString('hex')}`;
  try {
    await store.write(key, 'full', processed.variants.full);
    await store.write(key, 'thumb', processed.variants.thumb);
  } catch (error) {
    await store.remove(key).catch(() => undefined);
    throw error;
  }
  return { key, width: processed.width, height: processed.height };
}

/** Who may receive a chat photo: the two members of its conversation, nobody else (not even premium members). */
export function mayViewChatPhoto(viewerId: number | null, pair: { member_low: number; member_high: number }): boolean {
  return viewerId !== null && (viewerId === pair.member_low || viewerId === pair.member_high);
}
