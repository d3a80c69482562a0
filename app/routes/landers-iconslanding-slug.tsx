import { LanderIconsScreen } from '../../src/screens/LanderIconsScreen';
import { landerRoute } from '../landers/landerRoute';

/** Route `landers-iconslanding-slug` (SPEC §2): `/landers/iconslanding/{slug?}`, the slug's prefix choosing the niche copy. */
export const Component = landerRoute(LanderIconsScreen, 'iconslanding');
