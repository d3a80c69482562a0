import { placeholderRoute } from '../placeholderRoute';

/** Route `landers-gallery-slug` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('landers-gallery-slug');
