import { describe, expect, it } from 'vitest';
import { photoUploadError } from '../../app/rules/photoUploadError';
import { PHOTO_LIMITS } from '../../contract/constants';
import { PHOTO_UPLOAD } from '../../contract/members';

const free = { size: 200_000, used: 0, limit: PHOTO_LIMITS.free, premium: false };
const premium = { size: 200_000, used: 0, limit: PHOTO_LIMITS.premium, premium: true };

describe('photoUploadError (SPEC §5 photo limits: free 3, premium 25)', () => {
  it('lets a photo through below the quota and the size cap', () => {
    expect(photoUploadError(free)).toBeNull();
    expect(photoUploadError({ ...free, used: 2 })).toBeNull();
    expect(photoUploadError({ ...premium, used: 24, size: PHOTO_UPLOAD.maxBytes })).toBeNull();
  });

  it('says the free limit at 3 photos, with the server’s message key', () => {
    expect(PHOTO_LIMITS.free).toBe(3);
    expect(photoUploadError({ ...free, used: 3 })).toEqual({ code: 'photo_limit_free', params: { count: 3 } });
  });

  it('says the premium limit at 25 photos', () => {
    expect(PHOTO_LIMITS.premium).toBe(25);
    expect(photoUploadError({ ...premium, used: 25 })).toEqual({ code: 'photo_limit_premium', params: { count: 25 } });
  });

  it('refuses a file above the size cap before uploading it', () => {
    expect(photoUploadError({ ...free, size: PHOTO_UPLOAD.maxBytes + 1 })).toEqual({ code: 'photo_file_too_large', params: { count: 10 } });
  });

  it('refuses an empty file', () => {
    expect(photoUploadError({ ...free, size: 0 })).toEqual({ code: 'photo_required' });
  });
});
