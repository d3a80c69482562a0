import { LanderAloneTonightScreen } from '../../src/screens/LanderAloneTonightScreen';
import { landerRoute } from '../landers/landerRoute';

/** Route `landers-alonetonight-slug` (SPEC §2): `/landers/alonetonight/{slug?}`, the slug's prefix choosing the niche copy. */
export const Component = landerRoute(LanderAloneTonightScreen, 'alonetonight');
