import { memberLanderRoute } from '../landers/landerRoute';

/** Route `members-id-landing2-slug` (SPEC §2): a member's chat invitation; the slug's prefix chooses the niche copy. */
export const Component = memberLanderRoute('message');
