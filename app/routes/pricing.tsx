import { placeholderRoute } from '../placeholderRoute';

/** Route `pricing` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('pricing');
