import { placeholderRoute } from '../placeholderRoute';

/** Route `credits` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('credits');
