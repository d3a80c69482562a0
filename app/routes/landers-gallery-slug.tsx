import { LanderGalleryScreen } from '../../src/screens/LanderGalleryScreen';
import { landerRoute } from '../landers/landerRoute';

/** Route `landers-gallery-slug` (SPEC §2): `/landers/gallery/{slug?}`, the slug's prefix choosing the niche copy. */
export const Component = landerRoute(LanderGalleryScreen, 'gallery');
