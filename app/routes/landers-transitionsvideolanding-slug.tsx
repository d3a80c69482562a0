import { placeholderRoute } from '../placeholderRoute';

/** Route `landers-transitionsvideolanding-slug` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('landers-transitionsvideolanding-slug');
