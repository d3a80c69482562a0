import { placeholderRoute } from '../placeholderRoute';

/** Route `match-finder` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('match-finder');
