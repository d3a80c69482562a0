import { placeholderRoute } from '../placeholderRoute';

/** Route `activate-error` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('activate-error');
