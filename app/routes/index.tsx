import { placeholderRoute } from '../placeholderRoute';

/** Route `index` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('index');
