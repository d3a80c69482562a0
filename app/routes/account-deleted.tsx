import { placeholderRoute } from '../placeholderRoute';

/** Route `account-deleted` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('account-deleted');
