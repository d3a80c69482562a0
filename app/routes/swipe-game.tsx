import { placeholderRoute } from '../placeholderRoute';

/** Route `swipe-game` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('swipe-game');
