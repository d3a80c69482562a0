import { placeholderRoute } from '../placeholderRoute';

/** Route `activate-done` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('activate-done');
