import { useCallback } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import { ENDPOINTS } from '../../contract/api';
import {
  PHOTO_UPLOAD,
  type GeocodeResponse,
  type PhotosResponse,
  type PhotosUpdateRequest,
  type PhotoUploadResponse,
  type PhotoVisibility,
  type ProfileResponse,
  type ProfileUpdateRequest,
} from '../../contract/members';
import { apiFetch } from '../api/client';
import type { Coordinates } from '../rules/cachedPosition';
import { USER_KEY } from './viewer';

/** SWR key of the own profile: GET /api/profile.php without an id (SPEC §2 /profile). */
export const OWN_PROFILE_KEY = ENDPOINTS.profile.path;
/** SWR key of the own photos with their quota: GET /api/photos.php. */
export const OWN_PHOTOS_KEY = ENDPOINTS.photos.path;

const fetchOwnProfile = () => apiFetch(OWN_PROFILE_KEY, { schema: ENDPOINTS.profile.response });
const fetchOwnPhotos = () => apiFetch(OWN_PHOTOS_KEY, { schema: ENDPOINTS.photos.response });

/** Loading state of one of the own answers. */
export interface OwnAnswer<T> {
  data: T | undefined;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * After a change to the own profile or photos: the user (nav avatar and name, the profile-photo alert) and every
 * cached profile answer (the own profile as others see it, `/api/profile.php?id=`) are read again.
 */
async function refreshAfterChange(mutate: ScopedMutator, options: { profile: boolean }): Promise<void> {
  await Promise.all([
    mutate(USER_KEY),
    mutate((key) => typeof key === 'string' && key.startsWith(`${ENDPOINTS.profile.path}?`)),
    options.profile ? mutate(OWN_PROFILE_KEY) : undefined,
  ]);
}

export interface OwnProfile extends OwnAnswer<ProfileResponse> {
  /** PUT /api/profile.php with the fields that changed; the answer replaces the cached profile. Throws ApiError. */
  save: (changes: ProfileUpdateRequest) => Promise<ProfileResponse>;
}

/** The member's own profile (`/profile`). */
export function useOwnProfile(): OwnProfile {
  const { mutate } = useSWRConfig();
  const { data, isLoading, error, mutate: revalidate } = useSWR(OWN_PROFILE_KEY, fetchOwnProfile, { revalidateOnFocus: false });

  const save = useCallback(
    async (changes: ProfileUpdateRequest) => {
      const answer = await apiFetch(ENDPOINTS.profileUpdate.path, { method: 'PUT', body: changes, schema: ENDPOINTS.profileUpdate.response });
      await mutate(OWN_PROFILE_KEY, answer, { revalidate: false });
      await refreshAfterChange(mutate, { profile: false });
      return answer;
    },
    [mutate],
  );

  return { data, isLoading, error, retry: () => void revalidate(), save };
}

export interface OwnPhotos extends OwnAnswer<PhotosResponse> {
  /** POST /api/photos.php (multipart: the file in `photo`, optionally `visibility`). Throws ApiError. */
  upload: (file: File, visibility?: PhotoVisibility) => Promise<PhotoUploadResponse>;
  /** PUT /api/photos.php: reorder (shown at once, undone when refused), main photo, visibilities. */
  update: (change: PhotosUpdateRequest) => Promise<PhotosResponse>;
  /** DELETE /api/photos.php?id=. */
  remove: (id: number) => Promise<PhotosResponse>;
}

/** The member's own photos, pending and rejected ones included, with the quota. */
export function useOwnPhotos(): OwnPhotos {
  const { mutate } = useSWRConfig();
  const { data, isLoading, error, mutate: revalidate } = useSWR(OWN_PHOTOS_KEY, fetchOwnPhotos, { revalidateOnFocus: false });

  /** Every photo answer is the complete new list: it becomes the cache, then what depends on the photos follows. */
  const settle = useCallback(
    async <T extends PhotosResponse>(answer: T): Promise<T> => {
      const { photos, limit } = answer;
      await mutate(OWN_PHOTOS_KEY, { photos, limit }, { revalidate: false });
      await refreshAfterChange(mutate, { profile: true });
      return answer;
    },
    [mutate],
  );

  const upload = useCallback(
    async (file: File, visibility?: PhotoVisibility) => {
      const form = new FormData();
      if (visibility) form.append(PHOTO_UPLOAD.visibilityField, visibility);
      form.append(PHOTO_UPLOAD.fileField, file, file.name);
      return settle(await apiFetch(ENDPOINTS.photoUpload.path, { method: 'POST', form, schema: ENDPOINTS.photoUpload.response }));
    },
    [settle],
  );

  const update = useCallback(
    async (change: PhotosUpdateRequest) => {
      const request = apiFetch(ENDPOINTS.photosUpdate.path, { method: 'PUT', body: change, schema: ENDPOINTS.photosUpdate.response });
      const order = change.order;
      if (!order || !data) return settle(await request);
      // A move shows at once (the manager keeps the keyboard on the moved photo); a refusal puts the old order back.
      const answer = await mutate(OWN_PHOTOS_KEY, request, {
        optimisticData: (current: PhotosResponse = data) => ({ ...current, photos: order.flatMap((id) => current.photos.filter((photo) => photo.id === id)) }),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
      if (!answer) throw new Error('The photo order was not saved');
      await refreshAfterChange(mutate, { profile: true });
      return answer;
    },
    [data, mutate, settle],
  );

  const remove = useCallback(
    async (id: number) => settle(await apiFetch(ENDPOINTS.photoDelete.path, { method: 'DELETE', query: { id }, schema: ENDPOINTS.photoDelete.response })),
    [settle],
  );

  return { data, isLoading, error, retry: () => void revalidate(), upload, update, remove };
}

/** GET /api/geocode.php (SPEC §7): the nearest city of a position, or `location: false` when none is near. */
export function geocode(position: Coordinates): Promise<GeocodeResponse> {
  return apiFetch(ENDPOINTS.geocode.path, { query: { lat: position.lat, lon: position.lon }, schema: ENDPOINTS.geocode.response });
}
