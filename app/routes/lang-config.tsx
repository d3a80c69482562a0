import { placeholderRoute } from '../placeholderRoute';

/** Route `lang-config` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('lang-config');
