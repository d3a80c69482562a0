import type { ProfileView } from '../../../contract/members';
import type { LanderFeaturedMember } from './LanderMemberScreen';

/** A public profile (contract `ProfileView`) as a member lander features it: the full-size main photo. */
export function featuredMemberFromProfile(profile: ProfileView, online = profile.online): LanderFeaturedMember {
  return {
    id: profile.id,
    name: profile.name,
    age: profile.age,
    city: profile.city,
    photoUrl: profile.main_image?.filename ?? profile.main_image?.thumb_filename ?? null,
    online,
    about: profile.about,
    interests: profile.interests,
    fictional: profile.fictional,
  };
}
