import { LanderSwipeScreen } from '../../src/screens/LanderSwipeScreen';
import { landerRoute } from '../landers/landerRoute';

/** Route `landers-tinderswipe` (SPEC §2): the swipe demo that ends in signup. */
export const Component = landerRoute(LanderSwipeScreen, 'tinderswipe');
