import { placeholderRoute } from '../placeholderRoute';

/** Route `likes-m-id` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('likes-m-id');
