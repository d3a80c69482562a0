import { placeholderRoute } from '../placeholderRoute';

/** Route `settings` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('settings');
