import type { FieldError } from '../../contract/errors';
import { PHOTO_UPLOAD } from '../../contract/members';

const MB = 1024 * 1024;

export interface PhotoUploadCheck {
  /** The chosen file's size in bytes. */
  size: number;
  /** Photos counting against the quota: all but rejected ones, as the server counts them. */
  used: number;
  /** The member's quota from `/api/photos.php`. */
  limit: number;
  premium: boolean;
}

/**
 * What the server would refuse without looking at the picture, said before a byte is sent: a full quota (SPEC §5:
 * free 3, premium 25) or a file above the size cap. The server still checks both (and the content); this only spares
 * the member a long upload that cannot succeed. The codes are the server's own `validation` keys.
 */
export function photoUploadError({ size, used, limit, premium }: PhotoUploadCheck): FieldError | null {
  if (used >= limit) return { code: premium ? 'photo_limit_premium' : 'photo_limit_free', params: { count: limit } };
  if (size > PHOTO_UPLOAD.maxBytes) return { code: 'photo_file_too_large', params: { count: PHOTO_UPLOAD.maxBytes / MB } };
  if (size === 0) return { code: 'photo_required' };
  return null;
}
