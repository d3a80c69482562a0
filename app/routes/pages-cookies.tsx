import { placeholderRoute } from '../placeholderRoute';

/** Route `pages-cookies` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('pages-cookies');
