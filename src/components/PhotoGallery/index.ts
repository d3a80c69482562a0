export { PhotoGallery } from './PhotoGallery';
export type { PhotoGalleryProps } from './PhotoGallery';
