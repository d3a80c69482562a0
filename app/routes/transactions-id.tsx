import { placeholderRoute } from '../placeholderRoute';

/** Route `transactions-id` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('transactions-id');
