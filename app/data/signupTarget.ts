import useSWRImmutable from 'swr/immutable';
import { ENDPOINTS } from '../../contract/api';
import type { SignupTargetProfile } from '../../src/screens/SignupScreen/SignupScreen';
import { apiFetch } from '../api/client';

function fetchProfile(key: string) {
  return apiFetch(key, { schema: ENDPOINTS.profile.response });
}

/**
 * The member a visitor signs up to meet (`/members/{id}/signup`), from GET /api/profile.php?id=. While it loads,
 * or when the profile is gone, the signup shows without the header.
 */
export function useSignupTarget(id: number | null): SignupTargetProfile | undefined {
  const { data } = useSWRImmutable(id ? `${ENDPOINTS.profile.path}?id=${id}` : null, fetchProfile, { shouldRetryOnError: false });
  if (!data || data.profile.age === null) return undefined;
  const { profile } = data;
  return {
    name: profile.name,
    age: profile.age ?? 0,
    city: profile.city ?? undefined,
    photoUrl: profile.main_image?.thumb_filename ?? null,
  };
}
