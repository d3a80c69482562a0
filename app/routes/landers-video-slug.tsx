import { LanderVideoScreen } from '../../src/screens/LanderVideoScreen';
import { landerRoute } from '../landers/landerRoute';

/** Route `landers-video-slug` (SPEC §2): `/landers/video/{slug?}`, the slug's prefix choosing the niche copy. */
export const Component = landerRoute(LanderVideoScreen, 'video');
