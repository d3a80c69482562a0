import type { MemberCard } from '../../../contract/members';
import type { LanderMember } from './LanderPage';

/** A search result (contract `MemberCard`) as the landers show it. */
export function landerMemberFromCard(card: MemberCard): LanderMember {
  return {
    id: card.id,
    name: card.name,
    age: card.age,
    city: card.city,
    photoUrl: card.main_image?.thumb_filename ?? null,
    largePhotoUrl: card.main_image?.filename ?? null,
    online: card.online,
  };
}

/** Members with a photo first (in their order), then the rest: for pages whose point is the pictures. */
export function photosFirst<T extends LanderMember>(members: readonly T[]): T[] {
  return [...members.filter((member) => member.photoUrl), ...members.filter((member) => !member.photoUrl)];
}

/** The photo to show large: the full-size one when there is one, else the thumbnail. */
export function largePhoto(member: LanderMember | null | undefined): string | null {
  return member?.largePhotoUrl ?? member?.photoUrl ?? null;
}
