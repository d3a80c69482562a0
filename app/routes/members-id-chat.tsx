import { placeholderRoute } from '../placeholderRoute';

/** Route `members-id-chat` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('members-id-chat');
