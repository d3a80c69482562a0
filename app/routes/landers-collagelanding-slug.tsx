import { LanderCollageScreen } from '../../src/screens/LanderCollageScreen';
import { landerRoute } from '../landers/landerRoute';

/** Route `landers-collagelanding-slug` (SPEC §2): `/landers/collagelanding/{slug?}`, the slug's prefix choosing the niche copy. */
export const Component = landerRoute(LanderCollageScreen, 'collagelanding');
