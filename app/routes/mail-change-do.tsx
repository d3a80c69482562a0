import { placeholderRoute } from '../placeholderRoute';

/** Route `mail-change-do` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('mail-change-do');
