export { LanderGalleryScreen } from './LanderGalleryScreen';
export type { LanderGalleryScreenProps } from './LanderGalleryScreen';
