import { placeholderRoute } from '../placeholderRoute';

/** Route `notifications` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('notifications');
