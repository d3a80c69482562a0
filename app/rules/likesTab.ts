import { LIKES_TABS, type LikesTab } from '../../src/screens/LikesScreen';

/** `/likes` opens on the received likes: that is where the new-likes badge leads. */
export const DEFAULT_LIKES_TAB: LikesTab = 'liked_by';

/**
 * The tab a likes address names (SPEC §2 `/likes`, `/likes/{type}`): who likes the viewer (`liked_by`) or whom the
 * viewer likes (`mine`); `/likes` itself (no type) the received likes. null for any other `type` (not found).
 */
export function likesTabOf(type: string | undefined): LikesTab | null {
  if (type === undefined) return DEFAULT_LIKES_TAB;
  return (LIKES_TABS as readonly string[]).includes(type) ? (type as LikesTab) : null;
}
