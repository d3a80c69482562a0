import { placeholderRoute } from '../placeholderRoute';

/** Route `premium` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('premium');
