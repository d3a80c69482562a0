import { memberLanderRoute } from '../landers/landerRoute';

/** Route `members-id-landing` (SPEC §2): a lander that puts one member in the spotlight. */
export const Component = memberLanderRoute('spotlight');
