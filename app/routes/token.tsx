import { placeholderRoute } from '../placeholderRoute';

/** Route `token` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('token');
