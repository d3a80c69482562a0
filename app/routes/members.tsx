import { placeholderRoute } from '../placeholderRoute';

/** Route `members` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('members');
