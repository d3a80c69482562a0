import { LanderTransitionsScreen } from '../../src/screens/LanderTransitionsScreen';
import { landerRoute } from '../landers/landerRoute';

/** Route `landers-transitionsvideolanding-slug` (SPEC §2): `/landers/transitionsvideolanding/{slug?}`, the slug's prefix choosing the niche copy. */
export const Component = landerRoute(LanderTransitionsScreen, 'transitionsvideolanding');
