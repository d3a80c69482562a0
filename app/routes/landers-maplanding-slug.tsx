import { LanderMapScreen } from '../../src/screens/LanderMapScreen';
import { landerRoute } from '../landers/landerRoute';

/** Route `landers-maplanding-slug` (SPEC §2): `/landers/maplanding/{slug?}`, the slug's prefix choosing the niche copy. */
export const Component = landerRoute(LanderMapScreen, 'maplanding');
