import { placeholderRoute } from '../placeholderRoute';

/** Route `pages-return-policy` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('pages-return-policy');
