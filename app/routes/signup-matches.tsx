import { placeholderRoute } from '../placeholderRoute';

/** Route `signup-matches` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('signup-matches');
