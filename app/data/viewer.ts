import type { TopNavProps } from '../../src/layout/TopNav';

export interface Viewer {
  /** The logged-in member as the chrome shows them; null for a visitor. */
  user: TopNavProps['user'];
  unreadMessages: number;
  newLikes: number;
  logout(): void;
}

const VISITOR: Viewer = { user: null, unreadMessages: 0, newLikes: 0, logout: () => undefined };

/**
 * Who is looking at the site. Until accounts exist everyone is a visitor; the accounts issue backs this with
 * GET /api/user.php and the logout call, and the chat issue with the unread and new-like counts.
 */
export function useViewer(): Viewer {
  return VISITOR;
}
