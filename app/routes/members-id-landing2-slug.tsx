import { placeholderRoute } from '../placeholderRoute';

/** Route `members-id-landing2-slug` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('members-id-landing2-slug');
