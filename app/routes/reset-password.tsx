import { placeholderRoute } from '../placeholderRoute';

/** Route `reset-password` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('reset-password');
