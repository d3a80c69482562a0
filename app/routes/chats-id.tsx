import { placeholderRoute } from '../placeholderRoute';

/** Route `chats-id` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('chats-id');
