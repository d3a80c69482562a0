import { LanderSocialScreen } from '../../src/screens/LanderSocialScreen';
import { landerRoute } from '../landers/landerRoute';

/** Route `landers-socialnetwork-slug` (SPEC §2): `/landers/socialnetwork/{slug?}`, the slug's prefix choosing the niche copy. */
export const Component = landerRoute(LanderSocialScreen, 'socialnetwork');
