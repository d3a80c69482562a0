import { placeholderRoute } from '../placeholderRoute';

/** Route `landers-tinderswipe` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('landers-tinderswipe');
