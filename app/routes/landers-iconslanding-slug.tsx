import { placeholderRoute } from '../placeholderRoute';

/** Route `landers-iconslanding-slug` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('landers-iconslanding-slug');
