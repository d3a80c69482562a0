import { placeholderRoute } from '../placeholderRoute';

/** Route `credits-id-paymentmethod` (SPEC §2): a placeholder until its screen is built. */
export const Component = placeholderRoute('credits-id-paymentmethod');
