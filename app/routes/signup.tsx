import { placeholderRoute } from '../placeholderRoute';

/** Route `signup` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('signup');
