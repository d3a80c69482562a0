import type { User } from '../../contract/entities';
import type { ViewerRole } from '../../src/components/ProfileActions/ProfileActions';

/** SPEC §6 roles: a visitor (logged out), a free member (not paid) or a premium member (`paid_user`). */
export function viewerRole(account: Pick<User, 'paid_user'> | null): ViewerRole {
  if (!account) return 'visitor';
  return account.paid_user ? 'premium' : 'free';
}

/** Whose search the search store holds: a member's own, or the visitors' (one per page load, so at most one). */
export function searchOwner(account: Pick<User, 'id'> | null): string {
  return account ? `member:${account.id}` : 'visitor';
}
