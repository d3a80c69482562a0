import { placeholderRoute } from '../placeholderRoute';

/** Route `pages-faq` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('pages-faq');
