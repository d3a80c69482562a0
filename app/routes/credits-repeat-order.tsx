import { placeholderRoute } from '../placeholderRoute';

/** Route `credits-repeat-order` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('credits-repeat-order');
