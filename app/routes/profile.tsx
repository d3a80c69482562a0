import { placeholderRoute } from '../placeholderRoute';

/** Route `profile` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('profile');
