import { placeholderRoute } from '../placeholderRoute';

/** Route `directdebit` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('directdebit');
