import type { SignupTargetProfile } from '../../src/screens/SignupScreen/SignupScreen';

/**
 * The member a visitor signs up to meet (`/members/{id}/signup`). The profile endpoint arrives with the members
 * issue (GET /api/profile.php); until then the signup shows without the profile header.
 */
export function useSignupTarget(_id: number | null): SignupTargetProfile | undefined {
  return undefined;
}
