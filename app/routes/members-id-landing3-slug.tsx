import { memberLanderRoute } from '../landers/landerRoute';

/** Route `members-id-landing3-slug` (SPEC §2): "you could be a match" with a member; the slug chooses the niche copy. */
export const Component = memberLanderRoute('match');
