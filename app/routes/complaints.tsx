import { placeholderRoute } from '../placeholderRoute';

/** Route `complaints` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('complaints');
