import type { PhotoVariant } from '../../contract/members';
import type { PhotoStatusValue, PhotoVisibilityValue } from '../db/schema';

/**
 * Who may receive which file of a photo (SEC-14, SEC-15). Checked on every request to /media/photos/:id/:variant,
 * and used to decide which URLs a profile answer hands out, so the two can never disagree.
 */
export interface PhotoAccessInput {
  /** Null for visitors. */
  readonly viewer: { readonly userId: number; readonly premium: boolean } | null;
  readonly photo: {
    readonly ownerId: number;
    readonly status: PhotoStatusValue;
    readonly visibility: PhotoVisibilityValue;
    /** The owner's first active public photo (what lists and visitors see). */
    readonly isPublicMain: boolean;
  };
  /** The owner's profile is shown to others: active, confirmed account, not invisible. */
  readonly ownerListed: boolean;
  /** The owner has blocked the viewer (the other direction does not hide the photos from the blocker). */
  readonly viewerBlockedByOwner: boolean;
  /**
   * The owner is in the member pool of the request's site (server/members/pool.ts, SEC-29); outside it their photos
   * are not there, like a missing member's.
   */
  readonly ownerInPool: boolean;
  readonly variant: PhotoVariant;
  /**
   * The request also carries a staff session with moderation rights (admin or moderator, server/moderation/roles.ts):
   * they review pending, private and rejected photos of anyone, by every variant.
   */
  readonly staffModerator?: boolean;
}

/** allow; not_found (404: the photo is not there for this viewer); forbidden (403: premium only); login (403 authentication_required). */
export type PhotoAccess = 'allow' | 'not_found' | 'forbidden' | 'login';

export function photoAccess(input: PhotoAccessInput): PhotoAccess {
  const { viewer, photo, variant } = input;
  if (input.staffModerator === true) return 'allow';
  if (viewer && viewer.userId === photo.ownerId) return 'allow';
  if (!input.ownerListed || !input.ownerInPool || input.viewerBlockedByOwner || photo.status !== 'active') return 'not_found';
  // The blurred copy carries no detail: anyone who may see the profile may have it.
  if (variant === 'blurred') return 'allow';
  // SEC-15: the thumbnail and the full photo of a private photo exist only for premium members.
  if (photo.visibility === 'private') return viewer?.premium ? 'allow' : 'forbidden';
  // SPEC §6: visitors see the main photo; more photos need a login.
  if (!viewer && !photo.isPublicMain) return 'login';
  return 'allow';
}
