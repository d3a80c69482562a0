import { placeholderRoute } from '../placeholderRoute';

/** Route `login` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('login');
